import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

export type SqlDatabase = Database.Database;

const migrationsDirectory = fileURLToPath(new URL('./migrations/', import.meta.url));
const migrationFileName = /^(\d{3})_([a-z0-9_-]+)\.sql$/;

interface Migration {
  readonly version: number;
  readonly name: string;
  readonly file: string;
}

/** Opens (or creates) the database: WAL journal, enforced foreign keys, every migration applied. */
export function openDatabase(location: string, directory = migrationsDirectory): SqlDatabase {
  const db = new Database(location);
  db.pragma('journal_mode = WAL');
  // Set, not left to the build: a commit is written to the WAL before its call returns, so an
  // answered write survives the process being killed; the WAL is synced only at checkpoints, so a
  // power cut or OS crash may lose the last answered writes (never the file's consistency), the
  // price of not syncing the disk at every comment (docs/data.md, Durability).
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Another process (a second CLI, a test) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  try {
    applyMigrations(db, directory);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** Applies, in version order, the migrations not yet recorded in schema_migrations; returns their names. */
export function applyMigrations(db: SqlDatabase, directory = migrationsDirectory): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Map(
    db
      .prepare<[], { version: number; name: string }>('SELECT version, name FROM schema_migrations')
      .all()
      .map((row) => [row.version, row.name]),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const appliedNow: string[] = [];
  for (const migration of readMigrations(directory)) {
    const recordedName = applied.get(migration.version);
    if (recordedName !== undefined) {
      if (recordedName !== migration.name) {
        throw new Error(
          `Migration ${migration.version} is recorded as '${recordedName}' but the file is '${migration.name}'; start over with --reset.`,
        );
      }
      continue;
    }
    const sql = readFileSync(migration.file, 'utf8');
    inTransaction(db, () => {
      db.exec(sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    });
    appliedNow.push(`${String(migration.version).padStart(3, '0')}_${migration.name}`);
  }
  return appliedNow;
}

function readMigrations(directory: string): Migration[] {
  const migrations: Migration[] = [];
  for (const entry of readdirSync(directory)) {
    const match = migrationFileName.exec(entry);
    if (!match?.[1] || !match[2]) continue;
    migrations.push({ version: Number(match[1]), name: match[2], file: `${directory}/${entry}` });
  }
  migrations.sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]?.version === migrations[i - 1]?.version) {
      throw new Error(`Two migrations share version ${migrations[i]?.version} in ${directory}`);
    }
  }
  return migrations;
}

/** Runs work in one transaction (a savepoint when already inside one); rolls back if it throws. */
export function inTransaction<T>(db: SqlDatabase, work: () => T): T {
  return db.transaction(work)();
}
