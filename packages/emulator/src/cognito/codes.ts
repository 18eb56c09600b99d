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

/**
 * Issues a fresh 6-digit code (replacing any earlier one), "e-mails" it through the outbox and
 * answers Cognito's CodeDeliveryDetails. Throttled like Cognito: a few sends per window.
 */
export function sendCode(ctx: EmulatorContext, user: PoolUser, purpose: CodePurpose): JsonObject {
  if (attemptsExhausted(ctx.db, user.sub, 'send-code')) throw attemptLimitExceeded();
  recordAttempt(ctx.db, user.sub, 'send-code');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  ctx.db
    .prepare('INSERT OR REPLACE INTO cognito_codes (sub, purpose, code, expires_at) VALUES (?, ?, ?, ?)')
    .run(user.sub, purpose, code, Date.now() + lifetimeMs[purpose]);
  const greeting = user.name ? `Hola, ${user.name}.` : 'Hola.';
  if (purpose === 'sign-up') {
    ctx.outbox.add({
      kind: 'confirmation-code',
      to: user.email,
      subject: 'Tu código de verificación de Justiciable',
      body: `${greeting} Tu código de verificación es ${code}. Vence en 24 horas.`,
      data: { code, username: user.email, sub: user.sub, verifyPath: `/verifyAccount/${encodeURIComponent(user.email)}/${code}` },
    });
  } else {
    ctx.outbox.add({
      kind: 'password-reset-code',
      to: user.email,
      subject: 'Restablecé tu contraseña de Justiciable',
      body: `${greeting} Tu código para restablecer la contraseña es ${code}. Vence en 1 hora.`,
      data: { code, username: user.email, sub: user.sub },
    });
  }
  return { Destination: maskEmail(user.email), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
}

/** Cognito shows where a code went without revealing the address: d***@j***. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
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
    throw new AwsServiceError('CodeMismatchException', 'Invalid verification code provided, please try again.');
  }
  if (issued.expires_at <= Date.now()) {
    throw new AwsServiceError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
  }
}

/** Uses up a verified code, so it cannot be replayed. */
export function spendCode(ctx: EmulatorContext, user: PoolUser, purpose: CodePurpose): void {
  ctx.db.prepare('DELETE FROM cognito_codes WHERE sub = ? AND purpose = ?').run(user.sub, purpose);
  clearAttempts(ctx.db, user.sub, attemptAction[purpose]);
}
