import type Database from 'better-sqlite3';

/** The account models a subscription follows, as the schema names them. */
export type AccountModel = 'User' | 'Billing' | 'Location';

/** One committed write of an account record, whoever made it (GraphQL, the seed, a hook). */
export interface AccountChange {
  readonly model: AccountModel;
  readonly kind: 'create' | 'update';
  /** The record as stored after the write, in the shape GraphQL shows it. */
  readonly record: { readonly id: string; readonly owner: string | null };
}

type Listener = (change: AccountChange) => void;

interface PendingChange {
  readonly model: AccountModel;
  readonly id: string;
  kind: 'create' | 'update';
  /** The record as this write left it, to tell a committed write from a rolled-back one. */
  written: string;
  readonly read: () => AccountChange['record'] | null;
}

interface Feed {
  readonly listeners: Set<Listener>;
  readonly pending: Map<string, PendingChange>;
  flushScheduled: boolean;
  /** Published changes still being handed to their listeners, oldest first. */
  readonly deliveries: Delivery[];
  delivering: boolean;
}

/** One published change and the listeners it is owed to (those registered when it was published). */
interface Delivery {
  readonly change: AccountChange;
  readonly listeners: readonly Listener[];
  next: number;
}

/**
 * Listeners called in one turn of the event loop before the rest wait for the next (setImmediate):
 * a write followed by thousands of subscriptions held the loop for 1.1 s, and everyone else's
 * calls waited up to 3.1 s. Each listener's work (its subscription's resolver,
 * the socket's send) runs as microtasks within its batch's turn.
 */
export const listenersPerTurn = 200;

/** One feed per database handle: each running emulator has its own. */
const feeds = new WeakMap<Database.Database, Feed>();

function feedOf(db: Database.Database): Feed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = { listeners: new Set(), pending: new Map(), flushScheduled: false, deliveries: [], delivering: false };
    feeds.set(db, feed);
  }
  return feed;
}

/** Calls `listener` after every committed write of an account record on `db`; answers how to stop. */
export function onAccountChange(db: Database.Database, listener: Listener): () => void {
  const { listeners } = feedOf(db);
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Notes a write of an account record, called by the store on every insert and update. Writes run
 * inside better-sqlite3 transactions, which are synchronous: the change is published on the next
 * microtask, once the transaction has ended, and only if the record still reads as the write left
 * it (a rolled-back write is never published). Several writes of one record in one transaction
 * publish once.
 */
export function accountWritten(
  db: Database.Database,
  model: AccountModel,
  kind: 'create' | 'update',
  id: string,
  read: () => AccountChange['record'] | null,
): void {
  const feed = feeds.get(db);
  if (!feed || feed.listeners.size === 0) return;
  const key = `${model}:${id}`;
  const written = JSON.stringify(read());
  const earlier = feed.pending.get(key);
  if (earlier) earlier.written = written;
  else feed.pending.set(key, { model, id, kind, written, read });
  scheduleFlush(db, feed);
}

function scheduleFlush(db: Database.Database, feed: Feed): void {
  if (feed.flushScheduled) return;
  feed.flushScheduled = true;
  queueMicrotask(() => flush(db, feed));
}

function flush(db: Database.Database, feed: Feed): void {
  feed.flushScheduled = false;
  // A transaction held open across awaits (none is today) would still be running: wait for it.
  if (db.inTransaction) {
    feed.flushScheduled = true;
    setImmediate(() => flush(db, feed));
    return;
  }
  const changes = [...feed.pending.values()];
  feed.pending.clear();
  for (const change of changes) {
    const record = change.read();
    if (!record || JSON.stringify(record) !== change.written) continue;
    feed.deliveries.push({
      change: { model: change.model, kind: change.kind, record },
      listeners: [...feed.listeners],
      next: 0,
    });
  }
  if (!feed.delivering) deliver(feed);
}

/**
 * Hands the published changes to their listeners, at most listenersPerTurn per turn of the event
 * loop, in the order they were published: one queue for all of them, so every listener still
 * receives a record's writes in order. A listener removed meanwhile (a stopped subscription) is skipped.
 */
function deliver(feed: Feed): void {
  feed.delivering = true;
  let budget = listenersPerTurn;
  while (budget > 0) {
    const delivery = feed.deliveries[0];
    if (!delivery) break;
    while (budget > 0 && delivery.next < delivery.listeners.length) {
      const listener = delivery.listeners[delivery.next++];
      budget--;
      if (!listener || !feed.listeners.has(listener)) continue;
      try {
        listener(delivery.change);
      } catch (error) {
        // One subscriber's failure must not keep the others from their events.
        console.error('[emulator] an account change listener failed', error);
      }
    }
    if (delivery.next >= delivery.listeners.length) feed.deliveries.shift();
  }
  if (feed.deliveries.length > 0) setImmediate(() => deliver(feed));
  else feed.delivering = false;
}
