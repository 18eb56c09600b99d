import { CASE_ESTADOS, type CaseEstado, type CaseSearch } from '@justiciable/core';
import * as v from 'valibot';
import { SearchTextSchema } from '../../data/search-text-schema';

/**
 * The filters of /asuntos as the URL carries them, so a filtered view can be bookmarked and Back
 * restores it. A value that is missing, malformed or unknown falls back to no filter.
 */
export const CasesSearchSchema = v.object({
  q: v.fallback(v.optional(SearchTextSchema), undefined),
  estado: v.fallback(v.optional(v.picklist(CASE_ESTADOS)), undefined),
  abogado: v.fallback(v.optional(SearchTextSchema), undefined),
  /** 'si': only the cases that need the client (core's casesNeedingClient). */
  atencion: v.fallback(v.optional(v.picklist(['si'])), undefined),
});

export interface CaseFilters {
  /** Part of the case's name or of its lawyer's or studio's, in any case and with or without accents. */
  readonly q?: string | undefined;
  readonly estado?: CaseEstado | undefined;
  /** A lawyer or studio, exactly as the cases name it. */
  readonly abogado?: string | undefined;
  /** Only the cases that need the client. */
  readonly atencion?: 'si' | undefined;
}

export function hasFilters(filters: CaseFilters): boolean {
  return (
    Boolean(filters.q) || filters.estado !== undefined || Boolean(filters.abogado) || filters.atencion !== undefined
  );
}

/** The URL's filters as core's search of the cases (filterCases). */
export function caseSearchOf(filters: CaseFilters): CaseSearch {
  return { text: filters.q, estado: filters.estado, lawyer: filters.abogado };
}
