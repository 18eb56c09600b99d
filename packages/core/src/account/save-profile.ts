import type { PortalPorts } from '../portal-ports';
import { errorMessages, identityMessages, validationMessages, type CatalogueMessage } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { overLongFields, type TextFields } from '../shared/text-limits';
import { cellphoneE164, DEFAULT_CALLING_COUNTRY, isCellphone } from './phone-number';
import type { UserRecord } from './user';

/** What changes: a field left out keeps its value in the record (`current`). */
export interface ProfileChanges {
  readonly name?: string | undefined;
  /**
   * A cell phone as typed, or blank for none: with '+' (or '00') and its calling code, or a
   * national number of `phoneCountry`. Saved in E.164 (cellphoneE164): '011 15 2345-6789' is
   * '+5491123456789'.
   */
  readonly phone?: string | undefined;
  /** The country (CALLING_CODES' id) of a phone typed without its calling code; Argentina ('AR') when absent. */
  readonly phoneCountry?: string | undefined;
}

export interface ProfileSave {
  /** The user's record as last loaded or saved (loadSession's `user`, or a save's answer). */
  readonly current: UserRecord;
  readonly changes: ProfileChanges;
}

/** The kind of text each profile field holds, for its length limit. */
export const profileTextFields = { name: 'name', phone: 'phone' } as const satisfies TextFields<'name' | 'phone'>;

/**
 * What is wrong with each profile field, in the form's order, with the catalogue's text: a blank
 * name ('Complete este campo'), a text longer than its field takes ('Máximo N caracteres'), a
 * phone that is not a cell phone ('Número de teléfono no válido': isCellphone, so an Argentine one
 * needs its area code). Empty when the form can be saved; saveProfile refuses them all at once.
 */
export function profileFieldProblems(
  changes: Required<Pick<ProfileChanges, 'name' | 'phone'>> & Pick<ProfileChanges, 'phoneCountry'>,
): Partial<Record<'name' | 'phone', CatalogueMessage>> {
  const tooLong = overLongFields(changes, profileTextFields);
  const name = changes.name.trim() === '' ? validationMessages.required : tooLong.name;
  const country = changes.phoneCountry ?? DEFAULT_CALLING_COUNTRY;
  const phone =
    tooLong.phone ??
    (changes.phone.trim() === '' || isCellphone(changes.phone, country) ? undefined : identityMessages.invalidPhone);
  return { ...(name === undefined ? {} : { name }), ...(phone === undefined ? {} : { phone }) };
}

/**
 * Saves name and phone (SPEC §4) and answers the record with the updated user, which replaces the
 * stored one. A changed name is also sent to the legacy API so past comments show it; that
 * answer is ignored, as SPEC §4 says, because the profile is already saved. The phone is saved
 * in E.164. The fields profileFieldProblems finds wrong are refused first, all of them in one
 * `'invalid-input'` (its `fields`), and nothing is sent.
 */
export function makeSaveProfile({ accounts, clients, clock }: Pick<PortalPorts, 'accounts' | 'clients' | 'clock'>) {
  return async function saveProfile({
    current,
    changes: patch,
  }: ProfileSave): Promise<Result<UserRecord, PortalError>> {
    const changes = {
      ...patch,
      name: patch.name ?? current.user.name ?? '',
      phone: patch.phone ?? current.user.phone ?? '',
    };
    const refused = portalError.invalidFields(profileFieldProblems(changes));
    if (refused !== null) return err(refused);
    const phone = cellphoneE164(changes.phone, changes.phoneCountry ?? DEFAULT_CALLING_COUNTRY);
    const updated = labelFailure(
      await accounts.updateUser({
        id: current.user.id,
        name: changes.name,
        phone,
        updatedAt: clock.now().toISOString(),
      }),
      errorMessages.saveProfile,
    );
    if (!updated.ok) return updated;
    if (changes.name !== current.user.name) await clients.renameClient(current.user.id, changes.name);
    return ok({ ...current, user: updated.value });
  };
}
