import { loadedSessionOf, type LoadedSession } from '../identity/load-session';
import type { CatalogueMessage } from '../shared/catalogue';
import { cellphoneE164, phoneParts, type CallingCountry } from './phone-number';
import { citiesOf, COUNTRIES, placeNamed, provincesOfCountry, type Place } from './places';
import { billingFieldProblems, type BillingField, type BillingForm } from './save-billing';
import { locationFieldProblems, type LocationField, type LocationForm } from './save-location';
import { profileFieldProblems } from './save-profile';
import type { UserRecord } from './user';

/** The profile form as typed: the name, and the cell phone as its number and the country of its calling code. */
export interface ProfileDraft {
  readonly name: string;
  readonly phone: string;
  readonly phoneCountry: CallingCountry;
}

export interface ProfileDraftCheck {
  /** The signed-in session the form started from (loadSession's answer, or the keeper's). */
  readonly loaded: LoadedSession;
  readonly draft: ProfileDraft;
}

export interface ProfileDraftView {
  /** What is wrong with each field (profileFieldProblems), empty when the draft can be saved. */
  readonly problems: Partial<Record<'name' | 'phone', CatalogueMessage>>;
  /** Whether saving would change the record: a phone written another way that means the same number is no change. */
  readonly changed: boolean;
}

/** A stored phone as a phone field shows it: the country of its calling code and the rest as people write it. */
export interface PhoneFieldParts {
  readonly country: CallingCountry;
  readonly number: string;
}

/** The location form as typed: place names, chosen from the lists or typed by hand. */
export interface LocationDraft {
  readonly country: string;
  readonly state: string;
  readonly city: string;
  readonly address: string;
}

export interface LocationDraftCheck {
  /** The signed-in session the form started from: its profile's places keep their ids while their names are unchanged. */
  readonly loaded: LoadedSession;
  readonly draft: LocationDraft;
}

export interface LocationDraftView {
  /** The countries to choose from (COUNTRIES). */
  readonly countries: readonly Place[];
  /** The drafted country's provinces to choose from: Argentina's, none (typed by hand) for another country. */
  readonly provinces: readonly Place[];
  /** The drafted province's main cities to choose from (citiesOf), none when it has no list. */
  readonly cities: readonly Place[];
  /** The id of the place of each list the draft names exactly, null for a name typed by hand. */
  readonly chosen: { readonly country: string | null; readonly state: string | null; readonly city: string | null };
  /** What is wrong with each field (locationFieldProblems), empty when the draft can be saved. */
  readonly problems: Partial<Record<LocationField, CatalogueMessage>>;
  /** What saveLocation takes for the draft: its names with the ids saved with them. */
  readonly location: LocationForm;
}

export interface SavedRecordRequest {
  /** The session as it was when the save started. */
  readonly loaded: LoadedSession;
  /** A save's answer (saveProfile, saveBilling, saveLocation). */
  readonly saved: UserRecord;
}

/**
 * What the account page's forms show while the person types, worked out from what loadSession
 * read: pure and synchronous, so a form calls them as it renders and a script gets the same
 * answers as the saves. Each takes one object argument.
 */
export interface AccountViews {
  /**
   * The profile form's draft checked as saveProfile checks it: a blank name, a text too long, a
   * phone that is not a cell phone, each with the catalogue's text; and whether it changes the record.
   *
   * @example
   * const loaded = valueOrThrow(await portal.loadSession());
   * const { problems } = portal.checkProfileDraft({ loaded, draft: { name: '', phone: '11 2345-6789', phoneCountry: 'AR' } });
   * // problems.name: 'Complete este campo'
   */
  checkProfileDraft(check: ProfileDraftCheck): ProfileDraftView;

  /**
   * A stored phone split for a field with a calling-code picker: '+5491123456789' is 'AR' and
   * '11 2345-6789'. A phone without '+' or with a code the picker lacks is shown whole, under Argentina.
   */
  phoneFieldParts(request: { readonly phone: string | null }): PhoneFieldParts;

  /**
   * The billing form's draft checked as saveBilling checks it: a text too long, a CUIT/CUIL that
   * is not 11 digits or whose check digit is wrong, a phone or an e-mail that is none, each with
   * the catalogue's text. Empty when it can be saved.
   */
  checkBillingDraft(request: { readonly draft: BillingForm }): Partial<Record<BillingField, CatalogueMessage>>;

  /**
   * The location form's draft: the lists its places are chosen from (a country's provinces, a
   * province's cities), the places it names from them, its fields checked as saveLocation checks
   * them, and what to save. A place keeps its stored id while its name is unchanged (it may come
   * from another catalogue), takes the list's id when chosen from one, and none (saved as 0,
   * SPEC §5) when typed by hand.
   *
   * @example
   * const loaded = valueOrThrow(await portal.loadSession());
   * const view = portal.viewLocationDraft({ loaded, draft: { country: 'Argentina', state: 'Córdoba', city: 'Río Cuarto', address: '' } });
   * if (Object.keys(view.problems).length === 0) await portal.saveLocation({ location: view.location });
   */
  viewLocationDraft(check: LocationDraftCheck): LocationDraftView;

  /** The session with a save's answer as its record, read as a sign-in reads it (the profile and client it shows). */
  sessionWithSavedRecord(request: SavedRecordRequest): LoadedSession;
}

function checkProfileDraft({ loaded, draft }: ProfileDraftCheck): ProfileDraftView {
  return {
    problems: profileFieldProblems(draft),
    changed:
      draft.name !== (loaded.user.user.name ?? '') ||
      cellphoneE164(draft.phone, draft.phoneCountry) !== cellphoneE164(loaded.profile.phone ?? ''),
  };
}

/** The id saved with a place: kept while its name is unchanged, the list's when chosen from it, else none. */
function placeId(
  name: string,
  stored: { readonly name: string | null; readonly id: number | null },
  places: readonly Place[],
): number | null {
  if (name === stored.name) return stored.id;
  const place = placeNamed(places, name);
  return place === undefined ? null : Number(place.id);
}

function viewLocationDraft({ loaded, draft }: LocationDraftCheck): LocationDraftView {
  const { profile } = loaded;
  const provinces = provincesOfCountry(draft.country);
  const cities = citiesOf(draft.state);
  return {
    countries: COUNTRIES,
    provinces,
    cities,
    chosen: {
      country: placeNamed(COUNTRIES, draft.country)?.id ?? null,
      state: placeNamed(provinces, draft.state)?.id ?? null,
      city: placeNamed(cities, draft.city)?.id ?? null,
    },
    problems: locationFieldProblems(draft),
    location: {
      ...draft,
      countryId: placeId(draft.country, { name: profile.country, id: profile.countryId }, COUNTRIES),
      stateId: placeId(draft.state, { name: profile.state, id: profile.stateId }, provinces),
      cityId: placeId(draft.city, { name: profile.city, id: profile.cityId }, cities),
    },
  };
}

/** The account's views, the same for every portal. */
export const accountViews: AccountViews = {
  checkProfileDraft,
  phoneFieldParts: ({ phone }) => phoneParts(phone),
  checkBillingDraft: ({ draft }) => billingFieldProblems(draft),
  viewLocationDraft,
  sessionWithSavedRecord: ({ loaded, saved }) => loadedSessionOf(loaded.session, saved),
};
