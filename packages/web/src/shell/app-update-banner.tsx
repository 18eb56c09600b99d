import { appUpdateMessages } from '@justiciable/core';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { appUpdate as pageAppUpdate, REPLACES_PAGE_ATTRIBUTE, type AppUpdate } from './app-update';
import './app-update-banner.css';

// React Aria's button is no part of the entry (the first-load budget, docs/benchmarks.md): fetched, precached
// by the service worker like every chunk, when a new version first waits.
const AppUpdateButton = lazy(() =>
  import('./app-update-button').then(({ AppUpdateButton: button }) => ({ default: button })),
);

/**
 * "Hay una versión nueva del portal." with Actualizar, at the foot of the window, once a new
 * version of the portal is installed and waits (./app-update.ts). Calm and non-modal: the
 * person finishes what they are doing and updates when they choose; the page reloads into the new
 * version. The live region stays in the page, empty, so its text is announced when it comes; it is
 * a polite live region rather than role=status, as a page's one status is its own (a list's count).
 */
export function AppUpdateBanner({ update = pageAppUpdate }: { readonly update?: AppUpdate }) {
  const waiting = useSyncExternalStore(update.subscribe, update.isWaiting, () => false);
  const [updating, setUpdating] = useState(false);
  return (
    <div className="app-update" aria-live="polite">
      {waiting ? (
        <div className="app-update-banner" {...{ [REPLACES_PAGE_ATTRIBUTE]: '' }}>
          <p>{appUpdateMessages.available}</p>
          <Suspense fallback={null}>
            <AppUpdateButton
              isPending={updating}
              onPress={() => {
                setUpdating(true);
                void update.apply();
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
