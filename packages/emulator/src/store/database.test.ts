import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyMigrations, inTransaction, openDatabase, type SqlDatabase } from './database';

describe('the store', () => {
  let directory: string;
  const opened: SqlDatabase[] = [];
  const open = (location: string, migrations = directory) => {
    const db = openDatabase(location, migrations);
    opened.push(db);
    return db;
  };
  const tables = (db: SqlDatabase) =>
    db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map((row) => row.name);

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'emulator-store-'));
    writeFileSync(join(directory, '001_first.sql'), 'CREATE TABLE first (id INTEGER PRIMARY KEY);');
    writeFileSync(join(directory, '002_second.sql'), 'CREATE TABLE second (id INTEGER PRIMARY KEY);');
    writeFileSync(join(directory, 'notes.txt'), 'not a migration');
  });

  afterEach(() => {
    opened.splice(0).forEach((db) => db.close());
    rmSync(directory, { recursive: true, force: true });
  });

  it('opens a file database in WAL mode, synchronous NORMAL, with foreign keys enforced, new or existing', () => {
    const location = join(directory, 'data.sqlite');
    open(location).close();
    for (const db of [open(location), open(join(directory, 'new.sqlite'))]) {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(1);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    }
  });

  it('applies migrations in order once, recording each', () => {
    const db = open(':memory:');
    expect(tables(db)).toEqual(['first', 'schema_migrations', 'second']);
    expect(db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all()).toEqual([
      { version: 1, name: 'first' },
      { version: 2, name: 'second' },
    ]);
    expect(applyMigrations(db, directory)).toEqual([]);
    writeFileSync(join(directory, '003_third.sql'), 'CREATE TABLE third (id INTEGER PRIMARY KEY);');
    expect(applyMigrations(db, directory)).toEqual(['003_third']);
  });

  it('rolls a failing migration back whole and records nothing of it', () => {
    writeFileSync(
      join(directory, '003_broken.sql'),
      'CREATE TABLE third (id INTEGER); INSERT INTO missing VALUES (1);',
    );
    expect(() => open(':memory:')).toThrow(/no such table: missing/);
    const db = open(':memory:', mkdtempSync(join(directory, 'empty-')));
    expect(tables(db)).toEqual(['schema_migrations']);
  });

  it('refuses a database whose recorded migration was renamed', () => {
    const location = join(directory, 'data.sqlite');
    open(location).close();
    rmSync(join(directory, '002_second.sql'));
    writeFileSync(join(directory, '002_renamed.sql'), 'SELECT 1;');
    expect(() => open(location)).toThrow(/recorded as 'second'/);
  });

  it('rolls a transaction back when its work throws', () => {
    const db = open(':memory:');
    expect(() =>
      inTransaction(db, () => {
        db.prepare('INSERT INTO first (id) VALUES (1)').run();
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(db.prepare('SELECT COUNT(*) AS count FROM first').get()).toEqual({ count: 0 });
  });
});

describe('the guest identities migration (005)', () => {
  const migrations = fileURLToPath(new URL('./migrations/', import.meta.url));
  let directory: string;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'emulator-upgrade-'));
  });

  afterEach(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  it('upgrades a database made before it, keeping identities and credentials, then takes identities without a user', () => {
    const before = join(directory, 'before');
    copyMigrations(migrations, before, (name) => name < '005');
    const location = join(directory, 'data.sqlite');
    const old = openDatabase(location, before);
    old
      .prepare(
        `INSERT INTO cognito_users (sub, email, status, srp_salt, srp_verifier, password_salt, password_hash, created_at, updated_at)
       VALUES ('sub-ana', 'ana@example.test', 'CONFIRMED', 's', 'v', 's', 'h', 'now', 'now')`,
      )
      .run();
    old
      .prepare(`INSERT INTO identity_ids (identity_id, sub, created_at) VALUES ('sa-east-1:ana', 'sub-ana', 'now')`)
      .run();
    old
      .prepare(
        `INSERT INTO identity_credentials (access_key_id, secret_access_key, session_token, identity_id, expires_at)
       VALUES ('ASIAANA', 'secret', 'token', 'sa-east-1:ana', 1)`,
      )
      .run();
    expect(() =>
      old
        .prepare(`INSERT INTO identity_ids (identity_id, sub, created_at) VALUES ('sa-east-1:guest', NULL, 'now')`)
        .run(),
    ).toThrow(/NOT NULL/);
    old.close();

    const db = openDatabase(location, migrations);
    try {
      expect(db.prepare('SELECT identity_id, sub FROM identity_ids').all()).toEqual([
        { identity_id: 'sa-east-1:ana', sub: 'sub-ana' },
      ]);
      expect(db.prepare('SELECT access_key_id, identity_id FROM identity_credentials').all()).toEqual([
        { access_key_id: 'ASIAANA', identity_id: 'sa-east-1:ana' },
      ]);
      db.prepare(
        `INSERT INTO identity_ids (identity_id, sub, created_at) VALUES ('sa-east-1:guest-1', NULL, 'now')`,
      ).run();
      db.prepare(
        `INSERT INTO identity_ids (identity_id, sub, created_at) VALUES ('sa-east-1:guest-2', NULL, 'now')`,
      ).run();
      // Deleting the user still takes its identity and credentials with it.
      db.prepare(`DELETE FROM cognito_users WHERE sub = 'sub-ana'`).run();
      expect(db.prepare('SELECT COUNT(*) AS count FROM identity_credentials').get()).toEqual({ count: 0 });
      expect(db.prepare('SELECT identity_id FROM identity_ids ORDER BY identity_id').all()).toEqual([
        { identity_id: 'sa-east-1:guest-1' },
        { identity_id: 'sa-east-1:guest-2' },
      ]);
      expect(db.pragma('foreign_key_check')).toEqual([]);
    } finally {
      db.close();
    }
  });
});

function copyMigrations(from: string, to: string, keep: (name: string) => boolean): void {
  mkdirSync(to);
  for (const name of readdirSync(from).filter(keep)) copyFileSync(join(from, name), join(to, name));
}
