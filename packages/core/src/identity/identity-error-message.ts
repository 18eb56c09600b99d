import type { IdentityReason } from '../shared/portal-error';

/** An identity provider's refusal as Amplify v6 reports it: the Cognito exception or Amplify validation name, and its English message. */
export interface IdentityProviderError {
  readonly name: string;
  readonly message?: string;
}

/** Refusals recognised by name alone. */
const REASON_BY_NAME: ReadonlyMap<string, IdentityReason> = new Map(
  Object.entries({
    UserUnAuthenticatedException: 'notAuthenticated',
    NoSessionFoundException: 'notAuthenticated',
    UserNotConfirmedException: 'userNotConfirmed',
    // Amplify's own validation before any call; the resend-code name really has a lowercase 'r'.
    EmptySignInUsername: 'emptyUsername',
    EmptySignUpUsername: 'emptyUsername',
    EmptyConfirmSignUpUsername: 'emptyUsername',
    EmptyresendSignUpCodeUsername: 'emptyUsername',
    EmptyResetPasswordUsername: 'emptyUsername',
    EmptyConfirmResetPasswordUsername: 'emptyUsername',
    EmptySignInPassword: 'emptyPassword',
    EmptySignUpPassword: 'emptyPassword',
    EmptyConfirmResetPasswordNewPassword: 'emptyPassword',
    InvalidPasswordException: 'invalidPassword',
    CodeMismatchException: 'codeMismatch',
    EmptyConfirmSignUpCode: 'codeMismatch',
    EmptyConfirmResetPasswordConfirmationCode: 'codeMismatch',
    ExpiredCodeException: 'expiredCode',
    LimitExceededException: 'tooManyAttempts',
    TooManyRequestsException: 'tooManyAttempts',
    TooManyFailedAttemptsException: 'tooManyAttempts',
    // A pool that prevents user-existence errors never names an unknown address; where one that
    // does not names it, the portal words it as such a pool would, and the use-cases that would
    // otherwise tell (password reset, codes) answer it as for any address.
    UserNotFoundException: 'incorrectCredentials',
    // Cognito answers this when the e-mail already belongs to another account as an alias.
    AliasExistsException: 'emailExists',
  } satisfies Record<string, IdentityReason>),
);

const EMAIL_EXISTS_MESSAGE = 'An account with the given email already exists.';
const INCORRECT_CREDENTIALS_MESSAGE = 'Incorrect username or password.';

/** Cognito shares these names between refusals the client must tell apart, so the message decides. */
function reasonFromMessage(name: string, message: string): IdentityReason | null {
  const lower = message.toLowerCase();
  switch (name) {
    case 'UsernameExistsException':
      return message === EMAIL_EXISTS_MESSAGE ? 'emailExists' : 'userExists';
    case 'NotAuthorizedException':
      if (message === INCORRECT_CREDENTIALS_MESSAGE) return 'incorrectCredentials';
      // 'Password attempts exceeded': the pool locked password sign-in for a while.
      if (lower.includes('attempts exceeded')) return 'accountLocked';
      // 'Access Token has been revoked', 'Access Token has expired': the session is gone.
      if (lower.includes('token')) return 'notAuthenticated';
      // ConfirmSignUp of a confirmed account: 'User cannot be confirmed. Current status is CONFIRMED'.
      if (lower.includes('status is confirmed')) return 'alreadyConfirmed';
      return null;
    case 'InvalidParameterException':
      // ResendConfirmationCode of a confirmed account.
      if (lower.includes('already confirmed')) return 'alreadyConfirmed';
      if (lower.includes('phone')) return 'invalidPhone';
      if (lower.includes('email')) return 'invalidEmail';
      if (lower.includes('password')) return 'invalidPassword';
      return null;
    default:
      // Amplify v5 and some callers report a missing session as a bare 'not authenticated' text.
      return lower.includes('not authenticated') ? 'notAuthenticated' : null;
  }
}

/** The catalogue key for an identity provider's refusal (SPEC §8); 'unknown' for anything else. */
export function identityReasonFromError(error: IdentityProviderError): IdentityReason {
  return REASON_BY_NAME.get(error.name) ?? reasonFromMessage(error.name, error.message ?? '') ?? 'unknown';
}
