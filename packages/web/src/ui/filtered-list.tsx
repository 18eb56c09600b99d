import { formatCount } from '@justiciable/core';
import type { ReactNode } from 'react';
import { EmptyState } from './blocks';
import { Button } from './button';

interface FilteredListProps {
  /** What the search region is called to screen readers: 'Buscar y filtrar asuntos'. */
  readonly searchLabel: string;
  readonly searchClassName: string;
  /** The search field and the filters. */
  readonly filters: ReactNode;
  readonly countClassName: string;
  /** Whether a search or a filter is applied to what is shown: the count then says 'N de …'. */
  readonly filtered: boolean;
  /** How many items are shown. */
  readonly shown: number;
  /** The whole list's count with its noun: '12 asuntos'. */
  readonly total: string;
  /** What 'Sin resultados' explains when nothing is shown. */
  readonly noResults: string;
  readonly onClearFilters: () => void;
  /** The list of what is shown. */
  readonly children: ReactNode;
}

/**
 * A list searched and filtered through the URL: the search region, a count said politely after
 * each change, and in the list's place, when nothing matches, 'Sin resultados' with a way back to
 * the whole list. The caller gives the count and the list from the same slice, so they agree.
 */
export function FilteredList({
  searchLabel,
  searchClassName,
  filters,
  countClassName,
  filtered,
  shown,
  total,
  noResults,
  onClearFilters,
  children,
}: FilteredListProps) {
  return (
    <>
      <div role="search" className={searchClassName} aria-label={searchLabel}>
        {filters}
      </div>
      <p className={countClassName} role="status" aria-live="polite">
        {filtered ? `${formatCount(shown)} de ${total}` : total}
      </p>
      {shown === 0 ? (
        <EmptyState
          title="Sin resultados"
          action={
            <Button variant="secondary" onPress={onClearFilters}>
              Limpiar filtros
            </Button>
          }
        >
          {noResults}
        </EmptyState>
      ) : (
        children
      )}
    </>
  );
}
