import { createHmac, randomBytes } from 'node:crypto';
import type { SqlDatabase } from '../store/database';

/**
 * Stand-ins for addresses that have no account. The pool prevents user-existence errors (as
 * Cognito's PreventUserExistenceErrors=ENABLED), so such an address must be answered exactly as an
 * account is: with an SRP identity that stays the same from one sign-in to the next, as a real
 * user's sub and salt do, and with its own counters of wrong passwords and sent codes.
 */

const keyName = 'simulated-user-key';

/** A secret kept with the data, so stand-ins are stable across restarts and unguessable. */
function simulationKey(db: SqlDatabase): Buffer {
  db.prepare('INSERT OR IGNORE INTO emulator_meta (key, value) VALUES (?, ?)').run(
    keyName,
    randomBytes(32).toString('hex'),
  );
  const row = db.prepare<[string], { value: string }>('SELECT value FROM emulator_meta WHERE key = ?').get(keyName);
  if (!row) throw new Error('The simulated-user key vanished right after being stored');
  return Buffer.from(row.value, 'hex');
}

function digest(db: SqlDatabase, purpose: string, username: string): Buffer {
  return createHmac('sha256', simulationKey(db)).update(`${purpose}\0${username.toLowerCase()}`).digest();
}

/** A UUID-shaped sub, as USER_ID_FOR_SRP carries for a real account. */
export function simulatedSub(db: SqlDatabase, username: string): string {
  const hex = digest(db, 'sub', username).subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An SRP salt in the form a real account's has. */
export function simulatedSrpSalt(db: SqlDatabase, username: string): string {
  return digest(db, 'srp-salt', username).subarray(0, 16).toString('hex');
}

/**
 * The attempt counter of an address without an account, named by the address or by the sub it
 * was given; the prefix keeps it apart from every real user's counter.
 */
export function simulatedSubject(db: SqlDatabase, usernameOrSub: string): string {
  return `simulated:${usernameOrSub.includes('@') ? simulatedSub(db, usernameOrSub) : usernameOrSub}`;
}
