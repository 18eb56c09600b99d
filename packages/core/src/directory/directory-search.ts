import { DISPLAY_LOCALE } from '../shared/date-format';
import { compareForDisplay } from '../shared/display-order';
import type { DirectoryEntry } from './directory-entry';

/** What a client looks for in the directory; a filter left empty or blank keeps every lawyer. */
export interface DirectorySearch {
  /** Words of the lawyer's or the studio's name, in any case and with or without accents: every word must be found. */
  readonly text?: string | undefined;
  /** A speciality, exactly as the directory names it (one of `specialitiesOf`). */
  readonly speciality?: string | undefined;
  /** A province, exactly as the directory names it (one of `provincesOf`). */
  readonly province?: string | undefined;
}

/** Folds case and accents away, so 'gomez' finds 'Gómez'. */
function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(DISPLAY_LOCALE)
    .trim();
}

/** The province of "Locality, Province" (SPEC §3 nombre_localidad_completo); empty when there is none. */
export function provinceOf(entry: Pick<DirectoryEntry, 'nombre_localidad_completo'>): string {
  const parts = entry.nombre_localidad_completo.split(',');
  return parts.length < 2 ? '' : (parts.at(-1) ?? '').trim();
}

/** The lawyers that match every filter given, in the order they came (listDirectory's, SPEC §4); does not mutate. */
export function filterDirectory<
  E extends Pick<DirectoryEntry, 'abogadoEstudio' | 'especialidades' | 'nombre_localidad_completo'>,
>(entries: readonly E[], search: DirectorySearch): readonly E[] {
  const words = foldForSearch(search.text ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const speciality = search.speciality?.trim() ? search.speciality : null;
  const province = search.province?.trim() ? search.province : null;
  if (words.length === 0 && speciality === null && province === null) return entries;
  return entries.filter((entry) => {
    if (speciality !== null && !entry.especialidades.includes(speciality)) return false;
    if (province !== null && provinceOf(entry) !== province) return false;
    if (words.length === 0) return true;
    const searched = `${foldForSearch(entry.abogadoEstudio.title)} ${foldForSearch(entry.abogadoEstudio.study)}`;
    return words.every((word) => searched.includes(word));
  });
}

/** Each text once, blanks left out, in Spanish alphabetical order. */
function sortedOnce(values: Iterable<string>): string[] {
  return [...new Set([...values].filter((value) => value.trim() !== ''))].sort(compareForDisplay);
}

/** Every speciality of the directory, each once, in alphabetical order: the choices of `DirectorySearch.speciality`. */
export function specialitiesOf(entries: readonly Pick<DirectoryEntry, 'especialidades'>[]): string[] {
  return sortedOnce(entries.flatMap((entry) => entry.especialidades));
}

/** Every province of the directory, each once, in alphabetical order: the choices of `DirectorySearch.province`. */
export function provincesOf(entries: readonly Pick<DirectoryEntry, 'nombre_localidad_completo'>[]): string[] {
  return sortedOnce(entries.map(provinceOf));
}

/**
 * The province a client's directory search starts with: the province saved in their account
 * (the profile's state, SPEC §3) when the directory names it, compared without case or accents
 * ('cordoba' is 'Córdoba'); null when none is saved or no lawyer is there, so the search starts
 * with every province rather than with none.
 *
 * @param saved the profile's state as Mi cuenta saved it
 * @param provinces the directory's provinces (`provincesOf`)
 */
export function startingProvince(saved: string | null | undefined, provinces: readonly string[]): string | null {
  const wanted = foldForSearch(saved ?? '');
  if (wanted === '') return null;
  return provinces.find((province) => foldForSearch(province) === wanted) ?? null;
}
