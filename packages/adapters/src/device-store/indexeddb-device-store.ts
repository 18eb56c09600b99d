import type { AccountCopy, DeviceCopy, DeviceStore } from '@justiciable/core';
import { fromDeviceTable, toDeviceTable, type DeviceTable } from './device-table';

/**
 * Core's DeviceStore in the browser's IndexedDB: what the signed-in client has read, kept on this
 * device so the next visit shows it at once and a visited screen reads offline. One database, one
 * record per user and key, holding the value as the use-case answered it (structured-cloned: dates
 * stay dates) and when it was saved. Only this module touches it. Any failure of IndexedDB (none in
 * this browser, a private window that refuses it, a full disk) reads as no copy and writes nothing:
 * a page never breaks for want of its copy.
 */

export const DEVICE_DATABASE = 'justiciable-datos';
const RECORDS = 'registros';
/** The index of records by key alone: the session kept is found before its user is known. */
const BY_KEY = 'por-clave';
const VERSION = 1;

interface DeviceRecord {
  readonly userId: string;
  readonly key: string;
  /** The value, or the table it was written as (device-table.ts) when `tabla` says so. */
  readonly value: unknown;
  readonly tabla?: true;
  readonly savedAt: Date;
}

/** A record's value as it was given to write. */
function valueOf(record: DeviceRecord): unknown {
  return record.tabla === true ? fromDeviceTable(record.value as DeviceTable) : record.value;
}

/**
 * The browser's `indexedDB` (or fake-indexeddb's in Node), named by the one method the store calls
 * rather than by the DOM library's IDBFactory: a script compiled without that library still
 * type-checks against the adapters' declarations.
 */
export interface IndexedDbFactory {
  open(name: string, version?: number): object;
}

/**
 * The device's store in `factory` (the browser's indexedDB; none where there is none, as when
 * prerendering). The database opens on first use, once.
 */
export function openIndexedDbDeviceStore(factory: IndexedDbFactory | null = globalThis.indexedDB ?? null): DeviceStore {
  let opening: Promise<IDBDatabase | null> | null = null;
  // Only the browser's IndexedDB (or a faithful copy of it) is ever passed: the narrow type above
  // is for the declarations alone.
  const database = () => (opening ??= factory === null ? Promise.resolve(null) : openDatabase(factory as IDBFactory));

  /** Runs `work` in one transaction; resolves with its answer once committed, or with `fallback` on any failure. */
  async function inTransaction<R>(
    mode: IDBTransactionMode,
    fallback: R,
    work: (records: IDBObjectStore) => IDBRequest | void,
  ): Promise<R> {
    const db = await database();
    if (db === null) return fallback;
    return new Promise<R>((resolve) => {
      try {
        const transaction = db.transaction(RECORDS, mode);
        const request = work(transaction.objectStore(RECORDS));
        transaction.oncomplete = () => resolve(request ? (request.result as R) : fallback);
        transaction.onerror = () => resolve(fallback);
        transaction.onabort = () => resolve(fallback);
      } catch {
        resolve(fallback);
      }
    });
  }

  return {
    async get<T>(userId: string, key: string): Promise<DeviceCopy<T> | null> {
      const record = await inTransaction<DeviceRecord | undefined>('readonly', undefined, (records) =>
        records.get([userId, key]),
      );
      return record === undefined ? null : { value: valueOf(record) as T, savedAt: record.savedAt };
    },
    async getEveryAccount<T>(key: string): Promise<readonly AccountCopy<T>[]> {
      const found = await inTransaction<DeviceRecord[]>('readonly', [], (records) => records.index(BY_KEY).getAll(key));
      return found.map((record) => ({ userId: record.userId, value: valueOf(record) as T, savedAt: record.savedAt }));
    },
    put: (userId, key, value) => {
      const table = toDeviceTable(value);
      const record: DeviceRecord =
        table === null
          ? { userId, key, value, savedAt: new Date() }
          : { userId, key, value: table, tabla: true, savedAt: new Date() };
      return inTransaction('readwrite', undefined, (records) => {
        records.put(record);
      });
    },
    // Keys are [userId, key]: an array sorts after every string, so [userId, []] bounds one user's records.
    deleteAccount: (userId) =>
      inTransaction('readwrite', undefined, (records) => {
        records.delete(IDBKeyRange.bound([userId], [userId, []]));
      }),
    deleteAllBut: (userId) =>
      inTransaction('readwrite', undefined, (records) => {
        records.delete(IDBKeyRange.upperBound([userId], true));
        records.delete(IDBKeyRange.lowerBound([userId, []], true));
      }),
    clear: () =>
      inTransaction('readwrite', undefined, (records) => {
        records.clear();
      }),
  };
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      const request = factory.open(DEVICE_DATABASE, VERSION);
      request.onupgradeneeded = () => {
        const records = request.result.createObjectStore(RECORDS, { keyPath: ['userId', 'key'] });
        records.createIndex(BY_KEY, 'key');
      };
      request.onsuccess = () => {
        const db = request.result;
        // Another tab of a newer build wants to upgrade: let it, and go on without a copy here.
        db.onversionchange = () => db.close();
        resolve(db);
      };
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}
