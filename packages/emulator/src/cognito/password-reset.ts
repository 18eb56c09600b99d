import { AwsServiceError, type JsonInput, type JsonObject } from '../aws-json';
import { inTransaction } from '../store/database';
import { clearAttempts } from './attempts';
import { sendCode, spendCode, verifyCode } from './codes';
import { assertPasswordPolicy } from './password';
import { readClientId, userNotFound, type UserPool } from './user-pool';
import { findUser, setPassword } from './users';

export function forgotPassword(pool: UserPool, input: JsonInput): JsonObject {
  readClientId(pool, input);
  const user = findUser(pool.ctx.db, input.requiredString('Username'));
  if (!user) throw userNotFound();
  if (!user.emailVerified) {
    throw new AwsServiceError(
      'InvalidParameterException',
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  return { CodeDeliveryDetails: inTransaction(pool.ctx.db, () => sendCode(pool.ctx, user, 'password-reset')) };
}

export function confirmForgotPassword(pool: UserPool, input: JsonInput): JsonObject {
  readClientId(pool, input);
  const username = input.requiredString('Username');
  const code = input.requiredString('ConfirmationCode');
  const password = input.requiredString('Password');
  const user = findUser(pool.ctx.db, username);
  if (!user) throw userNotFound();
  assertPasswordPolicy(password);
  verifyCode(pool.ctx, user, 'password-reset', code);
  inTransaction(pool.ctx.db, () => {
    spendCode(pool.ctx, user, 'password-reset');
    setPassword(pool.ctx, user.sub, password);
    // A new password lifts a lockout caused by wrong guesses at the old one.
    clearAttempts(pool.ctx.db, user.sub, 'password');
  });
  return {};
}
