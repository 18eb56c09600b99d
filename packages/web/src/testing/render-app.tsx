import { createPortal } from '@justiciable/core';
import { createInMemoryPorts, type InMemoryPorts, type InMemoryWorld } from '@justiciable/core/testing';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import { App } from '../app/app';
import { assembleApp } from '../app/assemble-app';

/**
 * The localStorage key that names the signed-in user in these tests; in the browser it is
 * Amplify's, which the adapters know. A test changes it to play another tab signing out.
 */
export const SIGNED_IN_USER_KEY = 'signed-in-user';

/**
 * The whole app (router, guards, store, toasts, the watches on the session) over core's in-memory
 * fakes, opened at `path`. The fakes are returned so a test can seed them, make a call fail, and
 * read what was saved.
 */
export async function renderApp(path: string, options: { readonly seed?: (world: InMemoryWorld) => void } = {}) {
  const ports: InMemoryPorts = createInMemoryPorts(options.seed ? { seed: options.seed } : {});
  const portal = createPortal(ports);
  const { store, toasts, router, stopWatchingOtherTabs } = assembleApp(portal, {
    isSignedInUserKey: (key) => key === SIGNED_IN_USER_KEY,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  onTestFinished(stopWatchingOtherTabs);
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
