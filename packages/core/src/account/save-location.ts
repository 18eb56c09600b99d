import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure, withDetail } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { locationInputFromProfile } from './profile-mapping';
import type { UserRecord } from './user';

/** The location fields of the profile form (the profile's state is the location's region). */
export type LocationForm = Parameters<typeof locationInputFromProfile>[0];

/**
 * Saves the location (SPEC §4, §5): updates the linked record when the user has one, otherwise
 * creates one and then links it to the user. Answers the record with the saved data, which
 * replaces the stored one.
 */
export function makeSaveLocation({ accounts, clock }: Pick<PortalPorts, 'accounts' | 'clock'>) {
  return async function saveLocation(current: UserRecord, form: LocationForm): Promise<Result<UserRecord, PortalError>> {
    const input = locationInputFromProfile(form);
    // The linked record that exists, so a link to a missing record is replaced rather than updated in vain.
    const linkedRecord = current.location;
    if (linkedRecord !== null) {
      const updated = labelFailure(await accounts.updateLocation(linkedRecord.id, input), errorMessages.saveLocation);
      return updated.ok ? ok({ ...current, location: updated.value }) : updated;
    }

    const created = labelFailure(await accounts.createLocation(input), errorMessages.saveLocation);
    if (!created.ok) return created;
    const linked = labelFailure(
      await accounts.updateUser({ id: current.user.id, userLocationId: created.value.id, updatedAt: clock.now().toISOString() }),
      errorMessages.saveLocation,
    );
    // The user still has no location link, so saving again creates and links a fresh record.
    if (!linked.ok) return err(withDetail(linked.error, `Location ${created.value.id} was created but not linked to the user.`));
    return ok({ ...current, user: linked.value, location: created.value });
  };
}
