import { loadedSessionOf, type LoadedSession } from '../identity/load-session';
import { citiesOf, placeNamed, provincesOfCountry, type Place } from './places';
import type { UserRecord } from './user';

export interface SavedRecordRequest {
  /** The session as it was when the save started. */
  readonly loaded: LoadedSession;
  /** A save's answer (saveProfile, saveBilling, saveLocation). */
  readonly saved: UserRecord;
}

/** What the account's pages work out from what a use-case answered: pure and synchronous, one object argument each. */
export interface AccountViews {
  /**
   * The session with a save's answer as its record, read as a sign-in reads it: the profile, the
   * client and the marks (a deletion pending, a phone missing) the pages show, as loadSession
   * would answer them now.
   *
   * @example
   * const loaded = valueOrThrow(await portal.loadSession());
   * const saved = valueOrThrow(await portal.saveProfile({ current: loaded.user, changes: { name: 'Ana Pérez' } }));
   * const now = portal.sessionWithSavedRecord({ loaded, saved }); // now.client.name: 'Ana Pérez'
   */
  sessionWithSavedRecord(request: SavedRecordRequest): LoadedSession;

  /**
   * The provinces a location's province is chosen from: Argentina's (ARGENTINE_PROVINCES) for
   * Argentina, none for another country (its province is typed freely).
   *
   * @example
   * portal.provincesOfCountry({ country: 'Argentina' }).map((province) => province.label); // ['Ciudad Autónoma de Buenos Aires', 'Buenos Aires', …]
   */
  provincesOfCountry(request: { readonly country: string }): readonly Place[];

  /**
   * The main cities of an Argentine province (named as ARGENTINE_PROVINCES names it) that a
   * location's city is chosen from; none for any other text.
   *
   * @example
   * portal.citiesOf({ province: 'Córdoba' }).find((city) => city.label === 'Río Cuarto')?.id; // '14004'
   */
  citiesOf(request: { readonly province: string }): readonly Place[];

  /**
   * The place of a list (COUNTRIES, a country's provinces, a province's cities) named exactly
   * `name`, if any: how a form turns a chosen name back into its place.
   *
   * @example
   * portal.placeNamed({ places: COUNTRIES, name: 'Uruguay' })?.id; // '858'
   */
  placeNamed(request: { readonly places: readonly Place[]; readonly name: string }): Place | undefined;
}

/** The account's views, the same for every portal. */
export const accountViews: AccountViews = {
  sessionWithSavedRecord: ({ loaded, saved }) => loadedSessionOf(loaded.session, saved),
  provincesOfCountry: ({ country }) => provincesOfCountry(country),
  citiesOf: ({ province }) => citiesOf(province),
  placeNamed: ({ places, name }) => placeNamed(places, name),
};
