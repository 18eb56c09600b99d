import {
  createDeviceReads,
  createPortal,
  err,
  errorMessages,
  offlineMessages,
  ok,
  portalError,
  type DeviceReads,
  type PortalError,
  type Result,
} from '@justiciable/core';
import { createInMemoryPorts, InMemoryDeviceStore } from '@justiciable/core/testing';
import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataContext } from './data-context';
import type { ToastAction, Toaster } from './toaster';
import { useAction, type Action } from './use-action';

type Change = (input: { readonly text: string }) => Promise<Result<string, PortalError>>;

/** A page whose only content is one action over `change`, handed to the test to run, with the toasts it showed. */
async function renderAction(change: Change, failure?: 'toast' | 'inline') {
  const toasts: string[] = [];
  const offers: ToastAction[] = [];
  const toaster: Toaster = {
    success: (text) => void toasts.push(`success: ${text}`),
    error: (text) => void toasts.push(`error: ${text}`),
    info: (text, options) => {
      toasts.push(`info: ${text}`);
      if (options?.action !== undefined) offers.push(options.action);
    },
  };
  let action: Action<[{ readonly text: string }], string> | null = null;
  function Page() {
    action = useAction(change, { success: (value) => value, failure });
    return (
      <>
        <p>{action.pending ? 'pendiente' : 'listo'}</p>
        {action.error !== null ? <p role="alert">{action.error}</p> : null}
      </>
    );
  }
  const root = createRootRouteWithContext<DataContext>()({ component: Page });
  const portal = createPortal(createInMemoryPorts());
  // Nobody is signed in, as in a store of the app's that no sign-in has filled.
  const reads = createDeviceReads({
    store: new InMemoryDeviceStore(),
    isSignedIn: () => false,
    refreshRoute: () => undefined,
  });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory(),
    context: { portal, toaster, device: { reads } },
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  return {
    run: (input: { readonly text: string }) => action!.run(input),
    toasts,
    offers,
    reads: router.options.context.device.reads,
  };
}

/** A change the test settles by hand, to see the action while it is pending. */
function deferredChange() {
  let settle: (outcome: Result<string, PortalError> | Error) => void = () => undefined;
  const change: Change = () =>
    new Promise((resolve, reject) => {
      settle = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
    });
  return { change, settle: (outcome: Result<string, PortalError> | Error) => settle(outcome) };
}

describe('useAction', () => {
  it('is pending while the use-case runs, then shows its success', async () => {
    const { change, settle } = deferredChange();
    const { run, toasts } = await renderAction(change);
    let running!: Promise<Result<string, PortalError>>;
    act(() => void (running = run({ text: 'hola' })));
    expect(screen.getByText('pendiente')).toBeDefined();
    await act(async () => {
      settle(ok('Guardado'));
      await running;
    });
    expect(screen.getByText('listo')).toBeDefined();
    expect(toasts).toEqual(['success: Guardado']);
  });

  it('stops being pending and shows the catalogue’s text when the use-case answers a failure', async () => {
    const { run, toasts } = await renderAction(async () => err(portalError.unavailable('network')));
    await act(async () => void (await run({ text: 'hola' })));
    expect(screen.getByText('listo')).toBeDefined();
    expect(toasts).toEqual([`error: ${errorMessages.network}`]);
  });

  it('stops being pending when the use-case throws, and the throw reaches the caller', async () => {
    const { change, settle } = deferredChange();
    const { run, toasts } = await renderAction(change);
    let running!: Promise<Result<string, PortalError>>;
    act(() => void (running = run({ text: 'hola' })));
    expect(screen.getByText('pendiente')).toBeDefined();
    await act(async () => {
      settle(new TypeError('a bug in the use-case'));
      await expect(running).rejects.toThrow('a bug in the use-case');
    });
    expect(screen.getByText('listo')).toBeDefined();
    expect(toasts).toEqual([]);
  });

  it('tells a failure once, where the component shows it inline, and no toast beside it', async () => {
    const { run, toasts } = await renderAction(async () => err(portalError.unavailable('network')), 'inline');
    await act(async () => void (await run({ text: 'hola' })));
    expect(screen.getByRole('alert').textContent).toBe(errorMessages.network);
    expect(toasts).toEqual([]);
  });

  describe('offline', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('says nothing was sent and what was typed is kept, and once online offers to send the same change with one press', async () => {
      const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const sent: string[] = [];
      let online = false;
      const { run, toasts, offers } = await renderAction(async ({ text }) => {
        if (!online) return err(portalError.unavailable('network'));
        sent.push(text);
        return ok('Enviado');
      });
      await act(async () => void (await run({ text: 'Adjunto el certificado' })));
      expect(toasts).toEqual([`error: ${offlineMessages.changeNotSent}`]);
      expect(offers).toEqual([]);

      online = true;
      offline.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(toasts.at(-1)).toBe(`info: ${offlineMessages.backOnline}`);
      expect(offers.map((offer) => offer.label)).toEqual([offlineMessages.sendNow]);
      expect(sent).toEqual([]);

      await act(async () => {
        offers[0]?.onAction();
        await vi.waitFor(() => expect(sent).toEqual(['Adjunto el certificado']));
      });
      expect(toasts.at(-1)).toBe('success: Enviado');
      // One offer per refusal: the connection coming and going again offers nothing more.
      act(() => void window.dispatchEvent(new Event('online')));
      expect(offers).toHaveLength(1);
    });

    it("drops the form's 'Sin conexión' alert once the connection is back, which would no longer be true", async () => {
      const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { run } = await renderAction(async () => err(portalError.unavailable('network')), 'inline');
      await act(async () => void (await run({ text: 'hola' })));
      expect(screen.getByRole('alert').textContent).toBe(offlineMessages.changeNotSent);
      offline.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('offers nothing when the person sent it again before the connection came back', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { run, offers } = await renderAction(async () => err(portalError.unavailable('network')));
      await act(async () => void (await run({ text: 'uno' })));
      await act(async () => void (await run({ text: 'uno' })));
      act(() => void window.dispatchEvent(new Event('online')));
      expect(offers).toHaveLength(1);
    });

    it("keeps the service's own message when the browser is online (a 5xx, a timeout)", async () => {
      const { run, toasts, offers } = await renderAction(async () => err(portalError.unavailable('http')));
      await act(async () => void (await run({ text: 'hola' })));
      expect(toasts).toEqual([`error: ${errorMessages.unexpectedResponse}`]);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(offers).toEqual([]);
    });
  });

  it('drops what a page read for another once a change succeeds, and keeps it when the change failed', async () => {
    const network = vi.fn(async () => ok(['de la red']));
    const readAgenda = (reads: DeviceReads) =>
      reads.read({ userId: 'ana', key: 'agenda', routeId: '/_main/agenda', read: network });
    const { run, reads } = await renderAction(async ({ text }) =>
      text === 'falla' ? err(portalError.unavailable('http')) : ok('Guardado'),
    );

    reads.handOver('ana', 'agenda', Promise.resolve(ok(['del panel'])));
    await act(() => run({ text: 'falla' }));
    await expect(readAgenda(reads)).resolves.toEqual({ ok: true, value: ['del panel'] });

    reads.handOver('ana', 'agenda', Promise.resolve(ok(['del panel'])));
    await act(() => run({ text: 'hola' }));
    await expect(readAgenda(reads)).resolves.toEqual({ ok: true, value: ['de la red'] });
  });
});
