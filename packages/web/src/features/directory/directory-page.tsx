import { countOf, type DirectoryEntry } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { memo, useCallback, useMemo, useState } from 'react';
import { useUrlSearchText } from '../../data/use-url-search-text';
import { usePortal } from '../../session/router-context';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { FilteredList } from '../../ui/filtered-list';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';
import { Select } from '../../ui/select';
import { useSlicedFilter } from '../../ui/sliced-filter';
import { TextField } from '../../ui/text-field';
import { WindowList } from '../../ui/window-list';
import { ContactButton } from './contact-button';
import { directorySearchOf, hasFilters, type DirectoryFilters } from './directory-filters';
import { lowestReferenceText } from './offer-format';
import './directory.css';

const directoryRoute = getRouteApi('/_main/directorio');

/** The select's option that stands for no filter; a select needs a key for it. */
const ALL = 'todos';

/** One membership of a lawyer in a studio: a lawyer of two studios is listed twice. */
function keyOf(entry: DirectoryEntry): string {
  return `${entry.id}:${entry.id_grupo}`;
}

/** /directorio: the lawyers a client can contact, CONTACTADO first, searched and filtered through the URL. */
export function DirectoryPage() {
  const lawyers = directoryRoute.useLoaderData();
  return (
    <>
      <PageHeader
        title="Directorio"
        lead="Abogados y estudios a los que puede consultar. Busque por nombre o filtre por especialidad y provincia."
      />
      {!lawyers.ok ? <LoadFailure message={lawyers.message} /> : null}
      {lawyers.ok && lawyers.value.length === 0 ? (
        <EmptyState title="No hay abogados para mostrar">
          Cuando haya abogados y estudios disponibles, los verá aquí para contactarlos.
        </EmptyState>
      ) : null}
      {lawyers.ok && lawyers.value.length > 0 ? <FilteredDirectory lawyers={lawyers.value} /> : null}
    </>
  );
}

/**
 * The order the directory had when the page opened. A request sent reloads the directory, which
 * SPEC §4 sorts PENDIENTE before CONTACTAR: kept in place, the lawyer just contacted stays under
 * the thumb instead of jumping to the top. Opening the page again sorts it anew.
 */
function useOpeningOrder(lawyers: readonly DirectoryEntry[]): readonly DirectoryEntry[] {
  const [opening] = useState(() => new Map(lawyers.map((entry, index) => [keyOf(entry), index])));
  return useMemo(() => {
    const rank = (entry: DirectoryEntry) => opening.get(keyOf(entry)) ?? Number.MAX_SAFE_INTEGER;
    return [...lawyers].sort((a, b) => rank(a) - rank(b));
  }, [lawyers, opening]);
}

function FilteredDirectory({ lawyers }: { readonly lawyers: readonly DirectoryEntry[] }) {
  const filters = directoryRoute.useSearch();
  const navigate = directoryRoute.useNavigate();
  const portal = usePortal();
  const ordered = useOpeningOrder(lawyers);
  // Core's search over the list the loader read, never read again per key; the lawyers are
  // filtered in slices behind the field, which answers every key at once; the count and the empty
  // state follow the list, so they never disagree with it.
  const keepLawyers = useCallback(
    (entries: readonly DirectoryEntry[], search: DirectoryFilters) =>
      portal.searchDirectory({ entries, search: directorySearchOf(search) }),
    [portal],
  );
  const { shown, shownSearch } = useSlicedFilter(ordered, filters, keepLawyers);
  const { specialities, provinces } = useMemo(() => portal.directoryChoices({ entries: lawyers }), [portal, lawyers]);

  const search = useUrlSearchText(
    filters.q,
    '/directorio',
    (q) => void navigate({ search: (previous) => ({ ...previous, q }), replace: true }),
  );

  const filter = useCallback(
    (change: Partial<DirectoryFilters>) => void navigate({ search: (previous) => ({ ...previous, ...change }) }),
    [navigate],
  );

  function clearFilters() {
    search.clear();
    void navigate({ search: {} });
  }

  return (
    <FilteredList
      searchLabel="Buscar y filtrar abogados"
      searchClassName="directory-filters"
      filters={
        <>
          <TextField
            label="Buscar"
            description="Por nombre del abogado o del estudio"
            type="search"
            value={search.text}
            onChange={search.type}
          />
          <DirectoryChoices
            especialidad={filters.especialidad}
            provincia={filters.provincia}
            specialities={specialities}
            provinces={provinces}
            onFilter={filter}
          />
        </>
      }
      countClassName="directory-count"
      filtered={hasFilters(shownSearch)}
      shown={shown.length}
      total={countOf(lawyers.length, 'abogado', 'abogados')}
      noResults="Ningún abogado o estudio coincide con la búsqueda y los filtros elegidos."
      onClearFilters={clearFilters}
    >
      <LawyerList lawyers={shown} />
    </FilteredList>
  );
}

interface DirectoryChoicesProps {
  readonly especialidad: string | undefined;
  readonly provincia: string | undefined;
  readonly specialities: readonly string[];
  readonly provinces: readonly string[];
  readonly onFilter: (change: Partial<DirectoryFilters>) => void;
}

/** The speciality and province selects; a key press in the search leaves them as they are. */
const DirectoryChoices = memo(function DirectoryChoices({
  especialidad,
  provincia,
  specialities,
  provinces,
  onFilter,
}: DirectoryChoicesProps) {
  const specialityOptions = useMemo(
    () => [{ id: ALL, label: 'Todas' }, ...specialities.map((name) => ({ id: `especialidad:${name}`, label: name }))],
    [specialities],
  );
  const provinceOptions = useMemo(
    () => [{ id: ALL, label: 'Todas' }, ...provinces.map((name) => ({ id: `provincia:${name}`, label: name }))],
    [provinces],
  );
  return (
    <>
      <Select
        label="Especialidad"
        options={specialityOptions}
        value={especialidad ? `especialidad:${especialidad}` : ALL}
        onChange={(value) =>
          onFilter({ especialidad: value === null || value === ALL ? undefined : value.slice('especialidad:'.length) })
        }
      />
      <Select
        label="Provincia"
        options={provinceOptions}
        value={provincia ? `provincia:${provincia}` : ALL}
        onChange={(value) =>
          onFilter({ provincia: value === null || value === ALL ? undefined : value.slice('provincia:'.length) })
        }
      />
    </>
  );
});

/**
 * The lawyers as a list whose items only exist while near the window's view, so two thousand
 * lawyers keep a few dozen in the page. Each item says its place in the whole list to screen readers.
 */
// Memoized: the field's own renders, at each key press, leave the list alone.
const LawyerList = memo(function LawyerList({ lawyers }: { readonly lawyers: readonly DirectoryEntry[] }) {
  return (
    <div className="directory-list-frame">
      <div className="directory-list-header" aria-hidden="true">
        <span>Abogado o estudio</span>
        <span>Especialidades</span>
        <span>Localidad</span>
        <span>Consulta</span>
        <span>Contacto</span>
      </div>
      <WindowList
        items={lawyers}
        label="Abogados y estudios"
        className="directory-list"
        itemClassName="directory-item"
        keyOf={keyOf}
        estimateSize={150}
        overscan={6}
      >
        {(lawyer) => <LawyerSummary lawyer={lawyer} />}
      </WindowList>
    </div>
  );
});

function LawyerSummary({ lawyer }: { readonly lawyer: DirectoryEntry }) {
  const portal = usePortal();
  const price = portal.lowestConsultationPrice({ media: lawyer.media });
  return (
    <div className="directory-card">
      <div className="directory-card-name">
        <p className="directory-card-title">
          <Link to="/lawyerDetails/$id/$id_grupo/{-$showInfo}" params={{ id: lawyer.id, id_grupo: lawyer.id_grupo }}>
            {lawyer.abogadoEstudio.title}
          </Link>
        </p>
        {lawyer.abogadoEstudio.study ? <p className="directory-card-study">{lawyer.abogadoEstudio.study}</p> : null}
      </div>
      <dl className="directory-card-fields">
        <div className="directory-card-specialities">
          <dt>Especialidades</dt>
          <dd>{lawyer.especialidades.join(', ') || '-'}</dd>
        </div>
        <div className="directory-card-place">
          <dt>Localidad</dt>
          <dd>{lawyer.nombre_localidad_completo || '-'}</dd>
        </div>
        <div className="directory-card-offer">
          <dt>Consulta</dt>
          <dd>
            {lawyer.media.length === 0 ? '-' : lawyer.media.map((medium) => medium.nombre).join(', ')}
            {price !== null ? <span className="directory-card-price">{lowestReferenceText(price)}</span> : null}
          </dd>
        </div>
      </dl>
      <div className="directory-card-contact">
        <ContactButton lawyer={lawyer} block />
      </div>
    </div>
  );
}
