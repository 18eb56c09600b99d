import { describe, expect, it, vi } from 'vitest';
import { createPortal } from '../create-portal';
import { deferPortal } from '../portal-use-cases';
import { errorMessages, sessionMessages } from '../shared/catalogue';
import { portalError } from '../shared/portal-error';
import { createInMemoryPorts, type InMemoryPorts } from '../testing/create-in-memory-ports';
import { InMemoryDeviceStore } from '../testing/in-memory-device-store';
import {
  REVALIDATE_AFTER_IDLE_MS,
  SESSION_COPY,
  createSessionKeeper,
  type SessionKeeperOptions,
} from './session-keeper';
import { defaultSignals, type SessionSignals } from './session-signals';

/** The page's signals, moved by the test: a clock, the network, and another tab's sign-out. */
function fakeSignals() {
  const otherTabs = new Set<() => void>();
  const page = { clock: 1_000_000, online: true };
  const signals: Partial<SessionSignals> = {
    now: () => page.clock,
    isOnline: () => page.online,
    onOtherTabSignOut: (listener) => {
      otherTabs.add(listener);
      return () => otherTabs.delete(listener);
    },
    whenIdle: (run) => run(),
  };
  return Object.assign(page, signals, {
    otherTabSignsOut: () => otherTabs.forEach((listener) => listener()),
  });
}

/** A keeper over core's fakes, with Ana's account and (unless `signedIn` is false) her session at the provider. */
function setUp({ signedIn = true, ...options }: { signedIn?: boolean } & Partial<SessionKeeperOptions> = {}) {
  let userId = '';
  const ports: InMemoryPorts = createInMemoryPorts({
    seed: (world) => {
      userId = world.addClient({ name: 'Ana Pérez' }).userId;
      if (signedIn) world.signInAs(userId);
    },
  });
  const deviceStore = new InMemoryDeviceStore();
  const signals = fakeSignals();
  const keeper = createSessionKeeper({ portal: createPortal(ports), deviceStore, signals, ...options });
  const states: string[] = [];
  keeper.subscribe(() => states.push(keeper.getSnapshot().status));
  return { ports, world: ports.world, deviceStore, signals, keeper, states, userId: () => userId };
}

const settled = () => new Promise((resolve) => defaultSignals.setTimer(() => resolve(undefined), 0));

describe('the session keeper', () => {
  it('opens the signed-in area from the provider, and keeps the session on the device for the next visit', async () => {
    const { keeper, deviceStore, userId } = setUp();
    expect(keeper.getSnapshot()).toEqual({ status: 'signed-out' });
    const checked = await keeper.check();
    expect(checked).toMatchObject({ ok: true, value: { tell: null, loaded: { client: { name: 'Ana Pérez' } } } });
    expect(keeper.getSnapshot()).toMatchObject({ status: 'signed-in', loaded: { client: { name: 'Ana Pérez' } } });
    await vi.waitFor(async () =>
      expect(await deviceStore.getEveryAccount(SESSION_COPY)).toMatchObject([{ userId: userId() }]),
    );
  });

  it('holds the session a sign-in loaded, and forgets it at sign-out without a word, deleting its copies', async () => {
    const { keeper, world, deviceStore, userId, states } = setUp({ signedIn: false });
    world.signInAs(userId());
    const loaded = await keeper.portal.loadSession();
    if (!loaded.ok) throw new Error(loaded.error.message);
    keeper.hold(loaded.value);
    expect(keeper.getSnapshot()).toEqual({ status: 'signed-in', loaded: loaded.value });
    await vi.waitFor(async () =>
      expect(await deviceStore.getEveryAccount(SESSION_COPY)).toMatchObject([{ userId: userId() }]),
    );

    keeper.forget();
    expect(keeper.getSnapshot()).toEqual({ status: 'signed-out' });
    expect(states).toEqual(['signed-in', 'signed-out']);
    await vi.waitFor(async () => expect(await deviceStore.getEveryAccount(SESSION_COPY)).toEqual([]));
  });

  it("answers 'El usuario no está autenticado' without asking the provider while it keeps no session here", async () => {
    const { keeper, ports } = setUp({ hasStoredSession: () => false });
    const checked = await keeper.check();
    expect(checked).toMatchObject({
      ok: false,
      error: { kind: 'unauthenticated', message: 'El usuario no está autenticado' },
    });
    expect(ports.identity.callsOf('currentSession')).toBe(0);
    expect(await keeper.portal.loadSession()).toMatchObject({ ok: false, error: { kind: 'unauthenticated' } });
    expect(ports.identity.callsOf('currentSession')).toBe(0);
  });

  it('answers the session checks without loading a deferred portal while the provider keeps no session, and loads it once one is kept', async () => {
    const stored = { session: false };
    const real = createPortal(createInMemoryPorts());
    const load = vi.fn(() => Promise.resolve(real));
    const keeper = createSessionKeeper({
      portal: deferPortal(load).portal,
      deviceStore: new InMemoryDeviceStore(),
      hasStoredSession: () => stored.session,
    });
    await expect(keeper.check()).resolves.toMatchObject({ ok: false, error: { kind: 'unauthenticated' } });
    await expect(keeper.ifSignedIn()).resolves.toEqual({ ok: true, value: null });
    await keeper.portal.resumeSession({ known: null });
    expect(load).not.toHaveBeenCalled();

    stored.session = true;
    await keeper.check();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("ends the session with 'Su sesión terminó. Ingrese nuevamente.' when a service refuses its token, and deletes the client's copies", async () => {
    const { keeper, ports, world, deviceStore, userId, states } = setUp();
    await keeper.check();
    await deviceStore.put(userId(), 'asuntos', ['Sucesión Gómez']);
    ports.cases.failNext('listCases', portalError.unauthenticated('token revoked'));
    const answer = await keeper.portal.listCases();
    // The caller gets its answer as is.
    expect(answer).toMatchObject({ ok: false, error: { kind: 'unauthenticated' } });
    expect(keeper.getSnapshot()).toEqual({ status: 'ended', reason: sessionMessages.endedElsewhere });
    expect(sessionMessages.endedElsewhere).toBe('Su sesión terminó. Ingrese nuevamente.');
    expect(world.session).toBeNull();
    await vi.waitFor(async () => expect(await deviceStore.get(userId(), 'asuntos')).toBeNull());
    expect(states).toEqual(['signed-in', 'ended']);
  });

  it('ends it once however many calls find it refused at the same time', async () => {
    const { keeper, ports, states } = setUp();
    await keeper.check();
    ports.cases.failNext('listCases', portalError.unauthenticated());
    ports.cases.failNext('listCases', portalError.unauthenticated());
    await Promise.all([keeper.portal.listCases(), keeper.portal.listCases()]);
    expect(ports.identity.callsOf('signOut')).toBe(1);
    expect(states).toEqual(['signed-in', 'ended']);
  });

  it('ends nothing while the session is ended on purpose (deleting the account), and watches again if that fails', async () => {
    const { keeper, ports } = setUp();
    await keeper.check();
    ports.cases.failNext('listCases', portalError.unauthenticated());
    await keeper.endingOnPurpose(async () => keeper.portal.listCases());
    expect(keeper.getSnapshot().status).toBe('signed-in');
    ports.cases.failNext('listCases', portalError.unauthenticated());
    await keeper.portal.listCases();
    expect(keeper.getSnapshot()).toEqual({ status: 'ended', reason: sessionMessages.endedElsewhere });
  });

  it('ends the session without a word, and without asking the provider, when another tab signs out', async () => {
    const { keeper, ports, signals } = setUp();
    await keeper.check();
    signals.otherTabSignsOut();
    await settled();
    expect(keeper.getSnapshot()).toEqual({ status: 'ended', reason: null });
    expect(ports.identity.callsOf('signOut')).toBe(0);
  });

  it("keeps the session when the services cannot be reached, and tells 'Error al obtener el usuario' unless offline", async () => {
    const { keeper, ports, signals } = setUp();
    await keeper.check();
    expect(keeper.regainedFocus(signals.clock + REVALIDATE_AFTER_IDLE_MS - 1)).toBe(false);
    expect(keeper.regainedFocus(signals.clock + REVALIDATE_AFTER_IDLE_MS + 1)).toBe(true);
    ports.accounts.failNext('getUser', portalError.unavailable('timeout'));
    await expect(keeper.check()).resolves.toMatchObject({ ok: true, value: { tell: errorMessages.loadUser } });
    expect(keeper.getSnapshot().status).toBe('signed-in');

    signals.online = false;
    ports.accounts.failNext('getUser', portalError.unavailable('network'));
    await expect(keeper.check()).resolves.toMatchObject({ ok: true, value: { tell: null } });
    expect(keeper.getSnapshot().status).toBe('signed-in');
  });

  it('reads the user record once per sign-in, and again only when the page comes back after a long idle', async () => {
    const { keeper, ports, signals } = setUp();
    await keeper.check();
    await keeper.check();
    expect(ports.accounts.callsOf('getUser')).toBe(1);
    signals.clock += REVALIDATE_AFTER_IDLE_MS + 1;
    expect(keeper.regainedFocus()).toBe(true);
    await keeper.check();
    await keeper.check();
    expect(ports.accounts.callsOf('getUser')).toBe(2);
  });

  it("opens a fresh page from the session kept on the device, checks it behind the page, and ends it with 'Error al obtener el usuario' when the account is gone", async () => {
    const first = setUp();
    await first.keeper.check();
    await vi.waitFor(async () => expect(await first.deviceStore.getEveryAccount(SESSION_COPY)).toHaveLength(1));
    // The next visit: the same device and provider, a new page.
    first.world.users.delete(first.userId());
    const next = createSessionKeeper({
      portal: createPortal(first.ports),
      deviceStore: first.deviceStore,
      signals: fakeSignals(),
      storedUserId: () => first.userId(),
    });
    const calls = first.ports.accounts.callsOf('getUser');
    const checked = await next.check();
    expect(checked).toMatchObject({ ok: true, value: { loaded: { client: { name: 'Ana Pérez' } } } });
    await vi.waitFor(() => expect(next.getSnapshot()).toEqual({ status: 'ended', reason: errorMessages.loadUser }));
    expect(first.ports.accounts.callsOf('getUser')).toBe(calls + 1);
    expect(first.world.session).toBeNull();
    await vi.waitFor(async () => expect(await first.deviceStore.getEveryAccount(SESSION_COPY)).toEqual([]));
  });

  it('reads the kept session once at the start of a page whose client has stored tokens, and again once a sign-in or an ended session changed it', async () => {
    const deviceStore = new InMemoryDeviceStore();
    const reads = vi.spyOn(deviceStore, 'getEveryAccount');
    const { ports } = setUp();
    const keeper = createSessionKeeper({ portal: createPortal(ports), deviceStore, storedUserId: () => 'ana' });
    // Read at once, before any check asks; the first check takes that read.
    expect(reads).toHaveBeenCalledTimes(1);
    await keeper.known();
    expect(reads).toHaveBeenCalledTimes(1);
    await keeper.known();
    expect(reads).toHaveBeenCalledTimes(2);

    // A session ended before the first check asked: what was read at the start is not used.
    const other = createSessionKeeper({ portal: createPortal(ports), deviceStore, storedUserId: () => 'ana' });
    expect(reads).toHaveBeenCalledTimes(3);
    await other.check();
    await other.end(null);
    await other.known();
    expect(reads).toHaveBeenCalledTimes(5);
  });

  it("answers the signed-in client on a page anyone may open, nobody when the provider has no session, and a failure when the client's record cannot be used", async () => {
    const signedOut = setUp({ signedIn: false });
    await expect(signedOut.keeper.ifSignedIn()).resolves.toEqual({ ok: true, value: null });

    const { keeper, ports } = setUp();
    await expect(keeper.ifSignedIn()).resolves.toMatchObject({ ok: true, value: { client: { name: 'Ana Pérez' } } });
    expect(keeper.getSnapshot().status).toBe('signed-in');

    const broken = setUp();
    broken.ports.accounts.failNext('getUser', portalError.notFound(errorMessages.loadUser, 'no record'));
    await expect(broken.keeper.ifSignedIn()).resolves.toMatchObject({ ok: false });
    expect(ports.accounts.callsOf('getUser')).toBe(1);
  });
});

describe('the session keeper following the account', () => {
  /** A signed-in keeper following Ana's account, with a page the test hides and shows. */
  async function following() {
    const visibility = new Set<() => void>();
    const page = { hidden: false, timers: [] as { run: () => void; ms: number }[] };
    const setUpResult = setUp({
      signals: {
        isHidden: () => page.hidden,
        onVisibilityChange: (listener) => {
          visibility.add(listener);
          return () => visibility.delete(listener);
        },
        setTimer: (run, ms) => {
          const timer = { run, ms };
          page.timers.push(timer);
          return () => void page.timers.splice(page.timers.indexOf(timer), 1);
        },
      },
    });
    const { keeper, ports } = setUpResult;
    await keeper.check();
    const readAgain: string[] = [];
    let changedElsewhere = 0;
    const stop = keeper.followAccount({
      readPagesAgain: (which) => void readAgain.push(which),
      changedElsewhere: () => void (changedElsewhere += 1),
    });
    await vi.waitFor(() => expect(ports.accountEvents.activeCount).toBe(1));
    const setHidden = (hidden: boolean) => {
      page.hidden = hidden;
      visibility.forEach((listener) => listener());
    };
    return { ...setUpResult, stop, readAgain, changedElsewhere: () => changedElsewhere, page, setHidden };
  }

  it('replaces the record with a name saved elsewhere, and reads the account page again', async () => {
    const { keeper, ports, readAgain, changedElsewhere, stop, userId } = await following();
    await ports.accounts.updateUser({ id: userId(), name: 'Ana Desde Otro Equipo' });
    await vi.waitFor(() =>
      expect(keeper.getSnapshot()).toMatchObject({
        status: 'signed-in',
        loaded: { client: { name: 'Ana Desde Otro Equipo' } },
      }),
    );
    expect(readAgain).toEqual(['account']);
    expect(changedElsewhere()).toBe(1);
    stop();
    expect(ports.accountEvents.activeCount).toBe(0);
  });

  it("ends the session with 'Error al obtener el usuario' when the account is deleted elsewhere", async () => {
    const { keeper, ports, world, userId } = await following();
    await ports.accounts.updateUser({ id: userId(), deletedAt: '2026-11-27T12:00:00.000Z' });
    await vi.waitFor(() => expect(keeper.getSnapshot()).toEqual({ status: 'ended', reason: errorMessages.loadUser }));
    expect(world.session).toBeNull();
    expect(ports.accountEvents.activeCount).toBe(0);
  });

  it('closes the socket after a minute hidden, and follows and reads everything again when the page is seen', async () => {
    const { ports, page, setHidden, readAgain } = await following();
    setHidden(true);
    expect(page.timers.map((timer) => timer.ms)).toEqual([60_000]);
    page.timers[0]?.run();
    expect(ports.accountEvents.activeCount).toBe(0);
    setHidden(false);
    await vi.waitFor(() => expect(ports.accountEvents.activeCount).toBe(1));
    expect(readAgain).toEqual(['all']);
  });

  it('stops following when the client signs out', async () => {
    const { keeper, ports } = await following();
    await keeper.end(null);
    expect(ports.accountEvents.activeCount).toBe(0);
  });
});
