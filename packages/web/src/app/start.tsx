import type { Portal } from '@justiciable/core';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from '../routes/router';
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

/** What shows when the portal cannot even be built (the services are unreachable). */
export function renderStartupFailure(container: HTMLElement): void {
  createRoot(container).render(
    <main className="app-main app-main--narrow" role="alert">
      <h1>No pudimos abrir Justiciable</h1>
      <p>No se pudo conectar con el servidor. Verifique su conexión y vuelva a cargar la página.</p>
    </main>,
  );
}
