import { err, portalError, type PortalError, type Result } from '@justiciable/core';
import type * as AmplifyCore from 'aws-amplify';
import type * as AmplifyAuthApi from 'aws-amplify/auth';
import type * as AmplifyCognito from 'aws-amplify/auth/cognito';
import type { PortalConfig } from '../portal-config';
import { identityFailure } from './identity-failure';

/** Amplify's Auth as the adapters use it: its functions and the user pool's token provider. */
export interface AmplifyAuth {
  readonly auth: typeof AmplifyAuthApi;
  readonly tokens: (typeof AmplifyCognito)['cognitoUserPoolsTokenProvider'];
}

interface AmplifySetup {
  readonly config: PortalConfig;
  /** Where Amplify keeps its tokens (localStorage in a browser), read without loading Amplify; null where it keeps them in memory. */
  readonly tokenStorage: Pick<Storage, 'getItem'> | null;
}

let setup: AmplifySetup | null = null;
let configured: PortalConfig | null = null;
let loading: Promise<{ readonly Amplify: (typeof AmplifyCore)['Amplify']; readonly auth: AmplifyAuth }> | undefined;

/**
 * Points Amplify's Auth category at the user pool and identity pool of the configuration
 * (SPEC §5: e-mail sign-in and verification code, no MFA, no social providers). Amplify holds
 * this configuration process-wide, so it is set once per page or script. Amplify itself (most of
 * the adapters' JavaScript) is loaded only when first needed: a page opened with a fresh stored
 * session reads its tokens without it (`freshStoredTokens`).
 */
export function configureAmplify(config: PortalConfig, options: { readonly tokenStorage?: Pick<Storage, 'getItem'> } = {}): void {
  setup = { config, tokenStorage: options.tokenStorage ?? null };
}

/** The configuration and token storage given to configureAmplify; a bug to ask before it. */
export function amplifySetup(): AmplifySetup {
  if (setup === null) throw new ConfigurationMissing('configureAmplify must run before the identity adapters are used.');
  return setup;
}

/**
 * How long an Amplify operation may take, in attempts of any other request (timeouts.requestMs):
 * Amplify gives its Cognito calls no timeout of their own, so a user pool that never answers
 * would leave a sign-in pending for good, and it tries each call up to three times after a
 * dropped connection or a 5xx.
 */
const AMPLIFY_ATTEMPTS = 3;

/**
 * Runs an operation on Amplify's Auth, loaded on first use and configured with the latest
 * configureAmplify. Amplify's failures become the port's typed errors; a page that cannot fetch
 * Amplify's code is offline, as a failed request would be; an operation with no answer within
 * its time is a timeout.
 */
export async function withAmplify<T>(operation: (amplify: AmplifyAuth) => Promise<Result<T, PortalError>>): Promise<Result<T, PortalError>> {
  let amplify: AmplifyAuth;
  try {
    amplify = await amplifyAuth();
  } catch (error) {
    if (error instanceof ConfigurationMissing) throw error;
    return err(portalError.unavailable('network', `Amplify could not be loaded: ${error instanceof Error ? error.message : String(error)}`));
  }
  try {
    return await withinTime(operation(amplify), amplifySetup().config.timeouts.requestMs * AMPLIFY_ATTEMPTS);
  } catch (error) {
    return err(identityFailure(error));
  }
}

/**
 * The operation's answer, or a timeout once `ms` have passed. Amplify takes no signal to stop
 * it: should it end later, Amplify keeps what it did (a late sign-in is a session the next guard
 * finds, and signing in again replaces it).
 */
async function withinTime<T>(operation: Promise<Result<T, PortalError>>, ms: number): Promise<Result<T, PortalError>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<Result<T, PortalError>>((resolve) => {
    timer = setTimeout(() => resolve(err(portalError.unavailable('timeout', `the user pool gave no answer within ${ms} ms`))), ms);
  });
  try {
    return await Promise.race([operation, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** A bug: an identity adapter used before configureAmplify. */
class ConfigurationMissing extends Error {}

/** Amplify's modules, fetched once; a fetch that failed (offline) is tried again on the next call. */
function amplifyModules(): NonNullable<typeof loading> {
  loading ??= Promise.all([import('aws-amplify'), import('aws-amplify/auth'), import('aws-amplify/auth/cognito')]).then(
    ([core, auth, cognito]) => ({ Amplify: core.Amplify, auth: { auth, tokens: cognito.cognitoUserPoolsTokenProvider } }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Starts fetching Amplify's code ahead of need: a visitor who is not signed in and starts using
 * the page is about to sign in or register, which should not wait for it.
 */
export function preloadAmplify(): void {
  amplifyModules().catch(() => undefined);
}

async function amplifyAuth(): Promise<AmplifyAuth> {
  const { config } = amplifySetup();
  const loaded = await amplifyModules();
  if (configured !== config) {
    loaded.Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          identityPoolId: config.identityPoolId,
          allowGuestAccess: config.identityPoolGuestAccess,
          signUpVerificationMethod: 'code',
          loginWith: { email: true },
          ...(config.userPoolEndpoint === undefined ? {} : { userPoolEndpoint: config.userPoolEndpoint }),
          ...(config.identityPoolEndpoint === undefined ? {} : { identityPoolEndpoint: config.identityPoolEndpoint }),
        },
      },
    });
    configured = config;
  }
  return loaded.auth;
}
