import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_DATABASE, openIndexedDbDeviceStore } from './indexeddb-device-store';
import { fromDeviceTable, toDeviceTable } from './device-table';

const scalar = fc.oneof(
  fc.string(),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('-', '2026-11-27', 'Audiencia'),
);

/** A long list of flat records of one shape: each field's values drawn from a few, or from many. */
const flatRecords = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 6 })
  .chain((fields) =>
    fc
      .tuple(
        fc.array(scalar, { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 500, max: 900 }),
        fc.array(fc.nat(), { minLength: fields.length * 900, maxLength: fields.length * 900 }),
      )
      .map(([pool, length, picks]) =>
        Array.from({ length }, (_, row) =>
          Object.fromEntries(
            fields.map((field, at) => [field, pool[(picks[row * fields.length + at] as number) % pool.length] ?? null]),
          ),
        ),
      ),
  );

describe('the device table: a long list of flat records, kept as columns', () => {
  it('gives back the same list, each object with the same fields in the same order', () => {
    fc.assert(
      fc.property(flatRecords, (items) => {
        const table = toDeviceTable(items);
        expect(table).not.toBeNull();
        const back = fromDeviceTable(table!);
        expect(back).toEqual(items);
        back.forEach((item, index) => expect(Object.keys(item)).toEqual(Object.keys(items[index] as object)));
      }),
      { numRuns: 30 },
    );
  });

  it('gives back texts that mostly differ, empty ones and any character included (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', maxLength: 12 }), { minLength: 500, maxLength: 700 }),
        (texts) => {
          const items = texts.map((texto, row) => ({ id: `${row}-${texto.length}`, texto }));
          const table = toDeviceTable(items)!;
          expect(table.columns[0]).toHaveProperty('joined');
          expect(fromDeviceTable(table)).toEqual(items);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('keeps values apart that a map would merge (-0 and 0) and NaN', () => {
    const items = Array.from({ length: 600 }, (_, row) => ({ n: row % 3 === 0 ? -0 : row % 3 === 1 ? 0 : Number.NaN }));
    const back = fromDeviceTable(toDeviceTable(items)!);
    back.forEach((item, row) => expect(Object.is(item['n'], items[row]?.n)).toBe(true));
  });

  it('stores repeated values once: a column of few values keeps a byte per row', () => {
    const items = Array.from({ length: 1000 }, (_, row) => ({
      id: String(row),
      tipo: row % 2 === 0 ? 'Presencial' : 'Virtual',
    }));
    const table = toDeviceTable(items)!;
    // Texts that mostly differ are one string and where each ends.
    expect(table.columns[0]).toMatchObject({ joined: items.map((item) => item.id).join('') });
    expect((table.columns[0] as { ends: unknown }).ends).toBeInstanceOf(Uint32Array);
    expect(table.columns[1]).toMatchObject({ distinct: ['Presencial', 'Virtual'] });
    expect((table.columns[1] as { rows: unknown }).rows).toBeInstanceOf(Uint8Array);
  });

  it('leaves anything else as it is: a short list, records with a date, a nested list or other fields, not a list', () => {
    const long = (make: (row: number) => unknown) => Array.from({ length: 600 }, (_, row) => make(row));
    expect(toDeviceTable(long((row) => ({ id: row })).slice(0, 499))).toBeNull();
    expect(toDeviceTable(long((row) => ({ id: row, fecha: new Date(2026, 0, 1) })))).toBeNull();
    expect(toDeviceTable(long((row) => ({ id: row, abogados: ['Ana'] })))).toBeNull();
    expect(toDeviceTable(long((row) => (row === 300 ? { id: row, extra: 1 } : { id: row })))).toBeNull();
    expect(toDeviceTable(long((row) => (row === 300 ? { otro: row } : { id: row })))).toBeNull();
    expect(toDeviceTable(long((row) => (row === 300 ? null : { id: row })))).toBeNull();
    expect(toDeviceTable({ id: 1 })).toBeNull();
  });

  it('is how the device store writes such a list, and reads it back as the list', async () => {
    const factory = new IDBFactory();
    const cache = openIndexedDbDeviceStore(factory);
    const agenda = Array.from({ length: 800 }, (_, row) => ({
      id: String(row),
      fecha_ini: `2026-11-${String((row % 28) + 1).padStart(2, '0')}`,
      startMinutes: row % 5 === 0 ? null : 600,
    }));
    await cache.put('ana', 'agenda', agenda);
    await expect(cache.get('ana', 'agenda')).resolves.toMatchObject({ value: agenda });

    // What IndexedDB holds is the table, not 800 objects.
    const stored = await new Promise<{ tabla?: boolean; value: unknown }>((resolve, reject) => {
      const opening = factory.open(DEVICE_DATABASE);
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const request = opening.result.transaction('registros').objectStore('registros').get(['ana', 'agenda']);
        request.onsuccess = () => resolve(request.result as { tabla?: boolean; value: unknown });
      };
    });
    expect(stored.tabla).toBe(true);
    expect(Array.isArray(stored.value)).toBe(false);
  });
});
