import { describe, expect, it } from 'vitest';
import { identityMessages } from '../shared/catalogue';
import type { IdentityReason } from '../shared/portal-error';
import { identityReasonFromError } from './identity-error-message';

describe('identityReasonFromError', () => {
  const cases: readonly [string, { name: string; message?: string }, IdentityReason][] = [
    [
      'not authenticated',
      { name: 'UserUnAuthenticatedException', message: 'User needs to be authenticated to call this API.' },
      'notAuthenticated',
    ],
    ['not authenticated (bare text)', { name: 'Error', message: 'The user is not authenticated' }, 'notAuthenticated'],
    [
      'user not confirmed',
      { name: 'UserNotConfirmedException', message: 'User is not confirmed.' },
      'userNotConfirmed',
    ],
    [
      'incorrect username or password',
      { name: 'NotAuthorizedException', message: 'Incorrect username or password.' },
      'incorrectCredentials',
    ],
    [
      'account with this e-mail exists',
      { name: 'UsernameExistsException', message: 'An account with the given email already exists.' },
      'emailExists',
    ],
    ['user already exists', { name: 'UsernameExistsException', message: 'User already exists' }, 'userExists'],
    [
      'empty username at sign-in',
      { name: 'EmptySignInUsername', message: 'username is required to signIn' },
      'emptyUsername',
    ],
    [
      'empty username at sign-up',
      { name: 'EmptySignUpUsername', message: 'username is required to signUp' },
      'emptyUsername',
    ],
    [
      'invalid phone format',
      { name: 'InvalidParameterException', message: 'Invalid phone number format.' },
      'invalidPhone',
    ],
    [
      'invalid e-mail format',
      { name: 'InvalidParameterException', message: 'Invalid email address format.' },
      'invalidEmail',
    ],
    [
      'empty password at sign-in',
      { name: 'EmptySignInPassword', message: 'password is required to signIn' },
      'emptyPassword',
    ],
    [
      'empty password at sign-up',
      { name: 'EmptySignUpPassword', message: 'password is required to signUp' },
      'emptyPassword',
    ],
  ];

  it.each(cases)('SPEC §8: %s', (_, error, expected) => {
    expect(identityReasonFromError(error)).toBe(expected);
  });

  it('translates the refusals the spec does not word into our catalogue keys', () => {
    expect(
      identityReasonFromError({ name: 'InvalidPasswordException', message: 'Password did not conform with policy' }),
    ).toBe('invalidPassword');
    expect(identityReasonFromError({ name: 'CodeMismatchException' })).toBe('codeMismatch');
    expect(identityReasonFromError({ name: 'ExpiredCodeException' })).toBe('expiredCode');
    expect(identityReasonFromError({ name: 'LimitExceededException' })).toBe('tooManyAttempts');
    expect(identityReasonFromError({ name: 'TooManyRequestsException' })).toBe('tooManyAttempts');
    expect(identityReasonFromError({ name: 'NotAuthorizedException', message: 'Access Token has been revoked' })).toBe(
      'notAuthenticated',
    );
    expect(identityReasonFromError({ name: 'EmptyresendSignUpCodeUsername' })).toBe('emptyUsername');
  });

  it("says in Spanish that repeated wrong passwords locked the account, and for how long (Cognito's 'Password attempts exceeded')", () => {
    expect(identityReasonFromError({ name: 'NotAuthorizedException', message: 'Password attempts exceeded' })).toBe(
      'accountLocked',
    );
    expect(identityMessages.accountLocked).toBe(
      'Demasiados intentos fallidos. Por seguridad, su cuenta quedó bloqueada por 15 minutos.',
    );
  });

  it('says that an account confirmed before is confirmed, with the period its sentence needs', () => {
    expect(
      identityReasonFromError({
        name: 'NotAuthorizedException',
        message: 'User cannot be confirmed. Current status is CONFIRMED',
      }),
    ).toBe('alreadyConfirmed');
    expect(identityReasonFromError({ name: 'InvalidParameterException', message: 'User is already confirmed.' })).toBe(
      'alreadyConfirmed',
    );
    expect(identityMessages.alreadyConfirmed).toBe('Su cuenta ya está confirmada. Ingrese con su correo y contraseña.');
    // Shown followed by a sentence of the page, so it ends as a sentence does.
    expect(identityMessages.unknown).toBe('Ocurrió un error con su cuenta. Intente nuevamente.');
  });

  it('never says that an address has no account: a pool that names one is worded as a wrong password', () => {
    for (const message of ['User does not exist.', 'Username/client id combination not found.']) {
      expect(identityReasonFromError({ name: 'UserNotFoundException', message })).toBe('incorrectCredentials');
    }
    expect(Object.values(identityMessages).filter((text) => /no existe/i.test(text))).toEqual([]);
  });

  it('SPEC §8: the generic text for anything unknown', () => {
    expect(identityReasonFromError({ name: 'InternalErrorException', message: 'boom' })).toBe('unknown');
    expect(identityReasonFromError({ name: 'NotAuthorizedException', message: 'User is disabled.' })).toBe('unknown');
    expect(identityReasonFromError({ name: 'InvalidParameterException', message: 'Something else.' })).toBe('unknown');
    expect(identityReasonFromError({ name: 'toString' })).toBe('unknown');
    expect(identityReasonFromError({ name: '' })).toBe('unknown');
  });

  it('SPEC §8: answers the catalogue key behind the text', () => {
    expect(
      identityReasonFromError({
        name: 'UsernameExistsException',
        message: 'An account with the given email already exists.',
      }),
    ).toBe('emailExists');
    expect(identityReasonFromError({ name: 'UsernameExistsException', message: 'User already exists' })).toBe(
      'userExists',
    );
    expect(identityReasonFromError({ name: 'Whatever' })).toBe('unknown');
  });
});
