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
 * Runs an operation on Amplify's Auth, loaded on first use and configured with the latest
 * configureAmplify. Amplify's failures become the port's typed errors; a page that cannot fetch
 * Amplify's code is offline, as a failed request would be.
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
    return await operation(amplify);
  } catch (error) {
    return err(identityFailure(error));
  }
}

/** A bug: an identity adapter used before configureAmplify. */
class ConfigurationMissing extends Error {}

async function amplifyAuth(): Promise<AmplifyAuth> {
  const { config } = amplifySetup();
  loading ??= Promise.all([import('aws-amplify'), import('aws-amplify/auth'), import('aws-amplify/auth/cognito')]).then(([core, auth, cognito]) => ({
    Amplify: core.Amplify,
    auth: { auth, tokens: cognito.cognitoUserPoolsTokenProvider },
  }));
  const loaded = await loading;
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
