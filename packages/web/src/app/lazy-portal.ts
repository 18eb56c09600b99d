import { err, portalError, type Portal } from '@justiciable/core';

/**
 * The portal, loaded on first use. The adapters (Amplify, the API clients, the AWS SDK) are
 * most of the app's JavaScript, and a signed-out visitor reaching /welcome needs none of them:
 * while no session is stored, loadSession answers 'unauthenticated' without loading them.
 * Every other use-case loads them, once, and then runs as is.
 */
export function lazyPortal(load: () => Promise<Portal>, hasStoredSession: () => boolean): { portal: Portal; preload: () => void } {
  let loading: Promise<Portal> | undefined;
  const loaded = () => (loading ??= load());
  const portal = new Proxy({} as Portal, {
    get(_target, name) {
      // Not a thenable, and no symbols: the portal is handed around and may be inspected.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return async (...args: unknown[]) => {
        if (name === 'loadSession' && !hasStoredSession()) return err(portalError.unauthenticated());
        const useCase = (await loaded())[name as keyof Portal] as (...useCaseArgs: unknown[]) => Promise<unknown>;
        return useCase(...args);
      };
    },
  });
  return { portal, preload: () => void loaded() };
}
