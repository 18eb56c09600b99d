import type {
  ConfirmedUser,
  EmulatorContext,
  EmulatorHooks,
  EmulatorSettings,
  Outbox,
  OutboxEntry,
  Principal,
} from './context';
import type { TokenService } from './cognito/tokens';
import { findCredentials } from './identity/credentials';
import type { SqlDatabase } from './store/database';

export interface ContextParts {
  readonly db: SqlDatabase;
  readonly filesDir: string;
  readonly settings: EmulatorSettings;
  readonly tokens: TokenService;
  readonly baseUrl: () => string;
}

export function createContext(parts: ContextParts): EmulatorContext {
  const { db, tokens } = parts;
  return {
    db,
    filesDir: parts.filesDir,
    settings: parts.settings,
    baseUrl: parts.baseUrl,
    outbox: createSqlOutbox(db),
    hooks: createHooks(),
    async verifyAccessToken(authorization): Promise<Principal | null> {
      const token = authorization?.replace(/^Bearer\s+/i, '').trim();
      if (!token) return null;
      const check = await tokens.verify(token, 'access');
      if (!check.ok) return null;
      return { sub: check.user.sub, email: check.user.email, username: check.user.sub };
    },
    findCredentials: (accessKeyId) => findCredentials(db, accessKeyId),
  };
}

interface OutboxRow {
  id: number;
  kind: OutboxEntry['kind'];
  recipient: string;
  subject: string;
  body: string;
  data: string;
  created_at: string;
}

function toEntry(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    data: JSON.parse(row.data) as Record<string, unknown>,
    createdAt: row.created_at,
  };
}

/** The outbox persisted in SQL; list() answers newest first. */
function createSqlOutbox(db: SqlDatabase): Outbox {
  const insert = db.prepare<[string, string, string, string, string, string]>(
    'INSERT INTO outbox (kind, recipient, subject, body, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const byId = db.prepare<[number | bigint], OutboxRow>('SELECT * FROM outbox WHERE id = ?');
  const newestFirst = db.prepare<[], OutboxRow>('SELECT * FROM outbox ORDER BY id DESC');
  return {
    add(entry) {
      const { lastInsertRowid } = insert.run(
        entry.kind,
        entry.to,
        entry.subject,
        entry.body,
        JSON.stringify(entry.data),
        new Date().toISOString(),
      );
      const row = byId.get(lastInsertRowid);
      if (!row) throw new Error(`Outbox entry ${lastInsertRowid} vanished right after being added`);
      return toEntry(row);
    },
    list: () => newestFirst.all().map(toEntry),
  };
}

/** Listeners run synchronously, inside the caller's transaction, like a pool trigger that must succeed. */
function createHooks(): EmulatorHooks {
  const confirmedListeners: ((user: ConfirmedUser) => void)[] = [];
  const deletedListeners: ((sub: string) => void)[] = [];
  return {
    onUserConfirmed: (listener) => void confirmedListeners.push(listener),
    userConfirmed: (user) => confirmedListeners.forEach((listener) => listener(user)),
    onUserDeleted: (listener) => void deletedListeners.push(listener),
    userDeleted: (sub) => deletedListeners.forEach((listener) => listener(sub)),
  };
}
