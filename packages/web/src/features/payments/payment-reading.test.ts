import type { CasePayments, PaymentReadRequest } from '@justiciable/core';
import { aCase } from '@justiciable/core/testing';
import { describe, expect, it } from 'vitest';
import { PaymentReading, type ReadingSignals } from './payment-reading';

/** Signals the test sets, and tells the reading of. */
function signals() {
  let changed: () => void = () => undefined;
  const state = { shown: true, online: true, watching: false };
  const fake: ReadingSignals = {
    isShown: () => state.shown,
    isOnline: () => state.online,
    watch: (listener) => {
      changed = listener;
      state.watching = true;
      return () => {
        state.watching = false;
      };
    },
  };
  return { fake, state, change: () => changed() };
}

const flush = async () => {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
};

/** A portal whose readPayments reads `count` cases, each after whenReady, and says how many it read. */
function portalReading(count: number) {
  const seen = { read: 0 };
  const portal = {
    readPayments: async (request: PaymentReadRequest) => {
      const known: CasePayments[] = [];
      for (let index = 0; index < count; index++) {
        await request.whenReady?.();
        seen.read += 1;
        const read = { caseId: String(index), pago: 0, readAt: 0, payments: [] };
        known.push(read);
        request.onRead?.(read, { phase: 'history', done: index + 1, total: count });
      }
      return { ok: true as const, value: { cases: request.cases ?? [], known, complete: true } };
    },
  };
  return { portal, seen };
}

describe('PaymentReading', () => {
  it('reads only while a page shows it, the tab is shown and the browser online; what it read is kept on the device', async () => {
    const { portal, seen } = portalReading(3);
    const { fake, state, change } = signals();
    const kept: (readonly CasePayments[])[] = [];
    const reading = new PaymentReading(
      { portal: portal as never, client: { id: 'c1' } as never, keep: (known) => kept.push(known), signals: fake },
      [],
    );

    reading.start([aCase({ id: '0' })]);
    await flush();
    // No page shows it yet.
    expect(seen.read).toBe(0);

    state.shown = false;
    const leave = reading.view();
    await flush();
    expect(seen.read).toBe(0);
    expect(state.watching).toBe(true);

    state.shown = true;
    state.online = false;
    change();
    await flush();
    expect(seen.read).toBe(0);

    state.online = true;
    change();
    await flush();
    expect(seen.read).toBe(3);
    expect(state.watching).toBe(false);
    expect(reading.getState()).toMatchObject({ done: true, failure: null, progress: null });
    expect(kept.at(-1)?.map((read) => read.caseId)).toEqual(['0', '1', '2']);
    leave();
  });
});
