import { makeSaveProfile } from '../account/save-profile';
import type { PortalPorts } from '../portal-ports';
import { validationMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { requiredName } from './credential-input';
import { loadedSessionOf, type LoadedSession } from './load-session';
import type { OnBoardingCompletion } from './on-boarding';

/**
 * Saves the on-boarding step's name and phone to the user record (SPEC §4's profile save, so a
 * new name also reaches the legacy API's comments) and answers the session with the saved record.
 * Both are required: a blank one is refused on its field and nothing is sent.
 */
export function makeCompleteOnBoarding(ports: Pick<PortalPorts, 'accounts' | 'clients' | 'clock'>) {
  const saveProfile = makeSaveProfile(ports);
  return async function completeOnBoarding({
    session,
    name,
    phone,
  }: OnBoardingCompletion): Promise<Result<LoadedSession, PortalError>> {
    const givenName = requiredName(name);
    if (!givenName.ok) return givenName;
    const givenPhone = phone.trim();
    if (givenPhone === '') return err(portalError.invalidInput('phone', validationMessages.required));
    const saved = await saveProfile({ current: session.user, changes: { name: givenName.value, phone: givenPhone } });
    return saved.ok ? ok(loadedSessionOf(session.session, saved.value)) : saved;
  };
}
