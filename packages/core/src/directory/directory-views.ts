import { DISPLAY_LOCALE } from '../shared/date-format';
import type { CommunicationMedium, DirectoryEntry } from './directory-entry';
import {
  filterDirectory,
  provinceOf,
  provincesOf,
  specialitiesOf,
  startingProvince,
  type DirectorySearch,
} from './directory-search';
import { initialConsultationPrice } from './initial-consultation-price';

/** searchDirectory's argument: the directory as listDirectory gave it, and the client's filters. */
export interface DirectorySearching {
  readonly entries: readonly DirectoryEntry[];
  readonly search: DirectorySearch;
}

/** The choices of the directory's filters over a list of its lawyers, each once, in alphabetical order. */
export interface DirectoryChoices {
  readonly specialities: readonly string[];
  readonly provinces: readonly string[];
}

/** consultationLawyerProvinces' argument: the lawyers a consultation can be started with, and the province saved in Mi cuenta. */
export interface ConsultationProvincesViewing {
  readonly entries: readonly DirectoryEntry[];
  readonly saved: string | null;
}

/** The provinces Nueva consulta's lawyer search offers, and the one it starts with (the account's, when a lawyer is there). */
export interface ConsultationProvinces {
  readonly provinces: readonly string[];
  readonly starting: string | null;
}

/** searchConsultationLawyers' argument: the lawyers a consultation can be started with, what was typed and the province chosen. */
export interface ConsultationLawyerSearching {
  readonly entries: readonly DirectoryEntry[];
  readonly text: string;
  /** One of consultationLawyerProvinces' provinces; null for every province. */
  readonly province: string | null;
}

/** What Nueva consulta's lawyer search found. */
export interface ConsultationLawyerSearch {
  /** Whether some word was typed (blanks are none). */
  readonly typed: boolean;
  /** Whether the person searched at all (some word typed, or a province chosen): nothing is listed before. */
  readonly searching: boolean;
  /** The lawyers whose name, studio, locality or specialities hold every word typed, in the province chosen; in their order. */
  readonly found: readonly DirectoryEntry[];
}

/** Folds case and accents away, so 'gomez' finds 'Gómez'. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(DISPLAY_LOCALE);
}

function searchConsultationLawyers({ entries, text, province }: ConsultationLawyerSearching): ConsultationLawyerSearch {
  const words = folded(text).split(/\s+/).filter(Boolean);
  const searching = words.length > 0 || province !== null;
  const matches = (entry: DirectoryEntry) => {
    const about = folded(
      [
        entry.abogadoEstudio.title,
        entry.abogadoEstudio.study,
        entry.nombre_localidad_completo,
        ...entry.especialidades,
      ].join(' '),
    );
    return words.every((word) => about.includes(word));
  };
  return {
    typed: words.length > 0,
    searching,
    found: searching
      ? entries.filter((entry) => (province === null || provinceOf(entry) === province) && matches(entry))
      : [],
  };
}

/** What the directory's pages show while the client searches, worked out from the list a use-case read. */
export interface DirectoryViews {
  /**
   * The lawyers that match every filter given (SPEC §4: words of the lawyer's or studio's name,
   * without case or accents; a speciality; a province), in the order listDirectory gave them. Pure
   * and quick enough to run as the person types, over the list read once.
   *
   * @example
   * const entries = valueOrThrow(await portal.listDirectory({ client }));
   * const civil = portal.searchDirectory({ entries, search: { speciality: 'Derecho Civil', province: 'Córdoba' } });
   */
  searchDirectory(searching: DirectorySearching): readonly DirectoryEntry[];

  /** Every speciality and every province of a list of the directory's lawyers, each once, in alphabetical order: the filters' choices. */
  directoryChoices(viewing: { readonly entries: readonly DirectoryEntry[] }): DirectoryChoices;

  /**
   * What a first consultation with a lawyer costs at least, in ARS: the lowest price of their
   * communication media that state one (0 is free); null when none does.
   */
  lowestConsultationPrice(viewing: { readonly media: readonly Pick<CommunicationMedium, 'precio'>[] }): number | null;

  /**
   * Nueva consulta's provinces: every province of the lawyers a consultation can be started with,
   * and where the search starts, the province saved in the client's account when some lawyer is
   * there (compared without case or accents), else null for every province.
   */
  consultationLawyerProvinces(viewing: ConsultationProvincesViewing): ConsultationProvinces;

  /**
   * Nueva consulta's lawyer search: the lawyers whose name, studio, locality or specialities hold
   * every word typed (without case or accents), in the province chosen. Nothing is found before
   * the person types a word or chooses a province.
   *
   * @example
   * const { directory } = valueOrThrow(await portal.listConsultationLawyers({ client }));
   * const { found } = portal.searchConsultationLawyers({ entries: directory, text: 'laboral', province: 'Córdoba' });
   */
  searchConsultationLawyers(searching: ConsultationLawyerSearching): ConsultationLawyerSearch;
}

/** The directory's views, the same for every portal. */
export const directoryViews: DirectoryViews = {
  searchDirectory: ({ entries, search }) => filterDirectory(entries, search),
  directoryChoices: ({ entries }) => ({ specialities: specialitiesOf(entries), provinces: provincesOf(entries) }),
  lowestConsultationPrice: ({ media }) => initialConsultationPrice(media),
  consultationLawyerProvinces: ({ entries, saved }) => {
    const provinces = provincesOf(entries);
    return { provinces, starting: startingProvince(saved, provinces) };
  },
  searchConsultationLawyers,
};
