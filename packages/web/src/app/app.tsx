import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { I18nProvider } from 'react-aria-components';
import type { AppRouter } from './router';
import type { StoreHolder } from '../session/store-holder';
import type { Queues, ToastSystem } from '../ui/toast-system';

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
      <ToastRegionsWhenNeeded queues={toasts.queues} />
    </I18nProvider>
  );
}

const ToastRegions = lazy(() => import('../ui/toast').then(({ ToastRegions: regions }) => ({ default: regions })));

/**
 * The toasts' regions, whose code (React Aria's landmarks and toasts) is left out of the first
 * load: fetched once the browser is idle after the start, or at once when a toast comes first.
 * The toast waits in its queue meanwhile and shows, and is announced, as the regions appear.
 */
function ToastRegionsWhenNeeded({ queues }: { readonly queues: Queues }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    const need = () => setNeeded(true);
    const unsubscribes = Object.values(queues).map((queue) => queue.subscribe(need));
    // A guard may have queued one before the first render.
    if (Object.values(queues).some((queue) => queue.visibleToasts.length > 0)) need();
    // Safari has no requestIdleCallback.
    const hasIdleCallback = typeof window.requestIdleCallback === 'function';
    const idle = hasIdleCallback ? window.requestIdleCallback(need, { timeout: 3000 }) : window.setTimeout(need, 1500);
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
      if (hasIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [needed, queues]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegions queues={queues} />
    </Suspense>
  ) : null;
}
