import { afterEach, describe, expect, it, vi } from 'vitest';
import { RandomIdGenerator } from './create-adapters';

describe('RandomIdGenerator', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers v4 UUIDs where the platform has randomUUID', () => {
    const ids = new RandomIdGenerator();
    expect(ids.next()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('answers 32 random hex digits, different each time, where randomUUID is missing (plain http from another host)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    const ids = new RandomIdGenerator();

    const first = ids.next();
    const second = ids.next();

    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(first).not.toBe(second);
  });
});
