import { describe, expect, it } from 'vitest';
import { identityMessages } from '../shared/catalogue';
import { identityErrorMessage, identityReasonFromError } from './identity-error-message';

describe('identityErrorMessage', () => {
  const cases: readonly [string, { name: string; message?: string }, string][] = [
    ['not authenticated', { name: 'UserUnAuthenticatedException', message: 'User needs to be authenticated to call this API.' }, identityMessages.notAuthenticated],
    ['not authenticated (bare text)', { name: 'Error', message: 'The user is not authenticated' }, identityMessages.notAuthenticated],
    ['user not confirmed', { name: 'UserNotConfirmedException', message: 'User is not confirmed.' }, identityMessages.userNotConfirmed],
    ['incorrect username or password', { name: 'NotAuthorizedException', message: 'Incorrect username or password.' }, identityMessages.incorrectCredentials],
    ['account with this e-mail exists', { name: 'UsernameExistsException', message: 'An account with the given email already exists.' }, identityMessages.emailExists],
    ['user already exists', { name: 'UsernameExistsException', message: 'User already exists' }, identityMessages.userExists],
    ['empty username at sign-in', { name: 'EmptySignInUsername', message: 'username is required to signIn' }, identityMessages.emptyUsername],
    ['empty username at sign-up', { name: 'EmptySignUpUsername', message: 'username is required to signUp' }, identityMessages.emptyUsername],
    ['invalid phone format', { name: 'InvalidParameterException', message: 'Invalid phone number format.' }, identityMessages.invalidPhone],
    ['invalid e-mail format', { name: 'InvalidParameterException', message: 'Invalid email address format.' }, identityMessages.invalidEmail],
    ['empty password at sign-in', { name: 'EmptySignInPassword', message: 'password is required to signIn' }, identityMessages.emptyPassword],
    ['empty password at sign-up', { name: 'EmptySignUpPassword', message: 'password is required to signUp' }, identityMessages.emptyPassword],
  ];

  it.each(cases)('SPEC §8: %s', (_, error, expected) => {
    expect(identityErrorMessage(error)).toBe(expected);
  });

  it('translates the refusals the spec does not word into our catalogue texts', () => {
    expect(identityErrorMessage({ name: 'InvalidPasswordException', message: 'Password did not conform with policy' })).toBe(identityMessages.invalidPassword);
    expect(identityErrorMessage({ name: 'CodeMismatchException' })).toBe(identityMessages.codeMismatch);
    expect(identityErrorMessage({ name: 'ExpiredCodeException' })).toBe(identityMessages.expiredCode);
    expect(identityErrorMessage({ name: 'LimitExceededException' })).toBe(identityMessages.tooManyAttempts);
    expect(identityErrorMessage({ name: 'TooManyRequestsException' })).toBe(identityMessages.tooManyAttempts);
    expect(identityErrorMessage({ name: 'NotAuthorizedException', message: 'Access Token has been revoked' })).toBe(identityMessages.notAuthenticated);
    expect(identityErrorMessage({ name: 'EmptyresendSignUpCodeUsername' })).toBe(identityMessages.emptyUsername);
  });

  it("says in Spanish that repeated wrong passwords locked the account, and for how long (Cognito's 'Password attempts exceeded')", () => {
    expect(identityReasonFromError({ name: 'NotAuthorizedException', message: 'Password attempts exceeded' })).toBe('accountLocked');
    expect(identityErrorMessage({ name: 'NotAuthorizedException', message: 'Password attempts exceeded' })).toBe(
      'Demasiados intentos fallidos. Por seguridad, su cuenta quedó bloqueada por 15 minutos.',
    );
  });

  it('says that an account confirmed before is confirmed, with the period its sentence needs', () => {
    expect(identityReasonFromError({ name: 'NotAuthorizedException', message: 'User cannot be confirmed. Current status is CONFIRMED' })).toBe('alreadyConfirmed');
    expect(identityReasonFromError({ name: 'InvalidParameterException', message: 'User is already confirmed.' })).toBe('alreadyConfirmed');
    expect(identityMessages.alreadyConfirmed).toBe('Su cuenta ya está confirmada. Ingrese con su correo y contraseña.');
    // Shown followed by a sentence of the page, so it ends as a sentence does.
    expect(identityMessages.unknown).toBe('Ocurrió un error con su cuenta. Intente nuevamente.');
  });

  it('never says that an address has no account: a pool that names one is worded as a wrong password', () => {
    for (const message of ['User does not exist.', 'Username/client id combination not found.']) {
      expect(identityErrorMessage({ name: 'UserNotFoundException', message })).toBe(identityMessages.incorrectCredentials);
    }
    expect(Object.values(identityMessages).filter((text) => /no existe/i.test(text))).toEqual([]);
  });

  it('SPEC §8: a generic Spanish text for anything unknown', () => {
    expect(identityErrorMessage({ name: 'InternalErrorException', message: 'boom' })).toBe(identityMessages.unknown);
    expect(identityErrorMessage({ name: 'NotAuthorizedException', message: 'User is disabled.' })).toBe(identityMessages.unknown);
    expect(identityErrorMessage({ name: 'InvalidParameterException', message: 'Something else.' })).toBe(identityMessages.unknown);
    expect(identityErrorMessage({ name: 'toString' })).toBe(identityMessages.unknown);
    expect(identityErrorMessage({ name: '' })).toBe(identityMessages.unknown);
  });
});

describe('identityReasonFromError', () => {
  it('SPEC §8: answers the catalogue key behind the text', () => {
    expect(identityReasonFromError({ name: 'UsernameExistsException', message: 'An account with the given email already exists.' })).toBe('emailExists');
    expect(identityReasonFromError({ name: 'UsernameExistsException', message: 'User already exists' })).toBe('userExists');
    expect(identityReasonFromError({ name: 'Whatever' })).toBe('unknown');
  });
});
