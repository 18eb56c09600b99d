import { CASE_ESTADOS, filterCases, formatDate, lawyersOfCases, type Case, type CaseEstado } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useUrlSearchText } from '../../data/use-url-search-text';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { DataFreshness } from '../../ui/data-freshness';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { WindowList } from '../../ui/window-list';
import { caseSearchOf, hasFilters, type CaseFilters } from './cases-filters';
import './cases-page.css';

const casesRoute = getRouteApi('/_main/_cases');
const listRoute = getRouteApi('/_main/_cases/asuntos');

/** The select's option that stands for no filter; a select needs a key for it. */
const ALL = 'todos';

/** /asuntos: the client's cases, newest first, searched and filtered through the URL. */
export function CasesPage() {
  const cases = casesRoute.useLoaderData();
  return (
    <>
      <PageHeader title="Asuntos" lead="Los asuntos que lleva con sus abogados y estudios, del más reciente al más antiguo." />
      <DataFreshness of={cases} />
      {!cases.ok ? <LoadFailure message={cases.message} /> : null}
      {cases.ok && cases.value.length === 0 ? (
        <EmptyState
          title="Todavía no tiene asuntos"
          action={
            <Link to="/nuevaConsulta" look="button-primary">
              Iniciar una consulta
            </Link>
          }
        >
          Cuando un abogado acepte una de sus consultas, el asunto aparecerá aquí con su estado y sus movimientos.
        </EmptyState>
      ) : null}
      {cases.ok && cases.value.length > 0 ? <FilteredCases cases={cases.value} /> : null}
    </>
  );
}

function FilteredCases({ cases }: { readonly cases: readonly Case[] }) {
  const filters = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const shown = useMemo(() => filterCases(cases, caseSearchOf(filters)), [cases, filters]);
  const lawyers = useMemo(() => lawyersOfCases(cases), [cases]);

  const search = useUrlSearchText(filters.q, '/asuntos', (q) => void navigate({ search: (previous) => ({ ...previous, q }), replace: true }));

  function filter(change: Partial<CaseFilters>) {
    void navigate({ search: (previous) => ({ ...previous, ...change }) });
  }

  function clearFilters() {
    search.clear();
    void navigate({ search: {} });
  }

  const filtered = hasFilters(filters);
  return (
    <>
      <div role="search" className="cases-filters" aria-label="Buscar y filtrar asuntos">
        <TextField label="Buscar" description="Por nombre del asunto, abogado o estudio" type="search" value={search.text} onChange={search.type} />
        <Select
          label="Estado"
          options={[{ id: ALL, label: 'Todos' }, ...CASE_ESTADOS.map((estado) => ({ id: estado, label: estado }))]}
          value={filters.estado ?? ALL}
          onChange={(value) => filter({ estado: value === null || value === ALL ? undefined : (value as CaseEstado) })}
        />
        <Select
          label="Abogado o estudio"
          options={[{ id: ALL, label: 'Todos' }, ...lawyers.map((name) => ({ id: `abogado:${name}`, label: name }))]}
          value={filters.abogado ? `abogado:${filters.abogado}` : ALL}
          onChange={(value) => filter({ abogado: value === null || value === ALL ? undefined : value.slice('abogado:'.length) })}
        />
      </div>
      <p className="cases-count" role="status" aria-live="polite">
        {filtered ? `${shown.length} de ${countOf(cases.length)}` : countOf(cases.length)}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          title="Sin resultados"
          action={
            <Button variant="secondary" onPress={clearFilters}>
              Limpiar filtros
            </Button>
          }
        >
          Ningún asunto coincide con la búsqueda y los filtros elegidos.
        </EmptyState>
      ) : (
        <CaseList cases={shown} />
      )}
    </>
  );
}

function countOf(total: number): string {
  return total === 1 ? '1 asunto' : `${total} asuntos`;
}

function pendingPayments(count: number): string {
  if (count === 0) return 'Sin pagos pendientes';
  return count === 1 ? '1 pago pendiente' : `${count} pagos pendientes`;
}

/**
 * The cases as a list whose items only exist while near the window's view, so thousands of cases
 * keep a few dozen in the page. Each item says its place in the whole list to screen readers.
 */
const caseKey = (item: Case) => item.id;

function CaseList({ cases }: { readonly cases: readonly Case[] }) {
  return (
    <div className="cases-list-frame">
      <div className="cases-list-header" aria-hidden="true">
        <span>Asunto</span>
        <span>Tipo</span>
        <span>Fecha</span>
        <span>Abogado o estudio</span>
        <span>Estado</span>
        <span>Pagos</span>
      </div>
      <WindowList items={cases} label="Sus asuntos" className="cases-list" itemClassName="cases-item" keyOf={caseKey} estimateSize={96} overscan={6}>
        {(shown) => <CaseSummary item={shown} />}
      </WindowList>
    </div>
  );
}

function CaseSummary({ item }: { readonly item: Case }) {
  return (
    <>
      <p className="cases-item-name">
        <Link to="/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}" params={{ id: item.id }}>
          {item.case}
        </Link>
      </p>
      <dl className="cases-item-fields">
        <div className="cases-item-tipo">
          <dt>Tipo</dt>
          <dd>{item.tipo}</dd>
        </div>
        <div className="cases-item-fecha">
          <dt>Fecha</dt>
          <dd>{formatDate(item.fecha)}</dd>
        </div>
        <div className="cases-item-abogado">
          <dt>Abogado o estudio</dt>
          <dd>{item.abogadoEstudio}</dd>
        </div>
        <div className="cases-item-estado">
          <dt>Estado</dt>
          <dd>
            <span className={`ui-status cases-estado--${item.estado.toLowerCase()}`}>{item.estado}</span>
          </dd>
        </div>
        <div className="cases-item-pagos" data-pending={item.pago > 0 ? '' : undefined}>
          <dt>Pagos</dt>
          <dd>{pendingPayments(item.pago)}</dd>
        </div>
      </dl>
    </>
  );
}
