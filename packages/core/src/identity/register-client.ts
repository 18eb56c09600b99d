import type { PortalPorts } from '../portal-ports';
import { cellphoneE164, isCellphone } from '../account/phone-number';
import { identityMessages, portalStatus, validationMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import {
  acceptablePassword,
  checkedTogether,
  phoneWithinLimit,
  requiredName,
  wellFormedEmail,
} from './credential-input';
import { signUpPhone } from './sign-up-phone';

export interface Registration {
  /** Name and surname, as lawyers will read it: the user record takes it when the account is confirmed. */
  readonly name: string;
  readonly email: string;
  readonly password: string;
  /**
   * As typed: with or without '+', spaces, dashes or parentheses. With `phoneCountry`, a number
   * typed without its calling code is that country's ('011 15 2345-6789' under 'AR').
   */
  readonly phone: string;
  /** The country (CALLING_CODES' id) picked beside the number; without it the phone carries its calling code. */
  readonly phoneCountry?: string;
}

/** SPEC §4 sign-up success: status 200 with the provider's view of the new client. */
export interface RegisteredClient {
  readonly status: typeof portalStatus.ok;
  readonly userId: string;
  readonly username: string;
  readonly email: string;
  readonly phone: string;
  /** False until the e-mailed code is confirmed (confirmRegistration). */
  readonly confirmed: boolean;
}

/**
 * A registration's fields checked together (SPEC §5, §8), so the form marks every problem on one
 * send: the name, the e-mail, the password policy and a cell phone (isCellphone; the provider
 * would refuse other numbers one send later with the same 'Número de teléfono no válido').
 */
export function checkRegistration(registration: Registration): Result<Registration, PortalError> {
  return checkedTogether({
    name: requiredName(registration.name),
    email: wellFormedEmail(registration.email),
    password: acceptablePassword(registration.password),
    phone: cellphoneAsTyped(
      registration.phoneCountry === undefined
        ? registration.phone
        : cellphoneE164(registration.phone, registration.phoneCountry),
    ),
  });
}

function cellphoneAsTyped(phone: string): Result<string, PortalError> {
  if (phone.trim() === '') return err(portalError.invalidInput('phone', validationMessages.required));
  const withinLimit = phoneWithinLimit(phone);
  if (!withinLimit.ok) return withinLimit;
  // Checked as it would be sent: with its '+' (SPEC §5), so '549 351 555-0142' is Argentine.
  return isCellphone(signUpPhone(phone))
    ? withinLimit
    : err(portalError.invalidInput('phone', identityMessages.invalidPhone));
}

/** Registration (SPEC §4, §5): the name, e-mail as username, the password policy, phone with '+'. */
export function makeRegisterClient({ identity }: Pick<PortalPorts, 'identity'>) {
  return async function registerClient(registration: Registration): Promise<Result<RegisteredClient, PortalError>> {
    const checked = checkRegistration(registration);
    if (!checked.ok) return checked;
    const { name, email, password, phone } = checked.value;
    const signedUp = await identity.signUp({ email, password, phone: signUpPhone(phone), name });
    if (!signedUp.ok) return signedUp;
    const { userId, username, confirmed } = signedUp.value;
    return ok({
      status: portalStatus.ok,
      userId,
      username,
      email: signedUp.value.email,
      phone: signedUp.value.phone,
      confirmed,
    });
  };
}
