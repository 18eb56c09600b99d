import { filterCases, type CaseSearch, type SearchableCase } from './case-search';

export interface CaseFilterRequest<C> {
  /** The cases as listCases or openCaseList answered them. */
  readonly cases: readonly C[];
  readonly search: CaseSearch;
}

/** What the cases' pages work out from what a use-case read: pure and synchronous, one object argument each. */
export interface CaseViews {
  /**
   * The cases that match every filter of `search` (words of the case's or its lawyer's name,
   * whatever the case and accents; a state; a lawyer or studio), in the order they came. Cheap
   * enough to call on every keystroke over thousands of cases.
   *
   * @example
   * const { cases } = valueOrThrow(await portal.openCaseList());
   * const open = portal.filterCases({ cases, search: { text: 'sucesion', estado: 'Activo' } });
   */
  filterCases<C extends SearchableCase>(request: CaseFilterRequest<C>): readonly C[];
}

/** The cases' views, the same for every portal. */
export const caseViews: CaseViews = {
  filterCases: ({ cases, search }) => filterCases(cases, search),
};
