import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describeDeviceStoreContract } from '@justiciable/core/contracts';
import { describe, expect, it } from 'vitest';
import { openIndexedDbDeviceStore } from './indexeddb-device-store';

describeDeviceStoreContract('IndexedDbDeviceStore', async () => ({
  subject: openIndexedDbDeviceStore(new IDBFactory()),
}));

describe('the device store in IndexedDB', () => {
  it('keeps nothing, and breaks nothing, where IndexedDB is missing or refuses to open', async () => {
    const refusing = new IDBFactory();
    refusing.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
    for (const store of [openIndexedDbDeviceStore(null), openIndexedDbDeviceStore(refusing)]) {
      await expect(store.put('ana', 'asuntos', [])).resolves.toBeUndefined();
      await expect(store.get('ana', 'asuntos')).resolves.toBeNull();
      await expect(store.getEveryAccount('sesion')).resolves.toEqual([]);
      await expect(store.deleteAccount('ana')).resolves.toBeUndefined();
    }
  });

  it('writes nothing it cannot clone, and goes on', async () => {
    const store = openIndexedDbDeviceStore(new IDBFactory());
    await store.put('ana', 'asuntos', { notCloneable: () => undefined });
    await expect(store.get('ana', 'asuntos')).resolves.toBeNull();
    await store.put('ana', 'asuntos', ['ok']);
    await expect(store.get('ana', 'asuntos')).resolves.toMatchObject({ value: ['ok'] });
  });
});
