import { CASE_ESTADOS, type Case, type CaseEstado } from '@justiciable/core';
import * as v from 'valibot';

/**
 * Text from the URL: the router reads a search value that looks like a number as one, so a
 * search for '2025' arrives as 2025 and is turned back into text.
 */
const SearchTextSchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(200));

/**
 * The filters of /asuntos as the URL carries them, so a filtered view can be bookmarked and Back
 * restores it. A value that is missing, malformed or unknown falls back to no filter.
 */
export const CasesSearchSchema = v.object({
  q: v.fallback(v.optional(SearchTextSchema), undefined),
  estado: v.fallback(v.optional(v.picklist(CASE_ESTADOS)), undefined),
  abogado: v.fallback(v.optional(SearchTextSchema), undefined),
});

export interface CaseFilters {
  /** Part of the case's name or of its lawyer's or studio's, in any case and with or without accents. */
  readonly q?: string | undefined;
  readonly estado?: CaseEstado | undefined;
  /** A lawyer or studio, exactly as the cases name it. */
  readonly abogado?: string | undefined;
}

/** Folds case and accents away, so 'sucesion' finds 'Sucesión' and 'GOMEZ' finds 'Gómez'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('es-AR').trim();
}

export function hasFilters(filters: CaseFilters): boolean {
  return Boolean(filters.q) || filters.estado !== undefined || Boolean(filters.abogado);
}

/** The cases that match every filter given, in the order they came (the list's, newest first). */
export function filterCases(cases: readonly Case[], filters: CaseFilters): readonly Case[] {
  if (!hasFilters(filters)) return cases;
  const words = foldForSearch(filters.q ?? '').split(/\s+/).filter(Boolean);
  return cases.filter((item) => {
    if (filters.estado !== undefined && item.estado !== filters.estado) return false;
    if (filters.abogado && item.abogadoEstudio !== filters.abogado) return false;
    if (words.length === 0) return true;
    const searched = `${foldForSearch(item.case)} ${foldForSearch(item.abogadoEstudio)}`;
    return words.every((word) => searched.includes(word));
  });
}

/** The lawyers and studios of the client's cases, each once, in alphabetical order. */
export function lawyersOf(cases: readonly Case[]): readonly string[] {
  const names = new Set(cases.map((item) => item.abogadoEstudio).filter((name) => name.trim() !== ''));
  return [...names].sort((a, b) => a.localeCompare(b, 'es-AR'));
}
