import type { Portal } from '@justiciable/core';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import { createStoreHolder } from '../session/store-holder';
import { createToastSystem } from '../ui/toast';
import { App } from './app';

/** Wires the app around a portal and renders it into `container`. */
export function startApp(portal: Portal, container: HTMLElement): void {
  const store = createStoreHolder();
  const toasts = createToastSystem();
  const router = createAppRouter({ portal, store, toaster: toasts.toaster });
  createRoot(container).render(<App router={router} store={store} toasts={toasts} />);
}
