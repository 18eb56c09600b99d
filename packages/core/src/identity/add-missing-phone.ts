import { cellphoneE164, DEFAULT_CALLING_COUNTRY, isCellphone } from '../account/phone-number';
import type { PortalPorts } from '../portal-ports';
import { errorMessages, identityMessages, validationMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { phoneWithinLimit } from './credential-input';
import { loadedSessionOf, type LoadedSession } from './load-session';

/** The cell phone an account created without one gives before entering the portal. */
export interface MissingPhone {
  /** The session as loaded, `phoneMissing`. */
  readonly session: LoadedSession;
  /** The number as typed: with '+' and its calling code, or a national number of `country`. */
  readonly phone: string;
  /** The country (CALLING_CODES' id) of a number typed without its calling code; Argentina ('AR') when absent. */
  readonly country?: string;
}

/**
 * Saves the cell phone of an account that has none (`phoneMissing`) through updateUser's `phone`
 * (SPEC §7; the record's celphone is the provider's, set at sign-up), in E.164, and answers the
 * session with the saved record, no longer missing it. Only the phone is written: the rest of
 * the record stays as it is.
 */
export function makeAddMissingPhone({ accounts, clock }: Pick<PortalPorts, 'accounts' | 'clock'>) {
  return async function addMissingPhone({
    session,
    phone,
    country = DEFAULT_CALLING_COUNTRY,
  }: MissingPhone): Promise<Result<LoadedSession, PortalError>> {
    if (phone.trim() === '') return err(portalError.invalidInput('phone', validationMessages.required));
    const withinLimit = phoneWithinLimit(phone);
    if (!withinLimit.ok) return withinLimit;
    if (!isCellphone(phone, country)) return err(portalError.invalidInput('phone', identityMessages.invalidPhone));
    const updated = labelFailure(
      await accounts.updateUser({
        id: session.user.user.id,
        phone: cellphoneE164(phone, country),
        updatedAt: clock.now().toISOString(),
      }),
      errorMessages.saveProfile,
    );
    if (!updated.ok) return updated;
    return ok(loadedSessionOf(session.session, { ...session.user, user: updated.value }));
  };
}
