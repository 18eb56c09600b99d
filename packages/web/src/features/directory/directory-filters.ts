import type { DirectorySearch } from '@justiciable/core';
import * as v from 'valibot';
import { SearchTextSchema } from '../../data/search-text-schema';

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

export function hasFilters(filters: DirectoryFilters): boolean {
  return Boolean(filters.q) || Boolean(filters.especialidad) || Boolean(filters.provincia);
}

/** The URL's filters as core's directory search takes them. */
export function directorySearchOf(filters: DirectoryFilters): DirectorySearch {
  return { text: filters.q, speciality: filters.especialidad, province: filters.provincia };
}
