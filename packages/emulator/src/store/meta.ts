import type { SqlDatabase } from './database';

/** Facts about a data directory, kept in emulator_meta. */

/** How a seeded client signs in. */
export interface DemoAccount {
  readonly email: string;
  readonly password: string;
}

/** The seed's clients: the demo, and a second one whose data the demo must never see. */
export interface SeededAccounts<Account = DemoAccount | null> {
  readonly demo: Account;
  readonly other: Account;
}

const accountKeys: SeededAccounts<string> = { demo: 'demo-account', other: 'other-account' };

/**
 * The seeded accounts, remembered so every start can print them (they are published, not user
 * secrets). An account is null when the database was not seeded, or, for `other`, was seeded
 * before the second account was remembered.
 */
export function readSeededAccounts(db: SqlDatabase): SeededAccounts {
  const read = (key: string) => {
    const row = db.prepare<[string], { value: string }>('SELECT value FROM emulator_meta WHERE key = ?').get(key);
    return row ? (JSON.parse(row.value) as DemoAccount) : null;
  };
  return { demo: read(accountKeys.demo), other: read(accountKeys.other) };
}

export function writeSeededAccounts(db: SqlDatabase, accounts: SeededAccounts<DemoAccount>): void {
  const write = db.prepare('INSERT OR REPLACE INTO emulator_meta (key, value) VALUES (?, ?)');
  for (const role of ['demo', 'other'] as const) {
    const { email, password } = accounts[role];
    write.run(accountKeys[role], JSON.stringify({ email, password }));
  }
}
