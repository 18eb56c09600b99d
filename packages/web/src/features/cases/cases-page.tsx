import {
  attentionMessages,
  CASE_ESTADOS,
  countOf,
  formatDate,
  type CaseEstado,
  type CaseListItem,
  type CaseListPage,
} from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import { useUrlSearchText } from '../../data/use-url-search-text';
import { usePortal } from '../../session/router-context';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { DataFreshness } from '../../ui/data-freshness';
import { FilteredList } from '../../ui/filtered-list';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';
import { Select } from '../../ui/select';
import { useSlicedFilter } from '../../ui/sliced-filter';
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
  const { list } = listRoute.useLoaderData();
  return (
    <>
      <PageHeader
        title="Asuntos"
        lead="Los asuntos que lleva con sus abogados y estudios, del más reciente al más antiguo."
      />
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
      {list !== null && list.cases.length > 0 ? <FilteredCases list={list} /> : null}
    </>
  );
}

function FilteredCases({ list }: { readonly list: CaseListPage }) {
  const { cases, lawyers } = list;
  const portal = usePortal();
  // Filtered here, not by the loader: each key press would otherwise read thousands of cases again.
  const keepCases = useCallback(
    (items: readonly CaseListItem[], shownFilters: CaseFilters) =>
      portal.filterCases({ cases: items, search: caseSearchOf(shownFilters) }),
    [portal],
  );
  const filters = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const considered = useMemo(
    () => (filters.atencion === undefined ? cases : cases.filter((kase) => kase.needsClient)),
    [cases, filters.atencion],
  );
  // Thousands of cases are filtered in slices behind the field, which answers every key at once;
  // the count and the empty state follow the list, so they never disagree with it.
  const { shown, shownSearch } = useSlicedFilter(considered, filters, keepCases);

  const search = useUrlSearchText(
    filters.q,
    '/asuntos',
    (q) => void navigate({ search: (previous) => ({ ...previous, q }), replace: true }),
  );

  const filter = useCallback(
    (change: Partial<CaseFilters>) => void navigate({ search: (previous) => ({ ...previous, ...change }) }),
    [navigate],
  );

  function clearFilters() {
    search.clear();
    void navigate({ search: {} });
  }

  return (
    <FilteredList
      searchLabel="Buscar y filtrar asuntos"
      searchClassName="cases-filters"
      filters={
        <>
          <TextField
            label="Buscar"
            description="Por nombre del asunto, abogado o estudio"
            type="search"
            value={search.text}
            onChange={search.type}
          />
          <FiltersDisclosure
            active={[filters.estado, filters.abogado, filters.atencion].filter((value) => value !== undefined).length}
          >
            <CaseChoices
              estado={filters.estado}
              abogado={filters.abogado}
              atencion={filters.atencion}
              lawyers={lawyers}
              onFilter={filter}
            />
          </FiltersDisclosure>
        </>
      }
      countClassName="cases-count"
      filtered={hasFilters(shownSearch)}
      shown={shown.length}
      total={casesCount(cases.length)}
      noResults="Ningún asunto coincide con la búsqueda y los filtros elegidos."
      onClearFilters={clearFilters}
    >
      <CaseList cases={shown} />
    </FilteredList>
  );
}

/**
 * On a phone the three selects would fill the first screen before any case: they fold behind
 * 'Filtros (n)', n the filters applied, so the list shows at once and what filters it is still
 * said. From 40rem up there is room, and they show beside the search (the button is not there).
 */
function FiltersDisclosure({ active, children }: { readonly active: number; readonly children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <div className="cases-filters-toggle">
        <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onPress={() => setOpen(!open)}>
          {active === 0 ? 'Filtros' : `Filtros (${active})`}
        </Button>
      </div>
      <div id={panelId} className="cases-choices" data-open={open ? '' : undefined}>
        {children}
      </div>
    </>
  );
}

interface CaseChoicesProps {
  readonly estado: CaseEstado | undefined;
  readonly abogado: string | undefined;
  readonly atencion: 'si' | undefined;
  readonly lawyers: readonly string[];
  readonly onFilter: (change: Partial<CaseFilters>) => void;
}

const ESTADO_OPTIONS = [{ id: ALL, label: 'Todos' }, ...CASE_ESTADOS.map((estado) => ({ id: estado, label: estado }))];
const ATTENTION_OPTIONS = [
  { id: ALL, label: 'Todos' },
  { id: 'si', label: attentionMessages.filterNeedsClient },
];

/** The estado and lawyer selects; a key press in the search leaves them (and the lawyers' long list) as they are. */
const CaseChoices = memo(function CaseChoices({ estado, abogado, atencion, lawyers, onFilter }: CaseChoicesProps) {
  const lawyerOptions = useMemo(
    () => [{ id: ALL, label: 'Todos' }, ...lawyers.map((name) => ({ id: `abogado:${name}`, label: name }))],
    [lawyers],
  );
  return (
    <>
      <Select
        label="Estado"
        options={ESTADO_OPTIONS}
        value={estado ?? ALL}
        onChange={(value) => onFilter({ estado: value === null || value === ALL ? undefined : (value as CaseEstado) })}
      />
      <Select
        label="Abogado o estudio"
        options={lawyerOptions}
        value={abogado ? `abogado:${abogado}` : ALL}
        onChange={(value) =>
          onFilter({ abogado: value === null || value === ALL ? undefined : value.slice('abogado:'.length) })
        }
      />
      <Select
        label="Atención"
        options={ATTENTION_OPTIONS}
        value={atencion ?? ALL}
        onChange={(value) => onFilter({ atencion: value === 'si' ? 'si' : undefined })}
      />
    </>
  );
});

function casesCount(total: number): string {
  return countOf(total, 'asunto', 'asuntos');
}

function pendingPayments(count: number): string {
  if (count === 0) return 'Sin pagos pendientes';
  return countOf(count, 'pago pendiente', 'pagos pendientes');
}

/**
 * The cases as a list whose items only exist while near the window's view, so thousands of cases
 * keep a few dozen in the page. Each item says its place in the whole list to screen readers.
 */
const caseKey = (item: CaseListItem) => item.id;

// Memoized: the field's own renders, at each key press, leave the list alone.
const CaseList = memo(function CaseList({ cases }: { readonly cases: readonly CaseListItem[] }) {
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
      <WindowList
        items={cases}
        label="Sus asuntos"
        className="cases-list"
        itemClassName="cases-item"
        keyOf={caseKey}
        estimateSize={96}
        overscan={6}
      >
        {(shown) => <CaseSummary item={shown} />}
      </WindowList>
    </div>
  );
});

function CaseSummary({ item }: { readonly item: CaseListItem }) {
  return (
    <>
      <p className="cases-item-name">
        <Link to="/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}" params={{ id: item.id }}>
          {item.case}
        </Link>
        {item.needsClient ? (
          <span className="ui-status cases-attention">{attentionMessages.caseNeedsClient}</span>
        ) : null}
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
            {/* What the state waits for ('Pendiente de pago'), as the case's page says it. */}
            <span className={`ui-status cases-estado--${item.estado.toLowerCase()}`}>{item.nextStep.label}</span>
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
