import type { PortalPorts } from '../portal-ports';
import { errorMessages, identityMessages, type CatalogueMessage } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { overLongFields, type TextFields } from '../shared/text-limits';
import { isPhoneNumber } from './phone-number';
import type { UserRecord } from './user';

export interface ProfileChanges {
  readonly name: string;
  /** A phone number, or blank for none. */
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
 * What is wrong with each profile field, with the catalogue's text: a text longer than its field
 * takes ('Máximo N caracteres'), a phone that is not a phone number ('Número de teléfono no
 * válido'). Empty when the form can be saved; the form marks these fields and saveProfile refuses the first.
 */
export function profileFieldProblems(changes: ProfileChanges): Partial<Record<keyof ProfileChanges, CatalogueMessage>> {
  const tooLong = overLongFields(changes, profileTextFields);
  const phone = tooLong.phone ?? (changes.phone.trim() === '' || isPhoneNumber(changes.phone) ? undefined : identityMessages.invalidPhone);
  return { ...(tooLong.name === undefined ? {} : { name: tooLong.name }), ...(phone === undefined ? {} : { phone }) };
}

/**
 * Saves name and phone (SPEC §4) and answers the record with the updated user, which replaces the
 * stored one. A changed name is also sent to the legacy API so past comments show it; that
 * answer is ignored, as SPEC §4 says, because the profile is already saved. A field
 * profileFieldProblems finds wrong is refused first, and nothing is sent.
 */
export function makeSaveProfile({ accounts, clients, clock }: Pick<PortalPorts, 'accounts' | 'clients' | 'clock'>) {
  return async function saveProfile({ current, changes }: ProfileSave): Promise<Result<UserRecord, PortalError>> {
    const [problem] = Object.entries(profileFieldProblems(changes)) as [keyof ProfileChanges, CatalogueMessage][];
    if (problem !== undefined) return err(portalError.invalidInput(problem[0], problem[1]));
    const updated = labelFailure(
      await accounts.updateUser({ id: current.user.id, name: changes.name, phone: changes.phone, updatedAt: clock.now().toISOString() }),
      errorMessages.saveProfile,
    );
    if (!updated.ok) return updated;
    if (changes.name !== current.user.name) await clients.renameClient(current.user.id, changes.name);
    return ok({ ...current, user: updated.value });
  };
}
