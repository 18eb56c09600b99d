import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { overLongInput, type TextFields } from '../shared/text-limits';
import type { UserRecord } from './user';

export interface ProfileChanges {
  readonly name: string;
  readonly phone: string;
}

export interface ProfileSave {
  /** The user's record as last loaded or saved (loadSession's `user`, or a save's answer). */
  readonly current: UserRecord;
  readonly changes: ProfileChanges;
}

/** The kind of text each profile field holds, for its length limit. */
export const profileTextFields = { name: 'name', phone: 'phone' } as const satisfies TextFields<keyof ProfileChanges>;

/**
 * Saves name and phone (SPEC §4) and answers the record with the updated user, which replaces the
 * stored one. A changed name is also sent to the legacy API so past comments show it; that
 * answer is ignored, as SPEC §4 says, because the profile is already saved.
 */
export function makeSaveProfile({ accounts, clients, clock }: Pick<PortalPorts, 'accounts' | 'clients' | 'clock'>) {
  return async function saveProfile({ current, changes }: ProfileSave): Promise<Result<UserRecord, PortalError>> {
    const tooLong = overLongInput(changes, profileTextFields);
    if (tooLong) return err(tooLong);
    const updated = labelFailure(
      await accounts.updateUser({ id: current.user.id, name: changes.name, phone: changes.phone, updatedAt: clock.now().toISOString() }),
      errorMessages.saveProfile,
    );
    if (!updated.ok) return updated;
    if (changes.name !== current.user.name) await clients.renameClient(current.user.id, changes.name);
    return ok({ ...current, user: updated.value });
  };
}
