import { isStoredCognitoUserKey } from '@justiciable/adapters';
import type { Portal } from '@justiciable/core';
import { createRoot } from 'react-dom/client';
import { assembleApp } from './assemble-app';
import { App } from './app';

/** Wires the app around a portal and renders it into `container`, for as long as the page lives. */
export function startApp(portal: Portal, container: HTMLElement): void {
  const { router, store, toasts } = assembleApp(portal, { isSignedInUserKey: isStoredCognitoUserKey });
  createRoot(container).render(<App router={router} store={store} toasts={toasts} />);
}
