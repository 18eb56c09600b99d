import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallSignal, PortCall } from './shared/call-signal';
import { createPortal } from './create-portal';
import type { Case } from './cases/case';
import { aSignedInPortal } from './portal-fixture';
import type { PortalPorts } from './portal-ports';
import { errorMessages, validationMessages } from './shared/catalogue';
import type { PortalError } from './shared/portal-error';
import { isPortalFailure } from './shared/portal-failure';
import type { Result } from './shared/result';
import { expectFailure, expectOk } from './testing/contract-expectations';

/*
 * The portal's limits on a call (createPortal's timeoutMs, each argument's signal), over the
 * in-memory ports: a stopped call answers at once with a typed failure, and the ports view it
 * was given (PortalPorts.forCall), whose signal the adapters hand to every request, is aborted.
 */

/** The platform's AbortController and DOMException, which core's types (no DOM, no Node) leave undeclared. */
const platform = globalThis as unknown as {
  AbortController: new () => { readonly signal: CallSignal; abort(reason?: unknown): void };
  DOMException: new (message: string, name: string) => unknown;
};

const never = <T>() => new Promise<T>(() => undefined);

/**
 * The demo world with its cases port never answering on the views made for calls, each view's
 * signal kept; the shared ports answer as the fakes do.
 */
function aPortalWhoseCasesHang(timeoutMs: number | null = null) {
  const { ports, client } = aSignedInPortal();
  const calls: PortCall[] = [];
  const listCases = vi.fn(ports.cases.listCases.bind(ports.cases));
  const hanging = vi.fn((): Promise<Result<readonly Case[], PortalError>> => never());
  const withPorts: PortalPorts = {
    ...ports,
    cases: Object.assign(Object.create(ports.cases) as typeof ports.cases, { listCases }),
    forCall: (call) => {
      calls.push(call);
      return {
        ...ports,
        cases: Object.assign(Object.create(ports.cases) as typeof ports.cases, { listCases: hanging }),
      };
    },
  };
  return { portal: createPortal(withPorts, { timeoutMs }), client, calls, listCases, hanging };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a call limited by its signal and the portal’s timeoutMs', () => {
  it('ends at timeoutMs with a typed timeout, and aborts the signal its ports view was given', async () => {
    vi.useFakeTimers();
    const { portal, client, calls, hanging } = aPortalWhoseCasesHang(300);
    let answer: Result<readonly Case[], PortalError> | undefined;
    void portal.listCases({ client }).then((result) => (answer = result));
    await vi.advanceTimersByTimeAsync(299);
    expect(answer).toBeUndefined();
    expect(hanging).toHaveBeenCalledOnce();
    expect(calls[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = expectFailure(answer!, 'unavailable');
    expect(error).toMatchObject({ transport: 'timeout', message: errorMessages.timeout });
    expect(error.detail).toContain('300 ms');
    expect(calls[0]?.signal.aborted).toBe(true);
    // Nothing left behind to keep a script's process alive.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers at once with kind aborted when its signal aborts mid-flight, and aborts its ports view', async () => {
    const { portal, client, calls } = aPortalWhoseCasesHang();
    const controller = new platform.AbortController();
    const pending = portal.listCases({ client, signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    const error = expectFailure(await pending, 'aborted');
    expect(error.message).toBe(errorMessages.aborted);
    expect(error.message).toBe('La operación se canceló antes de terminar');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('touches no port when its signal is already aborted', async () => {
    const { portal, client, calls, listCases, hanging } = aPortalWhoseCasesHang(300);
    const controller = new platform.AbortController();
    controller.abort();
    expectFailure(await portal.listCases({ client, signal: controller.signal }), 'aborted');
    expect(calls).toEqual([]);
    expect(listCases).not.toHaveBeenCalled();
    expect(hanging).not.toHaveBeenCalled();
  });

  it('answers a timeout, not an abort, for a signal that timed out (AbortSignal.timeout)', async () => {
    const { portal, client } = aPortalWhoseCasesHang();
    const controller = new platform.AbortController();
    const pending = portal.listCases({ client, signal: controller.signal });
    controller.abort(new platform.DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    expect(expectFailure(await pending, 'unavailable')).toMatchObject({
      transport: 'timeout',
      message: errorMessages.timeout,
    });
  });

  it('stops only the call whose signal aborts: another call of the same portal at the same time goes on', async () => {
    const { portal, client, calls } = aPortalWhoseCasesHang();
    const first = new platform.AbortController();
    const second = new platform.AbortController();
    const stopped = portal.listCases({ client, signal: first.signal });
    const going = portal.listCases({ client, signal: second.signal });
    first.abort();
    expectFailure(await stopped, 'aborted');
    expect(calls.map((call) => call.signal.aborted)).toEqual([true, false]);
    second.abort();
    expectFailure(await going, 'aborted');
  });

  it('answers as before, on the shared ports, with neither a signal nor a time limit', async () => {
    const { portal, client, calls, listCases } = aPortalWhoseCasesHang(null);
    expect(expectOk(await portal.listCases({ client })).length).toBeGreaterThan(0);
    expect(listCases).toHaveBeenCalledOnce();
    expect(calls).toEqual([]);
  });

  it('does not hand the signal on to the use-case: a call that ends in time answers as without one', async () => {
    const { ports, client } = aSignedInPortal();
    const portal = createPortal(ports);
    const controller = new platform.AbortController();
    const withSignal = expectOk(await portal.listCases({ client, signal: controller.signal }));
    expect(withSignal).toEqual(expectOk(await portal.listCases({ client })));
    expect(expectOk(await portal.loadSession({ signal: controller.signal })).client.id).toBe(client.id);
  });

  it('names the field of a signal that is no signal, touching no port', async () => {
    const { portal, client, calls, listCases } = aPortalWhoseCasesHang(300);
    const error = expectFailure(
      await portal.listCases({ client, signal: 'stop' as unknown as CallSignal }),
      'invalid-input',
    );
    expect(error).toMatchObject({ field: 'signal', message: validationMessages.invalidValue });
    expect(calls).toEqual([]);
    expect(listCases).not.toHaveBeenCalled();
  });

  it('names the export’s part when an export is stopped', async () => {
    const { ports, client } = aSignedInPortal();
    const portal = createPortal(ports);
    const controller = new platform.AbortController();
    controller.abort();
    const result = await portal.exportMyData({ client, signal: controller.signal });
    expect(result.ok ? null : result.error).toMatchObject({ kind: 'aborted', part: expect.any(String) });
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31, '1000'])(
    'refuses timeoutMs %s, naming the option',
    (timeoutMs) => {
      const { ports } = aSignedInPortal();
      let thrown: unknown;
      try {
        createPortal(ports, { timeoutMs: timeoutMs as number });
      } catch (error) {
        thrown = error;
      }
      expect(isPortalFailure(thrown)).toBe(true);
      expect(thrown).toMatchObject({ kind: 'invalid-input', error: { field: 'timeoutMs' } });
    },
  );
});
