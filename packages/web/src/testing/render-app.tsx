import { createPortal } from '@justiciable/core';
import { createInMemoryPorts, type InMemoryPorts, type InMemoryWorld } from '@justiciable/core/testing';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app/app';
import { createAppRouter } from '../app/router';
import { createStoreHolder } from '../session/store-holder';
import { createToastSystem } from '../ui/toast';

/**
 * The whole app (router, guards, store, toasts) over core's in-memory fakes, opened at `path`.
 * The fakes are returned so a test can seed them, make a call fail, and read what was saved.
 */
export async function renderApp(path: string, options: { readonly seed?: (world: InMemoryWorld) => void } = {}) {
  const ports: InMemoryPorts = createInMemoryPorts(options.seed ? { seed: options.seed } : {});
  const portal = createPortal(ports);
  const store = createStoreHolder();
  const toasts = createToastSystem();
  const router = createAppRouter({ portal, store, toaster: toasts.toaster }, { history: createMemoryHistory({ initialEntries: [path] }) });
  const user = userEvent.setup();
  await act(async () => {
    render(<App router={router} store={store} toasts={toasts} />);
    await router.load();
  });
  return { ports, world: ports.world, portal, store, toasts, router, user };
}

/** The current path once the router has settled. */
export function currentPath(router: { readonly state: { readonly location: { readonly pathname: string } } }): string {
  return router.state.location.pathname;
}

/** A signed-in client with a complete user record, as the guards need. */
export function signedInClient(world: InMemoryWorld) {
  const client = world.addClient({ name: 'Ana Pérez' });
  world.signInAs(client.userId);
  return client;
}

/** Waits for a heading, the surest sign a lazy page has rendered. */
export function findPage(title: string) {
  return screen.findByRole('heading', { level: 1, name: title });
}
