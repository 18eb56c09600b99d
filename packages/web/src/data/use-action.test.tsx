import { createPortal, err, errorMessages, ok, portalError, type PortalError, type Result } from '@justiciable/core';
import { createInMemoryPorts } from '@justiciable/core/testing';
import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouterContext } from '../session/router-context';
import { createStoreHolder } from '../session/store-holder';
import type { Toaster } from '../ui/toast-system';
import { useAction, type Action } from './use-action';

type Change = (input: { readonly text: string }) => Promise<Result<string, PortalError>>;

/** A page whose only content is one action over `change`, handed to the test to run, with the toasts it showed. */
async function renderAction(change: Change, failure?: 'toast' | 'inline') {
  const toasts: string[] = [];
  const toaster: Toaster = {
    success: (text) => void toasts.push(`success: ${text}`),
    error: (text) => void toasts.push(`error: ${text}`),
    info: (text) => void toasts.push(`info: ${text}`),
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
  const root = createRootRouteWithContext<RouterContext>()({ component: Page });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory(),
    context: { portal: createPortal(createInMemoryPorts()), store: createStoreHolder(), toaster },
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  return { run: (input: { readonly text: string }) => action!.run(input), toasts };
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
});
