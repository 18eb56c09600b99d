import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortal } from '../create-portal';
import type { Notification } from '../notifications/notification';
import { createInMemoryPorts } from '../testing/create-in-memory-ports';
import { InMemoryDeviceStore } from '../testing/in-memory-device-store';
import { aNotification } from '../testing/notification-builders';
import { createSessionKeeper } from './session-keeper';
import type { SessionSignals } from './session-signals';
import { NOTIFICATIONS_LOOK_MS, NOTIFICATIONS_RECHECK_MS } from './watch-notifications';

/** The page as the test moves it: shown or hidden, online or not; the clock and timers are vitest's fake ones. */
function fakePage() {
  const visibility = new Set<() => void>();
  const online = new Set<() => void>();
  const page = { hidden: false, online: true };
  const signals: Partial<SessionSignals> = {
    isHidden: () => page.hidden,
    onVisibilityChange: (listener) => {
      visibility.add(listener);
      return () => visibility.delete(listener);
    },
    isOnline: () => page.online,
    onOnline: (listener) => {
      online.add(listener);
      return () => online.delete(listener);
    },
    whenIdle: (run) => run(),
  };
  return {
    signals,
    setHidden(hidden: boolean) {
      page.hidden = hidden;
      visibility.forEach((listener) => listener());
    },
    setOnline(isOnline: boolean) {
      page.online = isOnline;
      if (isOnline) online.forEach((listener) => listener());
    },
  };
}

/** Ana signed in, with one unread notice and one read, and her keeper watching her notifications. */
async function watching() {
  let clientId = '';
  const ports = createInMemoryPorts({
    seed: (world) => {
      const ana = world.addClient({ name: 'Ana Pérez' });
      clientId = ana.userId;
      world.signInAs(ana.userId);
      world.addNotification(aNotification({ id: '1', leida: false }), { clientId });
      world.addNotification(aNotification({ id: '2', leida: true }), { clientId });
    },
  });
  const page = fakePage();
  const keeper = createSessionKeeper({
    portal: createPortal(ports),
    deviceStore: new InMemoryDeviceStore(),
    signals: page.signals,
  });
  const checked = await keeper.check();
  if (!checked.ok) throw new Error(checked.error.message);
  const arrived: (readonly Notification[])[] = [];
  const stop = keeper.watchNotifications({
    client: checked.value.loaded.client,
    onNew: (fresh) => arrived.push(fresh),
  });
  await vi.waitFor(() => expect(keeper.getNotifications().unreadNews).toBe(1));
  const notify = (notification: Notification) => ports.world.addNotification(notification, { clientId });
  return { keeper, ports, page, arrived, stop, notify };
}

describe("the session keeper's watch on notifications", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts what is unread at once, and a new notification at the next look, telling it once', async () => {
    const { keeper, arrived, notify } = await watching();
    expect(keeper.getNotifications()).toEqual({ unreadNews: 1, unreadMessages: 0 });
    expect(arrived).toEqual([]);

    notify(aNotification({ id: '3', titulo: 'Audiencia fijada' }));
    notify(aNotification({ id: '4', tipo: 'mensaje_abogado', titulo: 'Mensaje de su abogada' }));
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_LOOK_MS);
    expect(keeper.getNotifications()).toEqual({ unreadNews: 3, unreadMessages: 1 });
    expect(arrived.map((fresh) => fresh.map((notification) => notification.titulo))).toEqual([
      ['Audiencia fijada', 'Mensaje de su abogada'],
    ]);

    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_LOOK_MS);
    expect(arrived).toHaveLength(1);
  });

  it('asks nothing while the page is hidden, and looks at once when it is shown again', async () => {
    const { keeper, ports, page, arrived, notify } = await watching();
    const looksBefore = ports.notifications.callsOf('list');
    page.setHidden(true);
    notify(aNotification({ id: '3', titulo: 'Audiencia fijada' }));
    await vi.advanceTimersByTimeAsync(3 * NOTIFICATIONS_LOOK_MS);
    expect(ports.notifications.callsOf('list')).toBe(looksBefore);
    expect(keeper.getNotifications().unreadNews).toBe(1);

    page.setHidden(false);
    await vi.waitFor(() => expect(keeper.getNotifications().unreadNews).toBe(2));
    expect(arrived.map((fresh) => fresh.map((notification) => notification.id))).toEqual([['3']]);
  });

  it('does not look again when the page is shown soon after the last look', async () => {
    const { ports, page } = await watching();
    const looksBefore = ports.notifications.callsOf('list');
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_RECHECK_MS - 1_000);
    page.setHidden(true);
    page.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(ports.notifications.callsOf('list')).toBe(looksBefore);
  });

  it('asks nothing offline, and looks when the network comes back', async () => {
    const { keeper, ports, page, notify } = await watching();
    const looksBefore = ports.notifications.callsOf('list');
    page.setOnline(false);
    notify(aNotification({ id: '3' }));
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_LOOK_MS);
    expect(ports.notifications.callsOf('list')).toBe(looksBefore);

    page.setOnline(true);
    await vi.waitFor(() => expect(keeper.getNotifications().unreadNews).toBe(2));
  });

  it('takes an inbox already read as the first look, announcing none of it', async () => {
    const { keeper, ports, stop } = await watching();
    stop();
    const loaded = keeper.getSnapshot();
    if (loaded.status !== 'signed-in') throw new Error('Ana is signed in');
    const arrived: (readonly Notification[])[] = [];
    const looksBefore = ports.notifications.callsOf('list');
    const inbox = { notifications: [aNotification({ id: '1' }), aNotification({ id: '9' })], cases: null };
    keeper.watchNotifications({
      client: loaded.loaded.client,
      inbox: Promise.resolve({ ok: true, value: inbox }),
      onNew: (fresh) => arrived.push(fresh),
    });
    await vi.waitFor(() => expect(keeper.getNotifications().unreadNews).toBe(2));
    expect(ports.notifications.callsOf('list')).toBe(looksBefore);
    expect(arrived).toEqual([]);
  });

  it('does not tell again, in a watch started anew, what an earlier watch of the sign-in told', async () => {
    const { keeper, arrived, stop, notify } = await watching();
    notify(aNotification({ id: '3' }));
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_LOOK_MS);
    expect(arrived).toHaveLength(1);
    stop();
    const state = keeper.getSnapshot();
    if (state.status !== 'signed-in') throw new Error('Ana is signed in');
    // The page's own read, made before the third notification came, given to the new watch.
    const older = { notifications: [aNotification({ id: '1' }), aNotification({ id: '2', leida: true })], cases: null };
    keeper.watchNotifications({
      client: state.loaded.client,
      inbox: Promise.resolve({ ok: true, value: older }),
      onNew: (fresh) => arrived.push(fresh),
    });
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_LOOK_MS);
    expect(arrived).toHaveLength(1);
    expect(keeper.getNotifications().unreadNews).toBe(2);
  });

  it('stops looking when stopped, and counts nothing once the client signs out', async () => {
    const { keeper, ports, stop } = await watching();
    stop();
    const looksBefore = ports.notifications.callsOf('list');
    await vi.advanceTimersByTimeAsync(2 * NOTIFICATIONS_LOOK_MS);
    expect(ports.notifications.callsOf('list')).toBe(looksBefore);

    keeper.forget();
    expect(keeper.getSnapshot()).toEqual({ status: 'signed-out' });
    expect(keeper.getNotifications()).toEqual({ unreadNews: 0, unreadMessages: 0 });
  });
});
