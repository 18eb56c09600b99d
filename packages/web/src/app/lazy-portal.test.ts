import { createPortal, type Portal } from '@justiciable/core';
import { createInMemoryPorts } from '@justiciable/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { lazyPortal } from './lazy-portal';

/** A lazy portal over core's fakes, counting how many times the adapters' chunk would be loaded. */
function countedLazyPortal(stored: { session: boolean }) {
  const real = createPortal(createInMemoryPorts());
  const load = vi.fn(() => Promise.resolve(real));
  return { load, ...lazyPortal(load, () => stored.session) };
}

describe('the lazily loaded portal', () => {
  it('answers the guards’ session checks without loading the adapters while no session is stored', async () => {
    const { portal, load } = countedLazyPortal({ session: false });

    const loaded = await portal.loadSession();
    const resumed = await portal.resumeSession({ known: null, revalidate: false });

    expect(loaded.ok ? null : loaded.error.kind).toBe('unauthenticated');
    expect(resumed.ok ? null : resumed.error.kind).toBe('unauthenticated');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the adapters once, for the first use-case that needs them, and runs it', async () => {
    const { portal, load } = countedLazyPortal({ session: false });

    const first = await portal.signOut();
    await portal.signOut();

    expect(first).toHaveProperty('ok');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks the real use-case once a session is stored', async () => {
    const stored = { session: true };
    const { portal, load } = countedLazyPortal(stored);

    await portal.resumeSession({ known: null, revalidate: false });

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a call whose adapters cannot be fetched as a network failure, and fetches them again at the next call', async () => {
    const real = createPortal(createInMemoryPorts());
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real);
    const { portal } = lazyPortal(load, () => true);

    const offline = await portal.loadSession();
    const online = await portal.loadSession();

    expect(offline).toMatchObject({ ok: false, error: { kind: 'unavailable', transport: 'network' } });
    expect(online).toMatchObject({ ok: false, error: { kind: 'unauthenticated' } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads ahead of use when told to, and is no thenable', async () => {
    const { portal, load, preload } = countedLazyPortal({ session: false });

    preload();
    preload();

    expect(load).toHaveBeenCalledTimes(1);
    expect((portal as Portal & { then?: unknown }).then).toBeUndefined();
  });
});
