/**
 * The device's copies of what a signed-in client read, kept across visits so the next visit shows
 * them at once and a screen already visited reads offline. One copy per account and key, held as
 * the use-case answered it (dates stay dates) with when it was saved. The web keeps them in
 * IndexedDB (the adapters' `openIndexedDbDeviceStore`); a script or a test keeps them in memory.
 *
 * A store that cannot keep anything (a private window that refuses storage, a full disk) answers
 * no copy and writes nothing: a page never breaks for want of its copy.
 */
export interface DeviceStore {
  /** The copy of `key` kept for `userId`; null when none. */
  get<T>(userId: string, key: string): Promise<DeviceCopy<T> | null>;
  /** Every account's copy of `key` (normally one: signing in deletes the others). */
  getEveryAccount<T>(key: string): Promise<readonly AccountCopy<T>[]>;
  /** Keeps `value` as the copy of `key` for `userId`, replacing the one kept before, saved now. */
  put(userId: string, key: string, value: unknown): Promise<void>;
  /** Deletes every copy kept for `userId`: their session ended on this device. */
  deleteAccount(userId: string): Promise<void>;
  /** Deletes every other account's copies: `userId` signed in, and nothing is left of anyone before. */
  deleteAllBut(userId: string): Promise<void>;
  /** Deletes every copy of every account. */
  clear(): Promise<void>;
}

/** A value kept on the device, and when it was saved. */
export interface DeviceCopy<T> {
  readonly value: T;
  readonly savedAt: Date;
}

/** A copy, with the account it was kept for. */
export interface AccountCopy<T> extends DeviceCopy<T> {
  readonly userId: string;
}
