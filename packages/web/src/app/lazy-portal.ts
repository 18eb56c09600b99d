import { err, portalError, type Portal } from '@justiciable/core';

/** The use-cases that only ask whether someone is signed in: with no session stored, nobody is. */
const SESSION_CHECKS: ReadonlySet<string> = new Set(['loadSession', 'resumeSession'] satisfies (keyof Portal)[]);

/**
 * The portal, loaded on first use. The adapters (Amplify, the API clients, the AWS SDK) are
 * most of the app's JavaScript, and a signed-out visitor reaching a public page needs none of
 * them: while no session is stored, loadSession and resumeSession (the guards' checks) answer
 * 'unauthenticated' without loading them, as core would after asking the identity provider.
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
        if (SESSION_CHECKS.has(name) && !hasStoredSession()) return err(portalError.unauthenticated());
        const useCase = (await loaded())[name as keyof Portal] as (...useCaseArgs: unknown[]) => Promise<unknown>;
        return useCase(...args);
      };
    },
  });
  return { portal, preload: () => void loaded() };
}
