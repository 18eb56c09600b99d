import { beforeEach, describe, expect, it } from 'vitest';
import type { DeviceStore } from '../session/device-store';

/** What a DeviceStore contract run needs; the factory builds an empty store before every test. */
export interface DeviceStoreWorld {
  readonly subject: DeviceStore;
}

/** A long list of flat records, as the agenda's entries are: a store may keep such a list in a form of its own. */
function longFlatList(length: number) {
  return Array.from({ length }, (_, at) => ({
    id: String(at),
    titulo: at % 3 === 0 ? 'Audiencia' : `Reunión ${at}`,
    minutos: at % 60,
    confirmada: at % 2 === 0,
    nota: null,
  }));
}

/**
 * The device's copies (what the next visit shows at once, and a visited screen offline): one per
 * account and key, read back as written (dates as dates), with when it was saved; nothing of one
 * account reaches another, and what is deleted stays deleted.
 */
export function describeDeviceStoreContract(name: string, factory: () => Promise<DeviceStoreWorld>): void {
  describe(`${name} honours the DeviceStore contract`, () => {
    let subject: DeviceStore;

    beforeEach(async () => {
      subject = (await factory()).subject;
    });

    it('keeps a value per account and key, dates as dates, with when it was saved', async () => {
      const before = Date.now();
      await subject.put('ana', 'asuntos', [{ id: '1', fecha: new Date(2026, 10, 27) }]);
      const copy = await subject.get<{ id: string; fecha: Date }[]>('ana', 'asuntos');
      expect(copy?.value).toEqual([{ id: '1', fecha: new Date(2026, 10, 27) }]);
      expect(copy?.value[0]?.fecha).toBeInstanceOf(Date);
      expect(copy?.savedAt).toBeInstanceOf(Date);
      expect(copy?.savedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
      await expect(subject.get('beto', 'asuntos')).resolves.toBeNull();
      await expect(subject.get('ana', 'agenda')).resolves.toBeNull();
    });

    it('replaces a copy with the one put after it', async () => {
      await subject.put('ana', 'asuntos', ['antes']);
      await subject.put('ana', 'asuntos', ['después']);
      await expect(subject.get('ana', 'asuntos')).resolves.toMatchObject({ value: ['después'] });
      expect(await subject.getEveryAccount('asuntos')).toHaveLength(1);
    });

    it('keeps what was put as it was then: changing the value afterwards changes no copy', async () => {
      const cases = [{ id: '1', titulo: 'Sucesión Gómez' }];
      await subject.put('ana', 'asuntos', cases);
      (cases[0] as { titulo: string }).titulo = 'Otro';
      await expect(subject.get('ana', 'asuntos')).resolves.toMatchObject({
        value: [{ id: '1', titulo: 'Sucesión Gómez' }],
      });
    });

    it('reads back a long list of flat records as it was written', async () => {
      const entries = longFlatList(1_200);
      await subject.put('ana', 'agenda', entries);
      const copy = await subject.get<typeof entries>('ana', 'agenda');
      expect(copy?.value).toEqual(entries);
    });

    it("answers every account's copy of a key, each with its account", async () => {
      await subject.put('ana', 'sesion', 'de ana');
      await subject.put('beto', 'sesion', 'de beto');
      await subject.put('beto', 'asuntos', ['de beto']);
      const copies = await subject.getEveryAccount<string>('sesion');
      expect(
        copies.map(({ userId, value }) => ({ userId, value })).sort((a, b) => a.userId.localeCompare(b.userId)),
      ).toEqual([
        { userId: 'ana', value: 'de ana' },
        { userId: 'beto', value: 'de beto' },
      ]);
      await expect(subject.getEveryAccount('agenda')).resolves.toEqual([]);
    });

    it("deletes one account's copies, or every other account's, or all", async () => {
      for (const account of ['ana', 'ana-maria', 'beto', 'zoe']) {
        await subject.put(account, 'asuntos', account);
        await subject.put(account, 'sesion', account);
      }
      await subject.deleteAccount('ana');
      await expect(subject.get('ana', 'asuntos')).resolves.toBeNull();
      await expect(subject.get('ana', 'sesion')).resolves.toBeNull();
      // An account id that starts with another's is another account.
      await expect(subject.get('ana-maria', 'asuntos')).resolves.toMatchObject({ value: 'ana-maria' });

      await subject.deleteAllBut('beto');
      expect((await subject.getEveryAccount('sesion')).map((copy) => copy.userId)).toEqual(['beto']);
      await expect(subject.get('beto', 'asuntos')).resolves.toMatchObject({ value: 'beto' });

      await subject.clear();
      await expect(subject.getEveryAccount('sesion')).resolves.toEqual([]);
      await expect(subject.get('beto', 'asuntos')).resolves.toBeNull();
    });
  });
}
