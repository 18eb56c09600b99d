import type { AccountCopy, DeviceCopy, DeviceStore } from '../session/device-store';
import type { Clock } from '../shared/clock';

/** Node and every browser have it; core's type libraries (neither the DOM's nor Node's) do not name it. */
declare const structuredClone: <T>(value: T) => T;

interface Kept {
  readonly value: unknown;
  readonly savedAt: Date;
}

/**
 * The device's copies in memory, for tests and scripts. Values are cloned in and out as a
 * browser's storage does (structured clone), so a caller that changes what it kept or read changes
 * nothing kept: the same surprises, none of IndexedDB's.
 */
export class InMemoryDeviceStore implements DeviceStore {
  private readonly accounts = new Map<string, Map<string, Kept>>();

  constructor(private readonly clock: Pick<Clock, 'now'> = { now: () => new Date() }) {}

  async get<T>(userId: string, key: string): Promise<DeviceCopy<T> | null> {
    const kept = this.accounts.get(userId)?.get(key);
    return kept === undefined ? null : (structuredClone(kept) as DeviceCopy<T>);
  }

  async getEveryAccount<T>(key: string): Promise<readonly AccountCopy<T>[]> {
    const found: AccountCopy<T>[] = [];
    for (const [userId, copies] of this.accounts) {
      const kept = copies.get(key);
      if (kept !== undefined) found.push({ userId, ...(structuredClone(kept) as DeviceCopy<T>) });
    }
    return found;
  }

  async put(userId: string, key: string, value: unknown): Promise<void> {
    const copies = this.accounts.get(userId) ?? new Map<string, Kept>();
    copies.set(key, { value: structuredClone(value), savedAt: this.clock.now() });
    this.accounts.set(userId, copies);
  }

  async deleteAccount(userId: string): Promise<void> {
    this.accounts.delete(userId);
  }

  async deleteAllBut(userId: string): Promise<void> {
    for (const other of [...this.accounts.keys()]) if (other !== userId) this.accounts.delete(other);
  }

  async clear(): Promise<void> {
    this.accounts.clear();
  }
}
