import type { SqlDatabase } from '../store/database';

/**
 * Counts failed or rate-limited attempts per subject over a sliding window, the way Cognito
 * locks out repeated wrong passwords and codes and throttles code e-mails.
 */
export type AttemptAction = 'password' | 'code:sign-up' | 'code:password-reset' | 'send-code';

export const attemptWindowMs = 15 * 60_000;
export const maxAttempts = 5;
/** How long password sign-in stays locked, counted from the wrong password that locked it. */
export const passwordLockoutMs = 15 * 60_000;
/** Attempts are kept while they can still count: a window, then the lockout that may follow it. */
const retentionMs = attemptWindowMs + passwordLockoutMs;

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

/**
 * Password sign-in is locked once maxAttempts wrong passwords fall within one window, for
 * passwordLockoutMs after the last of them, so the portal can say for how long. (Wrong passwords
 * are not counted while locked: the lock is checked first.)
 */
export function passwordLocked(db: SqlDatabase, subject: string): boolean {
  const latest = db
    .prepare<[string, number], { at: number }>(
      `SELECT at FROM cognito_attempts WHERE subject = ? AND action = 'password' ORDER BY at DESC LIMIT ?`,
    )
    .all(subject, maxAttempts);
  const newest = latest[0]?.at;
  const oldest = latest[maxAttempts - 1]?.at;
  if (newest === undefined || oldest === undefined) return false;
  return newest - oldest < attemptWindowMs && Date.now() - newest < passwordLockoutMs;
}

export function recordAttempt(db: SqlDatabase, subject: string, action: AttemptAction): void {
  const now = Date.now();
  db.prepare('DELETE FROM cognito_attempts WHERE at <= ?').run(now - retentionMs);
  db.prepare('INSERT INTO cognito_attempts (subject, action, at) VALUES (?, ?, ?)').run(subject, action, now);
}

export function clearAttempts(db: SqlDatabase, subject: string, action: AttemptAction): void {
  db.prepare('DELETE FROM cognito_attempts WHERE subject = ? AND action = ?').run(subject, action);
}
