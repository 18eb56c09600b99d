import { createPortal } from '@justiciable/core';
import { expectOk } from '@justiciable/core/contracts';
import { startEmulator, type RunningEmulator } from '@justiciable/emulator';
import { ConsoleLogger } from '@aws-amplify/core';
import { ofetch } from 'ofetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emulatorConfig } from '../config-sources';
import { createAdapters } from '../create-adapters';
import type { PortalConfigInput } from '../portal-config';

/*
 * The whole account page of the portal (SPEC §4) through core's use-cases on the real adapters,
 * against an emulator started here, watching every GraphQL request on the way out. The
 * public API key, which ships inside the web app, must not be what writes a user's profile, billing and location.
 */

// Amplify warns at every configuration that the emulator's endpoints are not AWS's; they are meant not to be.
ConsoleLogger.LOG_LEVEL = 'ERROR';

interface GraphqlRequest {
  /** The operation's name in its document: CreateBilling, UpdateUser… */
  readonly operation: string;
  readonly credential: 'apiKey' | 'userPool' | 'none';
}

let emulator: RunningEmulator | null = null;
afterEach(async () => {
  vi.restoreAllMocks();
  await emulator?.close();
  emulator = null;
});

/** Records the GraphQL requests the adapters send to `endpoint`, passing every request on unchanged. */
function watchGraphql(endpoint: string): GraphqlRequest[] {
  const seen: GraphqlRequest[] = [];
  const send = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url === endpoint) {
      const { query } = (await request.clone().json()) as { query: string };
      const credential = request.headers.has('x-api-key')
        ? 'apiKey'
        : request.headers.has('authorization')
          ? 'userPool'
          : 'none';
      seen.push({ operation: /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? query, credential });
    }
    return send(request);
  });
  return seen;
}

/**
 * Registers a new client through the portal (its confirmation code from the emulator's outbox),
 * then saves profile, billing (created, then updated in place) and location, reads them back and
 * deletes the account, each step through a use-case. Answers the owners the emulator stored.
 */
async function runAccountPage(running: RunningEmulator, accountWritesAuth: PortalConfigInput['accountWritesAuth']) {
  const config = await emulatorConfig(running.url, { readRetries: 0, accountWritesAuth });
  const seen = watchGraphql(config.graphqlEndpoint);
  const portal = createPortal(createAdapters(config));
  const email = `cuenta.${accountWritesAuth}.${Date.now()}@justiciable.test`;
  const password = 'clave-segura-1!';

  const registered = expectOk(
    await portal.registerClient({ name: 'Ana Pérez', email, password, phone: '+54 9 351 555-0199' }),
  );
  const outbox = await ofetch<{ kind: string; to: string; data: { code?: string } }[]>(
    `${running.url}/__emulator/outbox.json`,
  );
  const code = outbox.find((entry) => entry.kind === 'confirmation-code' && entry.to === email)?.data.code ?? '';
  const confirmed = expectOk(await portal.confirmRegistration({ email, code }));
  if (!confirmed.signedIn) expectOk(await portal.signIn({ email, password }));

  const loaded = expectOk(await portal.loadSession());
  expect(loaded.user).toMatchObject({ user: { name: 'Ana Pérez' }, billingInfo: null, location: null });
  const named = expectOk(
    await portal.saveProfile({ current: loaded.user, changes: { name: 'Julia Ríos', phone: '+5493515550198' } }),
  );
  const billed = expectOk(
    await portal.saveBilling({
      current: named,
      billing: { billingCompanyName: 'Ríos SRL', taxId: 27314567892, billingTaxCondition: 'Consumidor Final' },
    }),
  );
  const billingId = billed.billingInfo?.id;
  const rebilled = expectOk(
    await portal.saveBilling({
      current: billed,
      billing: { billingCompanyName: 'Ríos SRL', taxId: 27314567892, billingTaxCondition: 'Monotributista' },
    }),
  );
  expect(rebilled.billingInfo?.id).toBe(billingId);
  expectOk(
    await portal.saveLocation({
      current: rebilled,
      location: {
        countryId: 32,
        country: 'Argentina',
        stateId: 14,
        state: 'Córdoba',
        city: 'Córdoba',
        address: 'Av. Colón 1234',
      },
    }),
  );

  const reloaded = expectOk(await portal.loadSession()).user;
  expect(reloaded).toMatchObject({
    user: {
      id: registered.userId,
      name: 'Julia Ríos',
      phone: '+5493515550198',
      userBillingInfoId: billingId,
      deletedAt: null,
    },
    billingInfo: {
      id: billingId,
      billingName: 'Ríos SRL',
      taxId: 27314567892,
      condition: 'Monotributista',
      owner: registered.userId,
    },
    location: { country: 'Argentina', region: 'Córdoba', address: 'Av. Colón 1234', owner: registered.userId },
  });

  expectOk(await portal.deleteAccount());
  const stored = running.context.db
    .prepare('SELECT deleted_at AS deletedAt FROM account_user WHERE id = ?')
    .get(registered.userId) as {
    deletedAt: string | null;
  };
  expect(stored.deletedAt).not.toBeNull();
  return seen;
}

describe("the portal's account page", () => {
  it('works with API-key writes refused (the default of both sides): every write carries the user-pool token', async () => {
    emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'none' });
    const seen = await runAccountPage(emulator, undefined);

    const writes = seen.filter(({ operation }) => operation !== 'GetUser');
    expect(writes.map(({ operation }) => operation)).toEqual([
      'UpdateUser', // saveProfile
      'CreateBilling',
      'UpdateUser', // link the billing
      'UpdateBilling',
      'CreateLocation',
      'UpdateUser', // link the location
      'UpdateUser', // deleteAccount marks deletedAt
    ]);
    expect(seen.filter(({ credential }) => credential !== 'userPool')).toEqual([]);
  }, 60_000);

  it("works with accountWritesAuth 'apiKey' on an emulator that allows API-key writes (SPEC §6 to the letter)", async () => {
    emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'none', allowApiKeyWrites: true });
    const seen = await runAccountPage(emulator, 'apiKey');

    const writes = seen.filter(({ operation }) => operation !== 'GetUser');
    expect(writes.map(({ credential }) => credential)).toEqual([
      'apiKey',
      'apiKey',
      'apiKey',
      'apiKey',
      'apiKey',
      'apiKey',
      'userPool',
    ]);
    expect(
      seen.filter(({ operation }) => operation === 'GetUser').every(({ credential }) => credential === 'userPool'),
    ).toBe(true);
  }, 60_000);
});
