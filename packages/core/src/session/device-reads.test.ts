import { errorMessages, offlineMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryDeviceStore } from '../testing/in-memory-device-store';
import { defaultSignals } from './session-signals';
import { createDeviceReads, type DeviceReadsOptions } from './device-reads';

type Answer = Result<readonly string[], PortalError>;

/** The reads over a fresh device, with the network's answers given by the test, one per read. */
function setUp({
  online = true,
  signedIn = 'ana',
  page = null,
}: { online?: boolean; signedIn?: string | null; page?: DeviceReadsOptions['page'] } = {}) {
  const cache = new InMemoryDeviceStore();
  const refreshed: string[] = [];
  const network = { online, signedIn };
  const options: DeviceReadsOptions = {
    store: cache,
    isSignedIn: (userId) => network.signedIn === userId,
    refreshRoute: (routeId) => void refreshed.push(routeId),
    isOnline: () => network.online,
    page,
  };
  const reads = createDeviceReads(options);
  const answers: Answer[] = [];
  const read = vi.fn(async (): Promise<Answer> => answers.shift() ?? err(portalError.unavailable('network')));
  const readCases = () => reads.read({ userId: 'ana', key: 'asuntos', routeId: '/_main/_cases', read });
  return { cache, reads, refreshed, network, answers, read, readCases };
}

const settled = () => new Promise((resolve) => defaultSignals.setTimer(() => resolve(undefined), 0));

describe('reads through the device', () => {
  it("knows, without the network, the latest answer a read kept in memory, else the device's copy, and nothing of another client", async () => {
    const { cache, reads, answers, read, network } = setUp();
    await expect(reads.known('ana', 'atencion')).resolves.toBeNull();
    await cache.put('ana', 'atencion', ['copia']);
    await expect(reads.known('ana', 'atencion')).resolves.toMatchObject({ value: ['copia'] });

    answers.push(ok(['respuesta']));
    await reads.read({ userId: 'ana', key: 'atencion', routeId: '/_main/nuevaConsulta', read, keepInMemory: true });
    const calls = read.mock.calls.length;
    await expect(reads.known('ana', 'atencion')).resolves.toMatchObject({ value: ['respuesta'] });
    expect(read).toHaveBeenCalledTimes(calls);

    network.signedIn = 'otra';
    await expect(reads.known('otra', 'atencion')).resolves.toBeNull();
  });

  it('reads the network the first time, keeps its answer on the device, and answers it fresh', async () => {
    const { cache, answers, readCases, refreshed } = setUp();
    answers.push(ok(['Sucesión Gómez']));
    await expect(readCases()).resolves.toEqual({ ok: true, value: ['Sucesión Gómez'] });
    await vi.waitFor(async () => expect((await cache.get('ana', 'asuntos'))?.value).toEqual(['Sucesión Gómez']));
    expect(refreshed).toEqual([]);
  });

  it("on a later visit shows the device's copy at once, reads behind it, and reloads the route, whose loader takes the answer", async () => {
    const { cache, answers, readCases, read, refreshed } = setUp();
    await cache.put('ana', 'asuntos', ['Sucesión Gómez']);
    let answer: (value: Answer) => void = () => undefined;
    read.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));

    const first = await readCases();
    expect(first).toMatchObject({ ok: true, value: ['Sucesión Gómez'], freshness: 'refreshing' });
    expect(first.ok && first.savedAt).toBeInstanceOf(Date);
    expect(refreshed).toEqual([]);

    answer(ok(['Sucesión Gómez', 'Despido López']));
    await vi.waitFor(() => expect(refreshed).toEqual(['/_main/_cases']));
    // The reload's loader takes the answer read behind the copy, without reading again.
    await expect(readCases()).resolves.toEqual({ ok: true, value: ['Sucesión Gómez', 'Despido López'] });
    expect(read).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () =>
      expect((await cache.get('ana', 'asuntos'))?.value).toEqual(['Sucesión Gómez', 'Despido López']),
    );

    // Later reads of the visit go to the network.
    answers.push(ok(['Despido López']));
    await expect(readCases()).resolves.toEqual({ ok: true, value: ['Despido López'] });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a loader that runs again before the answer behind the copy comes waits for it, and no second reload follows', async () => {
    const { cache, readCases, read, refreshed } = setUp();
    await cache.put('ana', 'asuntos', ['Sucesión Gómez']);
    let answer: (value: Answer) => void = () => undefined;
    read.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await readCases();
    const again = readCases();
    answer(ok(['Despido López']));
    await expect(again).resolves.toEqual({ ok: true, value: ['Despido López'] });
    await settled();
    expect(refreshed).toEqual([]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("falls back to the copy, marked 'unanswered', when a service gives no answer, and 'offline' when the browser is offline", async () => {
    const { cache, answers, readCases, network, refreshed } = setUp();
    answers.push(ok(['Sucesión Gómez']));
    await readCases();
    await vi.waitFor(async () => expect(await cache.get('ana', 'asuntos')).not.toBeNull());

    answers.push(err(portalError.unavailable('http')));
    await expect(readCases()).resolves.toMatchObject({ ok: true, value: ['Sucesión Gómez'], freshness: 'unanswered' });
    network.online = false;
    await expect(readCases()).resolves.toMatchObject({ ok: true, value: ['Sucesión Gómez'], freshness: 'offline' });
    expect(refreshed).toEqual([]);
  });

  it('offline on the first read, shows the copy without asking, and reads behind it once online', async () => {
    const { cache, readCases, read, network, answers, refreshed } = setUp({ online: false });
    await cache.put('ana', 'asuntos', ['Sucesión Gómez']);
    await expect(readCases()).resolves.toMatchObject({ ok: true, value: ['Sucesión Gómez'], freshness: 'offline' });
    expect(read).not.toHaveBeenCalled();
    network.online = true;
    answers.push(ok(['Despido López']));
    await expect(readCases()).resolves.toMatchObject({ freshness: 'refreshing' });
    await vi.waitFor(() => expect(refreshed).toEqual(['/_main/_cases']));
  });

  it("without a copy, offline, says the screen needs the network; online, the service's own message", async () => {
    const offline = setUp({ online: false });
    await expect(offline.readCases()).resolves.toEqual({ ok: false, message: offlineMessages.needsNetwork });
    const online = setUp();
    online.answers.push(err(portalError.unavailable('timeout')));
    await expect(online.readCases()).resolves.toEqual({ ok: false, message: errorMessages.timeout });
  });

  it('a refusal (not a missing answer) is told as is, never hidden behind the copy', async () => {
    const { cache, answers, readCases } = setUp();
    await cache.put('ana', 'asuntos', ['Sucesión Gómez']);
    answers.push(ok(['Sucesión Gómez']));
    await readCases();
    await settled();
    await readCases();
    answers.push(err(portalError.forbidden(errorMessages.loadUser)));
    await expect(readCases()).resolves.toEqual({ ok: false, message: errorMessages.loadUser });
  });

  it('keeps an answer still waiting for an idle moment as soon as the page is hidden', async () => {
    // A browser that stays busy: no idle moment comes.
    vi.stubGlobal('requestIdleCallback', () => 0);
    try {
      const listeners: (() => void)[] = [];
      const page = {
        visibilityState: 'visible' as 'visible' | 'hidden',
        addEventListener: (_type: 'visibilitychange', listener: () => void) => void listeners.push(listener),
      };
      const { cache, answers, readCases } = setUp({ page });
      answers.push(ok(['Sucesión Gómez']));
      await readCases();
      await settled();
      await expect(cache.get('ana', 'asuntos')).resolves.toBeNull();
      page.visibilityState = 'hidden';
      for (const listener of listeners) listener();
      await vi.waitFor(async () => expect((await cache.get('ana', 'asuntos'))?.value).toEqual(['Sucesión Gómez']));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps nothing of a client who left before the answer came', async () => {
    const { cache, readCases, network, read } = setUp();
    let answer: (value: Answer) => void = () => undefined;
    read.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const reading = readCases();
    await vi.waitFor(() => expect(read).toHaveBeenCalled());
    network.signedIn = null;
    answer(ok(['Sucesión Gómez']));
    await reading;
    await settled();
    await expect(cache.get('ana', 'asuntos')).resolves.toBeNull();
  });

  it('takes the copy a prefetch started reading, not reading the device again, and only for that client and key', async () => {
    const { cache, readCases, reads, answers } = setUp();
    answers.push(ok(['Sucesión Gómez', 'Otro']));
    await cache.put('ana', 'asuntos', ['Sucesión Gómez']);
    await cache.put('beto', 'asuntos', ['Despido López']);
    const deviceReads = vi.spyOn(cache, 'get');
    reads.prefetch('ana', ['asuntos', 'agenda']);
    reads.prefetch('ana', ['asuntos']);
    expect(deviceReads.mock.calls).toEqual([
      ['ana', 'asuntos'],
      ['ana', 'agenda'],
    ]);
    // A change written after the prefetch started is the next visit's: this one shows what was read.
    await cache.put('ana', 'asuntos', ['Sucesión Gómez', 'Otro']);
    await expect(readCases()).resolves.toMatchObject({ ok: true, value: ['Sucesión Gómez'], freshness: 'refreshing' });
    expect(deviceReads).toHaveBeenCalledTimes(2);

    // Another client's read is never answered from a prefetch made for the first.
    reads.prefetch('ana', ['abogados']);
    await cache.put('beto', 'abogados', ['Dra. Pérez']);
    const beto = await reads.read({
      userId: 'beto',
      key: 'abogados',
      routeId: '/_main/abogados',
      read: async () => ok(['Dra. Pérez']),
    });
    expect(beto).toMatchObject({ ok: true, value: ['Dra. Pérez'], freshness: 'refreshing' });
    expect(deviceReads).toHaveBeenLastCalledWith('beto', 'abogados');
  });

  it("hands another page's answer to the next read of its key within the minute after it came, fresh and kept on the device, once, and drops it when a change was made", async () => {
    let clock = 1_000;
    const cache = new InMemoryDeviceStore();
    const reads = createDeviceReads({
      store: cache,
      isSignedIn: (userId) => userId === 'ana',
      refreshRoute: () => undefined,
      isOnline: () => true,
      now: () => clock,
      page: null,
    });
    const read = vi.fn(async (): Promise<Answer> => ok(['Audiencia (red)']));
    const readAgenda = () => reads.read({ userId: 'ana', key: 'agenda', routeId: '/_main/agenda', read });
    const panelRead = (): Promise<Answer> => Promise.resolve(ok(['Audiencia']));

    reads.handOver('ana', 'agenda', panelRead());
    await expect(reads.read({ userId: 'otra', key: 'agenda', routeId: '/_main/agenda', read })).resolves.toEqual({
      ok: true,
      value: ['Audiencia (red)'],
    });
    await settled();
    await expect(readAgenda()).resolves.toEqual({ ok: true, value: ['Audiencia'] });
    expect(read).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => expect((await cache.get('ana', 'agenda'))?.value).toEqual(['Audiencia']));
    // Taken once: the next read asks the network.
    await expect(readAgenda()).resolves.toEqual({ ok: true, value: ['Audiencia (red)'] });

    reads.handOver('ana', 'agenda', panelRead());
    await settled();
    clock += 60_000;
    await expect(readAgenda()).resolves.toEqual({ ok: true, value: ['Audiencia (red)'] });

    reads.handOver('ana', 'agenda', panelRead());
    reads.forgetHandedOver();
    await expect(readAgenda()).resolves.toEqual({ ok: true, value: ['Audiencia (red)'] });
    expect(read).toHaveBeenCalledTimes(4);

    // One that failed is read again.
    reads.handOver('ana', 'agenda', Promise.resolve(err(portalError.unavailable('timeout'))));
    await expect(readAgenda()).resolves.toEqual({ ok: true, value: ['Audiencia (red)'] });
    expect(read).toHaveBeenCalledTimes(5);
  });

  it('waits for an answer handed over while it is still read, rather than reading twice at once; with a copy on the device, shows the copy meanwhile', async () => {
    const { cache, reads, read, refreshed } = setUp();
    const readAgenda = () => reads.read({ userId: 'ana', key: 'agenda', routeId: '/_main/agenda', read });
    let answer: (value: Answer) => void = () => undefined;
    reads.handOver('ana', 'agenda', new Promise<Answer>((resolve) => (answer = resolve)));
    const first = readAgenda();
    answer(ok(['Audiencia']));
    await expect(first).resolves.toEqual({ ok: true, value: ['Audiencia'] });
    expect(read).not.toHaveBeenCalled();

    const later = createDeviceReads({
      store: cache,
      isSignedIn: () => true,
      refreshRoute: (routeId) => void refreshed.push(routeId),
      isOnline: () => true,
      page: null,
    });
    await vi.waitFor(async () => expect((await cache.get('ana', 'agenda'))?.value).toEqual(['Audiencia']));
    later.handOver('ana', 'agenda', new Promise<Answer>((resolve) => (answer = resolve)));
    await expect(later.read({ userId: 'ana', key: 'agenda', routeId: '/_main/agenda', read })).resolves.toMatchObject({
      value: ['Audiencia'],
      freshness: 'refreshing',
    });
    answer(ok(['Audiencia', 'Mediación']));
    await vi.waitFor(() => expect(refreshed).toEqual(['/_main/agenda']));
    await expect(later.read({ userId: 'ana', key: 'agenda', routeId: '/_main/agenda', read })).resolves.toEqual({
      ok: true,
      value: ['Audiencia', 'Mediación'],
    });
    expect(read).not.toHaveBeenCalled();
  });
});
