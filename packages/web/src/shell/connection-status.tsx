import { offlineMessages } from '@justiciable/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;
// Prerendered pages are painted online.
const onlineOnServer = () => true;

/**
 * 'Sin conexión' in the frame for as long as the browser is offline, in a polite live region that
 * is there while empty too, so it is announced when it comes. When the connection comes back, the page's data is read
 * again, so what the device showed meanwhile gives way to the service's.
 */
export function ConnectionStatus() {
  const online = useSyncExternalStore(subscribe, isOnline, onlineOnServer);
  const router = useRouter();
  useEffect(() => {
    const refresh = () => void router.invalidate();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [router]);
  return (
    <p aria-live="polite" className="connection-status" data-offline={online ? undefined : ''}>
      {online ? null : offlineMessages.offline}
    </p>
  );
}
