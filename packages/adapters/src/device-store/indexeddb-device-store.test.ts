import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openDeviceCache } from './device-cache';

describe('the device cache (IndexedDB)', () => {
  it('keeps a value per user and key, dates as dates, with when it was saved', async () => {
    const cache = openDeviceCache(new IDBFactory());
    const before = Date.now();
    await cache.write('ana', 'asuntos', [{ id: '1', fecha: new Date(2026, 10, 27) }]);
    const saved = await cache.read<{ id: string; fecha: Date }[]>('ana', 'asuntos');
    expect(saved?.value).toEqual([{ id: '1', fecha: new Date(2026, 10, 27) }]);
    expect(saved?.value[0]?.fecha).toBeInstanceOf(Date);
    expect(saved?.savedAt.getTime()).toBeGreaterThanOrEqual(before);
    await expect(cache.read('beto', 'asuntos')).resolves.toBeNull();
    await expect(cache.read('ana', 'agenda')).resolves.toBeNull();
  });

  it("deletes one user's records, or every other user's, or all", async () => {
    const cache = openDeviceCache(new IDBFactory());
    for (const user of ['ana', 'ana-maria', 'beto', 'zoe']) {
      await cache.write(user, 'asuntos', user);
      await cache.write(user, 'sesion', user);
    }
    await cache.deleteUser('ana');
    await expect(cache.read('ana', 'asuntos')).resolves.toBeNull();
    await expect(cache.read('ana', 'sesion')).resolves.toBeNull();
    // A user id that starts with another's is another user.
    await expect(cache.read('ana-maria', 'asuntos')).resolves.toMatchObject({ value: 'ana-maria' });

    await cache.deleteAllBut('beto');
    expect((await cache.readEveryUser('sesion')).map((kept) => kept.userId)).toEqual(['beto']);
    await expect(cache.read('beto', 'asuntos')).resolves.toMatchObject({ value: 'beto' });

    await cache.deleteAll();
    await expect(cache.readEveryUser('sesion')).resolves.toEqual([]);
  });

  it('is no cache, and breaks nothing, where IndexedDB is missing or refuses to open', async () => {
    const refusing = new IDBFactory();
    refusing.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
    for (const cache of [openDeviceCache(null), openDeviceCache(refusing)]) {
      await expect(cache.write('ana', 'asuntos', [])).resolves.toBeUndefined();
      await expect(cache.read('ana', 'asuntos')).resolves.toBeNull();
      await expect(cache.readEveryUser('sesion')).resolves.toEqual([]);
      await expect(cache.deleteUser('ana')).resolves.toBeUndefined();
    }
  });

  it('writes nothing it cannot clone, and goes on', async () => {
    const cache = openDeviceCache(new IDBFactory());
    await cache.write('ana', 'asuntos', { notCloneable: () => undefined });
    await expect(cache.read('ana', 'asuntos')).resolves.toBeNull();
    await cache.write('ana', 'asuntos', ['ok']);
    await expect(cache.read('ana', 'asuntos')).resolves.toMatchObject({ value: ['ok'] });
  });
});
