import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createPortal } from './create-portal';
import type { Portal, UseCaseName } from './portal';
import { PORTAL_INPUT_SCHEMAS } from './portal-input';
import type { PortalPorts } from './portal-ports';
import { PORTAL_USE_CASES } from './portal-use-cases';
import { identityMessages, validationMessages } from './shared/catalogue';
import type { PortalError } from './shared/portal-error';
import { expectOk } from './testing/contract-expectations';
import { createInMemoryPorts, type InMemoryPorts } from './testing/create-in-memory-ports';
import { seedDemoWorld, type DemoWorld } from './testing/demo-world';

/** The in-memory ports, every call to any port recorded (by port and method). */
function spiedPorts(): { readonly ports: InMemoryPorts; readonly calls: string[]; readonly demo: DemoWorld } {
  const inMemory = createInMemoryPorts();
  const demo = seedDemoWorld(inMemory.world);
  const calls: string[] = [];
  const spied: Record<string, unknown> = { ...inMemory };
  for (const [port, target] of Object.entries(inMemory)) {
    if (port === 'world' || typeof target !== 'object' || target === null) continue;
    spied[port] = new Proxy(target, {
      get(object, key, receiver) {
        const value: unknown = Reflect.get(object, key, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(`${port}.${String(key)}`);
          return (value as (...args: unknown[]) => unknown).apply(object, args);
        };
      },
    });
  }
  return { ports: spied as unknown as InMemoryPorts, calls, demo };
}

type AnyCall = (
  input?: unknown,
) => Promise<{ readonly ok: boolean; readonly error?: PortalError; readonly value?: unknown }>;

function call(portal: Portal, name: UseCaseName, input?: unknown) {
  return (portal[name] as AnyCall)(input);
}

function refusal(answer: { readonly ok: boolean; readonly error?: PortalError }) {
  expect(answer.ok).toBe(false);
  const error = answer.error!;
  expect(error.kind).toBe('invalid-input');
  return error as Extract<PortalError, { kind: 'invalid-input' }>;
}

describe('the portal checks every argument at its boundary', () => {
  it('answers invalid-input for every use-case called without its argument (or, taking none, with a number), touching no port', async () => {
    const { ports, calls } = spiedPorts();
    const portal = createPortal(ports as PortalPorts);
    for (const name of PORTAL_USE_CASES) {
      const takesNone = v.is(PORTAL_INPUT_SCHEMAS[name], undefined);
      const answer = await call(portal, name, takesNone ? 42 : undefined);
      const error = refusal(answer);
      expect(typeof error.field, name).toBe('string');
      expect(error.field.length, name).toBeGreaterThan(0);
      expect(calls, name).toEqual([]);
    }
  });

  it('names each missing field of signIn, and never throws a TypeError for a lone e-mail', async () => {
    const { ports, calls } = spiedPorts();
    const portal = createPortal(ports as PortalPorts);
    const empty = refusal(await portal.signIn({} as never));
    expect(empty).toMatchObject({
      field: 'email',
      message: validationMessages.required,
      fields: { email: validationMessages.required, password: validationMessages.required },
    });
    const lone = refusal(await portal.signIn({ email: 'maria@example.com' } as never));
    expect(lone).toMatchObject({ field: 'password', message: validationMessages.required });
    const wrongKind = refusal(await portal.signIn({ email: 5, password: 'clave-segura-1' } as never));
    expect(wrongKind).toMatchObject({ field: 'email', message: validationMessages.invalidValue });
    expect(calls).toEqual([]);
  });

  it('answers listCases() with nobody signed in as invalid-input on client, not signed in, asking no port', async () => {
    const { ports, calls } = spiedPorts();
    const portal = createPortal(ports as PortalPorts);
    expect(refusal(await portal.listCases())).toMatchObject({
      field: 'client',
      message: identityMessages.notAuthenticated,
    });
    expect(calls).toEqual([]);
  });

  it('refuses ids that are no ids and values of the wrong kind, naming their path in the argument', async () => {
    const { ports, calls, demo } = spiedPorts();
    const portal = createPortal(ports as PortalPorts);
    const client = {
      id: demo.client.userId,
      name: demo.client.name,
      email: demo.client.email,
      phone: demo.client.phone,
    };
    expect(refusal(await portal.listMovements({ caseId: 42 } as never))).toMatchObject({
      field: 'caseId',
      message: validationMessages.invalidId,
    });
    expect(refusal(await portal.openCase({ client, caseId: '../otro' }))).toMatchObject({
      field: 'caseId',
      message: validationMessages.invalidId,
    });
    expect(refusal(await portal.listCases({ client: { ...client, id: '' } }))).toMatchObject({
      field: 'client.id',
      message: validationMessages.invalidId,
    });
    expect(refusal(await portal.listCases('maria' as never))).toMatchObject({
      field: 'client',
      message: validationMessages.invalidValue,
    });
    const upload = refusal(
      await portal.uploadCaseDocument({
        client,
        caseId: demo.caseId,
        groupId: demo.linkedLawyerGroupId,
        file: { name: 'a.pdf', bytes: 'no bytes' },
      } as never),
    );
    expect(upload).toMatchObject({ field: 'file.bytes', message: validationMessages.invalidValue });
    expect(refusal(await portal.followAccount({ client } as never))).toMatchObject({
      field: 'onChange',
      message: validationMessages.required,
    });
    expect(calls).toEqual([]);
  });

  it('refuses a country, province, city or tax condition not on core’s lists, before saving anything', async () => {
    const { ports, calls, demo } = spiedPorts();
    ports.world.signInAs(demo.client.userId);
    const portal = createPortal(ports as PortalPorts);
    const { user: current } = expectOk(await portal.loadSession());
    calls.length = 0;

    expect(refusal(await portal.saveLocation({ current, location: { countryId: 999999 } }))).toMatchObject({
      field: 'location.countryId',
      message: validationMessages.unknownCountry,
    });
    expect(refusal(await portal.saveLocation({ current, location: { stateId: -5 } }))).toMatchObject({
      field: 'location.stateId',
      message: validationMessages.unknownProvince,
    });
    expect(refusal(await portal.saveLocation({ current, location: { cityId: 14999 } }))).toMatchObject({
      field: 'location.cityId',
      message: validationMessages.unknownCity,
    });
    expect(refusal(await portal.saveLocation({ current, location: { countryId: '32' } } as never))).toMatchObject({
      field: 'location.countryId',
      message: validationMessages.invalidValue,
    });
    expect(refusal(await portal.saveBilling({ current, billing: { billingTaxCondition: 'Evasor' } }))).toMatchObject({
      field: 'billing.billingTaxCondition',
      message: validationMessages.unknownTaxCondition,
    });
    expect(calls).toEqual([]);

    // The ids the record already holds (another catalogue's, as the emulator's demo has), and the lists' own places, are saved.
    const held = { ...current, location: { ...current.location!, countryId: 1, regionId: 6, cityId: 1427 } };
    expectOk(
      await portal.saveLocation({
        current: held,
        location: { countryId: 1, stateId: 6, cityId: 1427, address: 'Sobremonte 123' },
      }),
    );
    const saved = expectOk(
      await portal.saveLocation({
        current,
        location: {
          country: 'Argentina',
          countryId: 32,
          state: 'Córdoba',
          stateId: 14,
          city: 'Río Cuarto',
          cityId: 14004,
        },
      }),
    );
    expect(saved.location).toMatchObject({ countryId: 32, regionId: 14, cityId: 14004 });
    expectOk(await portal.saveBilling({ current: saved, billing: { billingTaxCondition: 'Exento' } }));
  });
});

describe('the portal knows its signed-in client', () => {
  it('after signIn, answers listCases() with the account’s cases, reading the session once', async () => {
    const { ports, calls, demo } = spiedPorts();
    const portal = createPortal(ports as PortalPorts);
    expectOk(await portal.signIn({ email: demo.client.email, password: demo.client.password }));
    calls.length = 0;

    const cases = expectOk(await portal.listCases());
    const { client } = expectOk(await createPortal(ports as PortalPorts).loadSession());
    expect(cases).toEqual(expectOk(await portal.listCases({ client })));
    expect(cases.map((kase) => kase.id)).toContain(demo.caseId);
    expect(expectOk(await portal.listNotifications()).length).toBeGreaterThan(0);
    expect(calls.filter((name) => name === 'accounts.getUser')).toHaveLength(2); // one for this portal's calls, one for the second portal's loadSession
  });

  it('saves a patch with the loaded record as current, and the next save starts from the saved one', async () => {
    const { ports, demo } = spiedPorts();
    const portal = createPortal(ports as PortalPorts);
    expectOk(await portal.signIn({ email: demo.client.email, password: demo.client.password }));
    const before = expectOk(await portal.loadSession()).user.billingInfo;

    const exento = expectOk(await portal.saveBilling({ billing: { billingTaxCondition: 'Exento' } }));
    expect(exento.billingInfo).toMatchObject({
      condition: 'Exento',
      billingName: before?.billingName,
      address: before?.address,
    });
    const renamed = expectOk(await portal.saveBilling({ billing: { billingCompanyName: 'Fernández SRL' } }));
    expect(renamed.billingInfo).toMatchObject({ condition: 'Exento', billingName: 'Fernández SRL' });
  });

  it('checks a save left without current against the record it fills in: a place or tax condition not on the lists is still refused, nothing saved', async () => {
    const { ports, calls, demo } = spiedPorts();
    const portal = createPortal(ports as PortalPorts);
    expectOk(await portal.signIn({ email: demo.client.email, password: demo.client.password }));
    expectOk(await portal.loadSession());
    calls.length = 0;

    expect(refusal(await portal.saveLocation({ location: { countryId: 999999 } }))).toMatchObject({
      field: 'location.countryId',
      message: validationMessages.unknownCountry,
    });
    expect(refusal(await portal.saveLocation({ location: { stateId: -5 } }))).toMatchObject({
      field: 'location.stateId',
      message: validationMessages.unknownProvince,
    });
    expect(refusal(await portal.saveBilling({ billing: { billingTaxCondition: 'Evasor' } }))).toMatchObject({
      field: 'billing.billingTaxCondition',
    });
    expect(calls).toEqual([]);
  });

  it('forgets the client at signOut: listCases() is then invalid-input on client, with no port asked', async () => {
    const { ports, calls, demo } = spiedPorts();
    const portal = createPortal(ports as PortalPorts);
    expectOk(await portal.signIn({ email: demo.client.email, password: demo.client.password }));
    expectOk(await portal.listCases());
    expectOk(await portal.signOut());
    calls.length = 0;

    expect(refusal(await portal.listCases())).toMatchObject({
      field: 'client',
      message: identityMessages.notAuthenticated,
    });
    expect(refusal(await portal.saveProfile({ changes: { name: 'Otra' } }))).toMatchObject({
      field: 'current',
      message: identityMessages.notAuthenticated,
    });
    expect(calls).toEqual([]);
  });

  it('uses a client passed as given, signed in or not (as the web app passes it)', async () => {
    const { ports, demo } = spiedPorts();
    ports.world.signInAs(demo.client.userId);
    const portal = createPortal(ports as PortalPorts);
    const { client } = expectOk(await createPortal(ports as PortalPorts).loadSession());
    expect(expectOk(await portal.listCases({ client })).map((kase) => kase.id)).toContain(demo.caseId);
  });
});
