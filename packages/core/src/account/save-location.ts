import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import type { PortalError } from '../shared/portal-error';
import { err, type Result } from '../shared/result';
import { overLongInput, type TextFields } from '../shared/text-limits';
import type { LocationInput } from './location';
import { locationInputFromProfile } from './profile-mapping';
import { makeSaveLinkedRecord } from './save-linked-record';
import type { UserRecord } from './user';

/** The location fields of the profile form (the profile's state is the location's region). */
export type LocationForm = Parameters<typeof locationInputFromProfile>[0];

export interface LocationSave {
  /** The user's record as last loaded or saved (loadSession's `user`, or a save's answer). */
  readonly current: UserRecord;
  readonly location: LocationForm;
}

/** The kind of text each location field holds, for its length limit. */
export const locationTextFields = {
  country: 'place',
  state: 'place',
  city: 'place',
  address: 'address',
} as const satisfies TextFields<'country' | 'state' | 'city' | 'address'>;

/**
 * Saves the location (SPEC §4, §5): updates the linked record when the user has one, otherwise
 * creates one and then links it to the user. Answers the record with the saved data, which
 * replaces the stored one.
 */
export function makeSaveLocation({ accounts, clock }: Pick<PortalPorts, 'accounts' | 'clock'>) {
  const saveLinkedLocation = makeSaveLinkedRecord(
    { accounts, clock },
    {
      key: 'location',
      name: 'Location',
      failure: errorMessages.saveLocation,
      create: (input: LocationInput) => accounts.createLocation(input),
      update: (id, input: LocationInput) => accounts.updateLocation(id, input),
    },
  );
  return async function saveLocation({ current, location }: LocationSave): Promise<Result<UserRecord, PortalError>> {
    const tooLong = overLongInput(location, locationTextFields);
    if (tooLong) return err(tooLong);
    return saveLinkedLocation(current, locationInputFromProfile(location));
  };
}
