import {
  deferPortal,
  err,
  portalError,
  type DeferredPortal,
  type Portal,
  type PortalError,
  type Result,
} from '@justiciable/core';

/**
 * The portal, loaded on first use (core's `deferPortal`). The adapters (Amplify, the API clients,
 * the AWS SDK) are most of the app's JavaScript, and a signed-out visitor reaching a public page
 * needs none of them: while no session is stored, loadSession and resumeSession (the guards'
 * checks) answer 'unauthenticated' without loading them, as core would after asking the identity
 * provider. Every other use-case loads them, once, and then runs as is.
 */
export function lazyPortal(load: () => Promise<Portal>, hasStoredSession: () => boolean): DeferredPortal {
  const { portal, preload } = deferPortal(load);
  const nobodySignedIn = (): Promise<Result<never, PortalError>> => Promise.resolve(err(portalError.unauthenticated()));
  return {
    portal: {
      ...portal,
      loadSession: () => (hasStoredSession() ? portal.loadSession() : nobodySignedIn()),
      resumeSession: (...args: Parameters<Portal['resumeSession']>) =>
        hasStoredSession() ? portal.resumeSession(...args) : nobodySignedIn(),
    },
    preload,
  };
}
