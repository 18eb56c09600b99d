import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { useSyncExternalStore } from 'react';
import { I18nProvider } from 'react-aria-components';
import type { AppRouter } from './router';
import type { StoreHolder } from '../session/store-holder';
import { ToastRegions, type ToastSystem } from '../ui/toast';

export interface AppProps {
  readonly router: AppRouter;
  readonly store: StoreHolder;
  readonly toasts: ToastSystem;
}

/**
 * The whole app. React Aria formats and labels in Argentine Spanish (dates d/m/yyyy, 24-hour
 * times, weeks from Monday). When logout replaces the store, the Provider gets the new one and
 * every component reads fresh, empty atoms.
 */
export function App({ router, store, toasts }: AppProps) {
  const current = useSyncExternalStore(store.subscribe, store.current, store.current);
  return (
    <I18nProvider locale="es-AR">
      <Provider store={current}>
        <RouterProvider router={router} />
      </Provider>
      <ToastRegions queues={toasts.queues} />
    </I18nProvider>
  );
}
