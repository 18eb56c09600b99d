import { DISPLAY_LOCALE } from '../shared/date-format';
import { compareForDisplay } from '../shared/display-order';
import type { Case, CaseEstado } from './case';

/** What a client looks for among their cases; a filter left out or blank keeps every case. */
export interface CaseSearch {
  /** Words of the case's name or of its lawyer's or studio's, in any case and with or without accents: every word must be found. */
  readonly text?: string | undefined;
  readonly estado?: CaseEstado | undefined;
  /** A lawyer or studio, exactly as the cases name it (one of `lawyersOfCases`). */
  readonly lawyer?: string | undefined;
}

/** Folds case and accents away, so 'sucesion' finds 'Sucesión' and 'GOMEZ' finds 'Gómez'. */
function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(DISPLAY_LOCALE)
    .trim();
}

/** What of a case the search reads: a case list's item or a whole case. */
export type SearchableCase = Pick<Case, 'case' | 'abogadoEstudio' | 'estado'>;

/** The cases that match every filter given, in the order they came (listCases', newest first); does not mutate. */
export function filterCases<C extends SearchableCase>(cases: readonly C[], search: CaseSearch): readonly C[] {
  const words = foldForSearch(search.text ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const lawyer = search.lawyer?.trim() ? search.lawyer : null;
  const estado = search.estado ?? null;
  if (words.length === 0 && lawyer === null && estado === null) return cases;
  return cases.filter((item) => {
    if (estado !== null && item.estado !== estado) return false;
    if (lawyer !== null && item.abogadoEstudio !== lawyer) return false;
    if (words.length === 0) return true;
    const searched = `${foldForSearch(item.case)} ${foldForSearch(item.abogadoEstudio)}`;
    return words.every((word) => searched.includes(word));
  });
}

/** The lawyers and studios of the cases, each once, in Spanish alphabetical order, leaving out blank names. */
export function lawyersOfCases(cases: readonly Pick<Case, 'abogadoEstudio'>[]): readonly string[] {
  const names = new Set(cases.map((item) => item.abogadoEstudio).filter((name) => name.trim() !== ''));
  return [...names].sort(compareForDisplay);
}
