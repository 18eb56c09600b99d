import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('opens a file database in WAL mode with foreign keys enforced', () => {
    const db = open(join(directory, 'data.sqlite'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
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
    writeFileSync(join(directory, '003_broken.sql'), 'CREATE TABLE third (id INTEGER); INSERT INTO missing VALUES (1);');
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
