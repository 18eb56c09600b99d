import type { SqlDatabase } from './database';

/** Facts about a data directory, kept in emulator_meta. */
export interface DemoAccount {
  readonly email: string;
  readonly password: string;
}

const demoAccountKey = 'demo-account';

/** The seeded demo account, remembered so every start can print it (it is published, not a user secret). */
export function readDemoAccount(db: SqlDatabase): DemoAccount | null {
  const row = db.prepare<[string], { value: string }>('SELECT value FROM emulator_meta WHERE key = ?').get(demoAccountKey);
  return row ? (JSON.parse(row.value) as DemoAccount) : null;
}

export function writeDemoAccount(db: SqlDatabase, account: DemoAccount): void {
  db.prepare('INSERT OR REPLACE INTO emulator_meta (key, value) VALUES (?, ?)').run(
    demoAccountKey,
    JSON.stringify({ email: account.email, password: account.password }),
  );
}
