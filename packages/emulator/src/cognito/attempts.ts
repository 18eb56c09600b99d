import type { SqlDatabase } from '../store/database';

/**
 * Counts failed or rate-limited attempts per subject over a sliding window, the way Cognito
 * locks out repeated wrong passwords and codes and throttles code e-mails.
 */
export type AttemptAction = 'password' | 'code:sign-up' | 'code:password-reset' | 'send-code';

export const attemptWindowMs = 15 * 60_000;
export const maxAttempts = 5;

export function recentAttempts(db: SqlDatabase, subject: string, action: AttemptAction): number {
  return (
    db
      .prepare<[string, string, number], { count: number }>(
        'SELECT COUNT(*) AS count FROM cognito_attempts WHERE subject = ? AND action = ? AND at > ?',
      )
      .get(subject, action, Date.now() - attemptWindowMs)?.count ?? 0
  );
}

export function attemptsExhausted(db: SqlDatabase, subject: string, action: AttemptAction): boolean {
  return recentAttempts(db, subject, action) >= maxAttempts;
}

export function recordAttempt(db: SqlDatabase, subject: string, action: AttemptAction): void {
  const now = Date.now();
  db.prepare('DELETE FROM cognito_attempts WHERE at <= ?').run(now - attemptWindowMs);
  db.prepare('INSERT INTO cognito_attempts (subject, action, at) VALUES (?, ?, ?)').run(subject, action, now);
}

export function clearAttempts(db: SqlDatabase, subject: string, action: AttemptAction): void {
  db.prepare('DELETE FROM cognito_attempts WHERE subject = ? AND action = ?').run(subject, action);
}
