import { createPortal, sessionMessages, type Portal } from '@justiciable/core';
import { startEmulator, type RunningEmulator } from '@justiciable/emulator';
import { ConsoleLogger } from '@aws-amplify/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorConfig } from '../config-sources';
import { createAdapters, type AdapterPorts } from '../create-adapters';

/*
 * Two portals in one process, as a script that works for two clients would make them. Amplify
 * keeps one session per process, so the second portal may not sign in while the first holds it,
 * and never reads the first one's client as its own (it once did, silently).
 */

ConsoleLogger.LOG_LEVEL = 'ERROR';

let emulator: RunningEmulator;
let demo: { readonly email: string; readonly password: string };
let other: { readonly email: string; readonly password: string };

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'demo', rateLimits: 'off' });
  if (emulator.demo === null || emulator.other === null)
    throw new Error('The emulator seeded no demo account, or no second client');
  ({ demo, other } = emulator);
});
afterAll(() => emulator.close());

async function twoPortals(): Promise<
  [{ portal: Portal; ports: AdapterPorts }, { portal: Portal; ports: AdapterPorts }]
> {
  const config = await emulatorConfig(emulator.url, { readRetries: 0 });
  const first = createAdapters(config);
  const second = createAdapters(config);
  return [
    { portal: createPortal(first), ports: first },
    { portal: createPortal(second), ports: second },
  ];
}

async function signedInEmail(portal: Portal): Promise<string | null> {
  const session = await portal.loadSession();
  return session.ok ? session.value.client.email : null;
}

describe('two portals (two createAdapters) in one process', () => {
  it("refuses the second one's sign-in while the first holds the session, and the second never reads the first one's client", async () => {
    const [first, second] = await twoPortals();
    expect(await first.portal.signIn(demo)).toMatchObject({ ok: true });

    const refused = await second.portal.signIn(other);
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'forbidden',
        message: sessionMessages.heldByAnotherPortal,
        detail: expect.stringContaining('Amplify keeps one session per process'),
      },
    });
    // Neither the refusal nor the second portal's reads touched the first one's session.
    expect(await signedInEmail(second.portal)).toBeNull();
    expect(await second.portal.loadSession()).toMatchObject({ ok: false, error: { kind: 'unauthenticated' } });
    expect(await second.ports.identity.accessToken()).toEqual({ ok: true, value: null });
    expect(await second.ports.identity.credentials()).toMatchObject({ ok: false, error: { kind: 'unauthenticated' } });
    expect(await second.portal.signOut()).toEqual({ ok: true, value: { endedAtProvider: true } });
    expect(await signedInEmail(first.portal)).toBe(demo.email);

    // Once the first signs out, the second may sign in, and the first then reads as signed out.
    expect(await first.portal.signOut()).toMatchObject({ ok: true });
    expect(await second.portal.signIn(other)).toMatchObject({ ok: true });
    expect(await signedInEmail(second.portal)).toBe(other.email);
    expect(await signedInEmail(first.portal)).toBeNull();
    expect(await first.portal.signIn(demo)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await second.portal.signOut()).toMatchObject({ ok: true });
  }, 30_000);

  it('lets the portal that holds the session switch accounts itself', async () => {
    const [first, second] = await twoPortals();
    expect(await first.portal.signIn(demo)).toMatchObject({ ok: true });
    expect(await first.portal.signIn(other)).toMatchObject({ ok: true });
    expect(await signedInEmail(first.portal)).toBe(other.email);
    expect(await second.portal.signIn(demo)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await first.portal.signOut()).toMatchObject({ ok: true });
  }, 30_000);
});
