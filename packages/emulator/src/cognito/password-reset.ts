import type { JsonInput, JsonObject } from '../aws-json';
import { inTransaction } from '../store/database';
import { clearAttempts } from './attempts';
import { refuseSimulatedCode, sendCode, simulateCodeDelivery, spendCode, verifyCode } from './codes';
import { assertPasswordPolicy } from './password';
import { simulatedSubject } from './simulated-users';
import { readClientId, readConfirmationCode, readPassword, readUsername, type UserPool } from './user-pool';
import { findUser, setPassword } from './users';

/**
 * E-mails a password-reset code. The pool prevents user-existence errors: an address without an
 * account, and an account whose e-mail was never verified, get the same answer, and no e-mail.
 */
export function forgotPassword(pool: UserPool, input: JsonInput): JsonObject {
  readClientId(pool, input);
  const username = readUsername(input);
  const user = findUser(pool.ctx.db, username);
  if (!user)
    return { CodeDeliveryDetails: simulateCodeDelivery(pool.ctx, simulatedSubject(pool.ctx.db, username), username) };
  if (!user.emailVerified) return { CodeDeliveryDetails: simulateCodeDelivery(pool.ctx, user.sub, user.email) };
  return { CodeDeliveryDetails: inTransaction(pool.ctx.db, () => sendCode(pool.ctx, user, 'password-reset')) };
}

/** Sets the new password with the e-mailed code; for an address without an account, any code is wrong. */
export function confirmForgotPassword(pool: UserPool, input: JsonInput): JsonObject {
  readClientId(pool, input);
  const username = readUsername(input);
  const code = readConfirmationCode(input);
  const password = readPassword(input);
  assertPasswordPolicy(password);
  const user = findUser(pool.ctx.db, username);
  if (!user) throw refuseSimulatedCode(pool.ctx, simulatedSubject(pool.ctx.db, username), 'password-reset');
  verifyCode(pool.ctx, user, 'password-reset', code);
  inTransaction(pool.ctx.db, () => {
    spendCode(pool.ctx, user, 'password-reset');
    setPassword(pool.ctx, user.sub, password);
    // A new password lifts a lockout caused by wrong guesses at the old one.
    clearAttempts(pool.ctx.db, user.sub, 'password');
  });
  return {};
}
