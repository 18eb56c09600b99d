import { describe, expect, it } from 'vitest';
import { describeDeviceStoreContract } from './device-store-contract';
import { FixedClock } from './fixed-clock';
import { InMemoryDeviceStore } from './in-memory-device-store';

describeDeviceStoreContract('InMemoryDeviceStore', async () => ({ subject: new InMemoryDeviceStore() }));

describe('InMemoryDeviceStore', () => {
  it("saves each copy at its clock's time", async () => {
    const clock = new FixedClock('2026-11-27T12:00:00.000Z');
    const store = new InMemoryDeviceStore(clock);
    await store.put('ana', 'asuntos', []);
    clock.advance(60_000);
    await store.put('ana', 'agenda', []);
    expect((await store.get('ana', 'asuntos'))?.savedAt.toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect((await store.get('ana', 'agenda'))?.savedAt.toISOString()).toBe('2026-11-27T12:01:00.000Z');
  });
});
