import {
  configFromEnv,
  createAdapters,
  emulatorConfig,
  hasStoredCognitoSession,
  preloadAmplify,
} from '@justiciable/adapters';
import { createPortal, type Portal } from '@justiciable/core';

/**
 * The composition root: the only place that builds adapters. A production build reads the
 * cloud's endpoints from its VITE_ variables. Every other build (development, the local demo,
 * e2e) reads the emulator's configuration from /__emulator/config.json on the origin that served
 * the app: whatever serves it (Vite's dev and preview servers, `npm start`, the e2e harness)
 * passes /__emulator on to the emulator, so one build works with an emulator on any port.
 */
export async function buildPortal(env: ImportMetaEnv, origin: string): Promise<Portal> {
  // Amplify keeps the session in localStorage; reading it there spares a signed-in page Amplify's code.
  const options = { tokenStorage: window.localStorage };
  // No limit on a call as a whole: a person watches each wait, and the agenda's tens of megabytes
  // still arriving on a slow phone may take minutes; each request keeps its own limit on silence.
  const limits = { timeoutMs: null };
  if (env.MODE === 'production') return createPortal(createAdapters(configFromEnv(env), options), limits);
  return createPortal(createAdapters(await emulatorConfig(origin), options), limits);
}

/**
 * Fetches the identity provider's code ahead of need when nobody is signed in: a visitor who
 * starts using the page is about to sign in or register, which should not wait for it on the
 * button's press. A signed-in visitor needs it only to refresh or end the session.
 */
export function preloadIdentityProvider(): void {
  if (!hasStoredCognitoSession(window.localStorage)) preloadAmplify();
}
