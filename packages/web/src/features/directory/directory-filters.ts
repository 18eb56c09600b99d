import type { DirectoryEntry } from '@justiciable/core';
import * as v from 'valibot';

/**
 * Text from the URL: the router reads a search value that looks like a number as one, so it is
 * turned back into text.
 */
const SearchTextSchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(200));

/**
 * The filters of /directorio as the URL carries them, so a search can be shared and Back restores
 * it. A value that is missing or malformed falls back to no filter.
 */
export const DirectorySearchSchema = v.object({
  q: v.fallback(v.optional(SearchTextSchema), undefined),
  especialidad: v.fallback(v.optional(SearchTextSchema), undefined),
  provincia: v.fallback(v.optional(SearchTextSchema), undefined),
});

export interface DirectoryFilters {
  /** Part of the lawyer's or the studio's name, in any case and with or without accents. */
  readonly q?: string | undefined;
  /** A speciality, exactly as the directory names it. */
  readonly especialidad?: string | undefined;
  /** A province, exactly as the directory names it. */
  readonly provincia?: string | undefined;
}

/** Folds case and accents away, so 'gomez' finds 'Gómez'. */
function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('es-AR').trim();
}

export function hasFilters(filters: DirectoryFilters): boolean {
  return Boolean(filters.q) || Boolean(filters.especialidad) || Boolean(filters.provincia);
}

/** The province of "Locality, Province" (SPEC §3 nombre_localidad_completo); empty when there is none. */
export function provinceOf(entry: Pick<DirectoryEntry, 'nombre_localidad_completo'>): string {
  const parts = entry.nombre_localidad_completo.split(',');
  return parts.length < 2 ? '' : (parts.at(-1) ?? '').trim();
}

/** The lawyers that match every filter given, in the order they came (SPEC §4's). */
export function filterDirectory<E extends DirectoryEntry>(entries: readonly E[], filters: DirectoryFilters): readonly E[] {
  if (!hasFilters(filters)) return entries;
  const words = foldForSearch(filters.q ?? '').split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (filters.especialidad && !entry.especialidades.includes(filters.especialidad)) return false;
    if (filters.provincia && provinceOf(entry) !== filters.provincia) return false;
    if (words.length === 0) return true;
    const searched = `${foldForSearch(entry.abogadoEstudio.title)} ${foldForSearch(entry.abogadoEstudio.study)}`;
    return words.every((word) => searched.includes(word));
  });
}

function sortedOnce(values: Iterable<string>): readonly string[] {
  return [...new Set([...values].filter((value) => value.trim() !== ''))].sort((a, b) => a.localeCompare(b, 'es-AR'));
}

/** Every speciality of the directory, each once, in alphabetical order. */
export function specialitiesOf(entries: readonly DirectoryEntry[]): readonly string[] {
  return sortedOnce(entries.flatMap((entry) => entry.especialidades));
}

/** Every province of the directory, each once, in alphabetical order. */
export function provincesOf(entries: readonly DirectoryEntry[]): readonly string[] {
  return sortedOnce(entries.map(provinceOf));
}
