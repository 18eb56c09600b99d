import { randomUUID } from 'node:crypto';
import { AwsServiceError } from '../aws-json';
import type { EmulatorContext, EmulatorSettings } from '../context';
import { inTransaction, type SqlDatabase } from '../store/database';
import { assertPasswordPolicy, hashPassword } from './password';
import { createSrpVerifier } from './srp';

/** A user-pool account. The pool's username is the sub; the e-mail is the sign-in alias. */
export interface PoolUser {
  readonly sub: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly phoneNumber: string | null;
  readonly name: string | null;
  readonly status: 'UNCONFIRMED' | 'CONFIRMED';
  readonly srpSalt: string;
  readonly srpVerifier: string;
  readonly passwordSalt: string;
  readonly passwordHash: string;
}

interface UserRow {
  sub: string;
  email: string;
  email_verified: number;
  phone_number: string | null;
  name: string | null;
  status: 'UNCONFIRMED' | 'CONFIRMED';
  srp_salt: string;
  srp_verifier: string;
  password_salt: string;
  password_hash: string;
}

function toUser(row: UserRow): PoolUser {
  return {
    sub: row.sub,
    email: row.email,
    emailVerified: row.email_verified === 1,
    phoneNumber: row.phone_number,
    name: row.name,
    status: row.status,
    srpSalt: row.srp_salt,
    srpVerifier: row.srp_verifier,
    passwordSalt: row.password_salt,
    passwordHash: row.password_hash,
  };
}

/** The SRP pool name: what follows the region in the pool id, as Amplify derives it. */
export function srpPoolName(settings: EmulatorSettings): string {
  return settings.userPoolId.split('_')[1] ?? '';
}

/** Finds a user by e-mail (case-insensitive, as the pool's alias) or by the sub-valued username. */
export function findUser(db: SqlDatabase, username: string): PoolUser | null {
  const row = db
    .prepare<[string, string], UserRow>('SELECT * FROM cognito_users WHERE email = ? OR sub = ?')
    .get(username, username);
  return row ? toUser(row) : null;
}

export function findUserBySub(db: SqlDatabase, sub: string): PoolUser | null {
  const row = db.prepare<[string], UserRow>('SELECT * FROM cognito_users WHERE sub = ?').get(sub);
  return row ? toUser(row) : null;
}

export function countUsers(db: SqlDatabase): number {
  return db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM cognito_users').get()?.count ?? 0;
}

const emailAddress = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const e164Phone = /^\+[1-9]\d{6,14}$/;

export function assertEmailAddress(email: string): void {
  if (email.length > 2048 || !emailAddress.test(email)) {
    throw new AwsServiceError('InvalidParameterException', 'Invalid email address format.');
  }
}

export function assertPhoneNumber(phone: string): void {
  if (!e164Phone.test(phone)) {
    throw new AwsServiceError('InvalidParameterException', 'Invalid phone number format.');
  }
}

export interface NewUser {
  readonly email: string;
  readonly password: string;
  readonly phone?: string | null;
  readonly name?: string | null;
}

/**
 * Validates and stores a new, unconfirmed account; the password survives only as an SRP
 * verifier and a scrypt hash.
 */
export function insertUnconfirmedUser(ctx: EmulatorContext, user: NewUser): PoolUser {
  assertEmailAddress(user.email);
  if (user.phone) assertPhoneNumber(user.phone);
  assertPasswordPolicy(user.password);
  if (findUser(ctx.db, user.email)) {
    throw new AwsServiceError('UsernameExistsException', 'An account with the given email already exists.');
  }
  const sub = randomUUID();
  const now = new Date().toISOString();
  const secrets = passwordSecrets(ctx.settings, sub, user.password);
  ctx.db
    .prepare(
      `INSERT INTO cognito_users
         (sub, email, email_verified, phone_number, name, status, srp_salt, srp_verifier, password_salt, password_hash, created_at, updated_at)
       VALUES (?, ?, 0, ?, ?, 'UNCONFIRMED', ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      sub,
      user.email,
      user.phone ?? null,
      user.name ?? null,
      secrets.srpSalt,
      secrets.srpVerifier,
      secrets.passwordSalt,
      secrets.passwordHash,
      now,
      now,
    );
  const stored = findUserBySub(ctx.db, sub);
  if (!stored) throw new Error(`User ${sub} vanished right after being inserted`);
  return stored;
}

function passwordSecrets(settings: EmulatorSettings, sub: string, password: string) {
  const srp = createSrpVerifier(srpPoolName(settings), sub, password);
  const hashed = hashPassword(password);
  return { srpSalt: srp.salt, srpVerifier: srp.verifier, passwordSalt: hashed.salt, passwordHash: hashed.hash };
}

export function setPassword(ctx: EmulatorContext, sub: string, password: string): void {
  const secrets = passwordSecrets(ctx.settings, sub, password);
  ctx.db
    .prepare(
      `UPDATE cognito_users SET srp_salt = ?, srp_verifier = ?, password_salt = ?, password_hash = ?, updated_at = ?
       WHERE sub = ?`,
    )
    .run(
      secrets.srpSalt,
      secrets.srpVerifier,
      secrets.passwordSalt,
      secrets.passwordHash,
      new Date().toISOString(),
      sub,
    );
}

/** Marks the account confirmed and its e-mail verified, then tells the other protocols (the pool trigger). */
export function confirmUser(ctx: EmulatorContext, user: PoolUser): void {
  ctx.db
    .prepare(`UPDATE cognito_users SET status = 'CONFIRMED', email_verified = 1, updated_at = ? WHERE sub = ?`)
    .run(new Date().toISOString(), user.sub);
  ctx.hooks.userConfirmed({ sub: user.sub, email: user.email, phone: user.phoneNumber, name: user.name });
}

/** Deletes the account with its codes, sessions and identity (by cascade), then tells the other protocols. */
export function deleteUser(ctx: EmulatorContext, sub: string): void {
  ctx.db.prepare('DELETE FROM cognito_users WHERE sub = ?').run(sub);
  ctx.hooks.userDeleted(sub);
}

/**
 * Creates an account that can sign in at once, as an administrator would (used by the seed).
 * Throws the pool's own error for a malformed e-mail or phone, a weak password or a taken e-mail.
 */
export function createConfirmedUser(ctx: EmulatorContext, user: NewUser): { sub: string } {
  return inTransaction(ctx.db, () => {
    const created = insertUnconfirmedUser(ctx, user);
    confirmUser(ctx, created);
    return { sub: created.sub };
  });
}

/** The attributes GetUser lists, in Cognito's string form. */
export function userAttributes(user: PoolUser): { Name: string; Value: string }[] {
  const attributes = [
    { Name: 'sub', Value: user.sub },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: String(user.emailVerified) },
  ];
  if (user.phoneNumber) {
    attributes.push(
      { Name: 'phone_number', Value: user.phoneNumber },
      { Name: 'phone_number_verified', Value: 'false' },
    );
  }
  if (user.name) attributes.push({ Name: 'name', Value: user.name });
  return attributes;
}
