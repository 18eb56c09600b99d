import type { PortalPorts } from '../portal-ports';
import { portalStatus } from '../shared/catalogue';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import { acceptablePassword, phoneWithinLimit, requiredName, wellFormedEmail } from './credential-input';
import { signUpPhone } from './sign-up-phone';

export interface Registration {
  /** Name and surname, as lawyers will read it: the user record takes it when the account is confirmed. */
  readonly name: string;
  readonly email: string;
  readonly password: string;
  /** As typed: with or without '+', spaces, dashes or parentheses. */
  readonly phone: string;
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

/** Registration (SPEC §4, §5): the name, e-mail as username, the password policy, phone with '+'. */
export function makeRegisterClient({ identity }: Pick<PortalPorts, 'identity'>) {
  return async function registerClient(registration: Registration): Promise<Result<RegisteredClient, PortalError>> {
    const name = requiredName(registration.name);
    if (!name.ok) return name;
    const email = wellFormedEmail(registration.email);
    if (!email.ok) return email;
    const password = acceptablePassword(registration.password);
    if (!password.ok) return password;
    const phone = phoneWithinLimit(registration.phone);
    if (!phone.ok) return phone;
    // Whether the number is valid is the provider's call ('Número de teléfono no válido').
    const signedUp = await identity.signUp({ email: email.value, password: password.value, phone: signUpPhone(phone.value), name: name.value });
    if (!signedUp.ok) return signedUp;
    const { userId, username, confirmed } = signedUp.value;
    return ok({ status: portalStatus.ok, userId, username, email: signedUp.value.email, phone: signedUp.value.phone, confirmed });
  };
}
