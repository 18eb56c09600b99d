import { randomInt } from 'node:crypto';
import { AwsServiceError, type JsonObject } from '../aws-json';
import type { EmulatorContext } from '../context';
import { attemptsExhausted, clearAttempts, recordAttempt } from './attempts';
import type { PoolUser } from './users';

/** Why a code was sent: confirming a sign-up (valid 24 h) or resetting a password (valid 1 h). */
export type CodePurpose = 'sign-up' | 'password-reset';

const lifetimeMs: Record<CodePurpose, number> = { 'sign-up': 24 * 3_600_000, 'password-reset': 3_600_000 };
const attemptAction = { 'sign-up': 'code:sign-up', 'password-reset': 'code:password-reset' } as const;

const attemptLimitExceeded = () =>
  new AwsServiceError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');

const codeMismatch = () =>
  new AwsServiceError('CodeMismatchException', 'Invalid verification code provided, please try again.');

/** Cognito throttles code e-mails: a few per window for each account. */
function allowCodeSend(ctx: EmulatorContext, subject: string): void {
  if (attemptsExhausted(ctx.db, subject, 'send-code')) throw attemptLimitExceeded();
  recordAttempt(ctx.db, subject, 'send-code');
}

/**
 * Issues a fresh 6-digit code (replacing any earlier one), "e-mails" it through the outbox and
 * answers Cognito's CodeDeliveryDetails. Throttled like Cognito: a few sends per window.
 */
export function sendCode(ctx: EmulatorContext, user: PoolUser, purpose: CodePurpose): JsonObject {
  allowCodeSend(ctx, user.sub);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  ctx.db
    .prepare('INSERT OR REPLACE INTO cognito_codes (sub, purpose, code, expires_at) VALUES (?, ?, ?, ?)')
    .run(user.sub, purpose, code, Date.now() + lifetimeMs[purpose]);
  const greeting = user.name ? `Hola, ${user.name}.` : 'Hola.';
  if (purpose === 'sign-up') {
    ctx.outbox.add({
      kind: 'confirmation-code',
      to: user.email,
      subject: 'Su código de verificación de Justiciable',
      body: `${greeting} Su código de verificación es ${code}. Vence en 24 horas.`,
      data: {
        code,
        username: user.email,
        sub: user.sub,
        verifyPath: `/verifyAccount/${encodeURIComponent(user.email)}/${code}`,
      },
    });
  } else {
    ctx.outbox.add({
      kind: 'password-reset-code',
      to: user.email,
      subject: 'Restablezca su contraseña de Justiciable',
      body: `${greeting} Su código para restablecer la contraseña es ${code}. Vence en 1 hora.`,
      data: { code, username: user.email, sub: user.sub },
    });
  }
  return emailDelivery(user.email);
}

/**
 * What a pool that prevents user-existence errors answers when no code goes out (an address
 * without an account, or an account that cannot receive it): the same CodeDeliveryDetails and
 * the same throttle as a real send, so the two cannot be told apart. Nothing is e-mailed.
 */
export function simulateCodeDelivery(ctx: EmulatorContext, subject: string, address: string): JsonObject {
  allowCodeSend(ctx, subject);
  return emailDelivery(address);
}

/**
 * Cognito shows where a code went without revealing the address: d***@j***. Lowercased, so the
 * answer for an address typed in capitals does not differ between accounts and stand-ins.
 */
function emailDelivery(email: string): JsonObject {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  return {
    Destination: `${local.charAt(0)}***@${domain.charAt(0)}***`,
    DeliveryMedium: 'EMAIL',
    AttributeName: 'email',
  };
}

/**
 * Throws as Cognito does unless code is the user's live code for purpose. A wrong code counts as
 * a failure, so call this outside a transaction: the count must survive the failed request.
 */
export function verifyCode(ctx: EmulatorContext, user: PoolUser, purpose: CodePurpose, code: string): void {
  const action = attemptAction[purpose];
  if (attemptsExhausted(ctx.db, user.sub, action)) throw attemptLimitExceeded();
  const issued = ctx.db
    .prepare<[string, string], { code: string; expires_at: number }>(
      'SELECT code, expires_at FROM cognito_codes WHERE sub = ? AND purpose = ?',
    )
    .get(user.sub, purpose);
  if (!issued || issued.code !== code) {
    recordAttempt(ctx.db, user.sub, action);
    throw codeMismatch();
  }
  if (issued.expires_at <= Date.now()) {
    throw new AwsServiceError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
  }
}

/**
 * A code typed for an address without an account: refused as a wrong code is, and counted alike,
 * so that repeated guesses end in the same LimitExceededException.
 */
export function refuseSimulatedCode(ctx: EmulatorContext, subject: string, purpose: CodePurpose): AwsServiceError {
  const action = attemptAction[purpose];
  if (attemptsExhausted(ctx.db, subject, action)) return attemptLimitExceeded();
  recordAttempt(ctx.db, subject, action);
  return codeMismatch();
}

/** Uses up a verified code, so it cannot be replayed. */
export function spendCode(ctx: EmulatorContext, user: PoolUser, purpose: CodePurpose): void {
  ctx.db.prepare('DELETE FROM cognito_codes WHERE sub = ? AND purpose = ?').run(user.sub, purpose);
  clearAttempts(ctx.db, user.sub, attemptAction[purpose]);
}
