import { portalError, PortalFailure } from '@justiciable/core';
import { ofetch } from 'ofetch';
import * as v from 'valibot';
import { parsePortalConfig, type PortalConfig, type PortalConfigInput } from './portal-config';
import { classifyFetchFailure, describeBody } from './shared/fetch-failure';
import { parseJsonBody } from './shared/json-body';

/** The environment variables of the web build, one per configuration field. */
export const PORTAL_ENV_VARIABLES = {
  region: 'VITE_AWS_REGION',
  userPoolId: 'VITE_USER_POOL_ID',
  userPoolClientId: 'VITE_USER_POOL_CLIENT_ID',
  identityPoolId: 'VITE_IDENTITY_POOL_ID',
  identityPoolGuestAccess: 'VITE_IDENTITY_POOL_GUEST_ACCESS',
  userPoolEndpoint: 'VITE_USER_POOL_ENDPOINT',
  identityPoolEndpoint: 'VITE_IDENTITY_POOL_ENDPOINT',
  graphqlEndpoint: 'VITE_GRAPHQL_ENDPOINT',
  accountWritesAuth: 'VITE_ACCOUNT_WRITES_AUTH',
  apiKey: 'VITE_GRAPHQL_API_KEY',
  legacyApiBaseUrl: 'VITE_LEGACY_API_BASE_URL',
  lambdaEndpoint: 'VITE_LAMBDA_ENDPOINT',
  uploadFunctionName: 'VITE_UPLOAD_FUNCTION_NAME',
  downloadFunctionName: 'VITE_DOWNLOAD_FUNCTION_NAME',
  productToken: 'VITE_PRODUCT_TOKEN',
  'timeouts.requestMs': 'VITE_REQUEST_TIMEOUT_MS',
  'timeouts.fileMs': 'VITE_FILE_TIMEOUT_MS',
  readRetries: 'VITE_READ_RETRIES',
} as const;

type EnvField = keyof typeof PORTAL_ENV_VARIABLES;

/**
 * The configuration of the web build, from `import.meta.env` (or any map of VITE_ variables).
 * An empty variable counts as unset; a bad one throws naming the variable.
 */
export function configFromEnv(env: Readonly<Record<string, string | boolean | undefined>>): PortalConfig {
  const read = (field: EnvField): string | undefined => {
    const value = env[PORTAL_ENV_VARIABLES[field]];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const number = (field: EnvField): number | string | undefined => {
    const text = read(field);
    // A variable that is not a number stays text, so validation names it instead of reading NaN.
    return text === undefined ? undefined : /^\d+$/.test(text) ? Number(text) : text;
  };
  const flag = (field: EnvField): boolean | string | undefined => {
    const text = read(field);
    return text === 'true' ? true : text === 'false' ? false : text;
  };
  const input: Record<string, unknown> = {
    region: read('region'),
    userPoolId: read('userPoolId'),
    userPoolClientId: read('userPoolClientId'),
    identityPoolId: read('identityPoolId'),
    identityPoolGuestAccess: flag('identityPoolGuestAccess'),
    userPoolEndpoint: read('userPoolEndpoint'),
    identityPoolEndpoint: read('identityPoolEndpoint'),
    graphqlEndpoint: read('graphqlEndpoint'),
    accountWritesAuth: read('accountWritesAuth'),
    apiKey: read('apiKey'),
    legacyApiBaseUrl: read('legacyApiBaseUrl'),
    lambdaEndpoint: read('lambdaEndpoint'),
    uploadFunctionName: read('uploadFunctionName'),
    downloadFunctionName: read('downloadFunctionName'),
    productToken: read('productToken'),
    timeouts: { requestMs: number('timeouts.requestMs'), fileMs: number('timeouts.fileMs') },
    readRetries: number('readRetries'),
  };
  return parsePortalConfig(withoutUndefined(input), (path) => {
    const variable = Object.hasOwn(PORTAL_ENV_VARIABLES, path) ? PORTAL_ENV_VARIABLES[path as EnvField] : undefined;
    return variable === undefined ? path : `${variable} (${path})`;
  });
}

/** Drops unset entries, so optional fields take their defaults and required ones are reported missing. */
function withoutUndefined(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).flatMap(([key, value]): [string, unknown][] => {
      if (value === undefined) return [];
      if (typeof value === 'object' && value !== null)
        return [[key, withoutUndefined(value as Record<string, unknown>)]];
      return [[key, value]];
    }),
  );
}

/** What the emulator publishes at /__emulator/config.json. */
const EmulatorConfigSchema = v.object({
  region: v.string(),
  userPoolId: v.string(),
  userPoolClientId: v.string(),
  identityPoolId: v.string(),
  userPoolEndpoint: v.string(),
  identityPoolEndpoint: v.string(),
  graphqlEndpoint: v.string(),
  apiKey: v.string(),
  legacyApiBaseUrl: v.string(),
  lambdaEndpoint: v.string(),
  uploadFunctionName: v.string(),
  downloadFunctionName: v.string(),
  /** Whether the identity pool gives guests credentials (the public file-request page); off when not published. */
  identityPoolGuestAccess: v.optional(v.boolean()),
  /**
   * The client's timeouts and read retries, when whatever serves config.json sets them: the
   * emulator publishes none (the adapters' defaults apply); the end-to-end suite shortens them
   * for the pages it puts under faults, so a timeout shows in a second, not in 15.
   */
  timeouts: v.optional(v.object({ requestMs: v.optional(v.number()), fileMs: v.optional(v.number()) })),
  readRetries: v.optional(v.number()),
});

/**
 * The configuration of a running emulator (the local cloud), read from its config.json so
 * nothing is hard-coded. `overrides` adjusts what the emulator does not decide (timeouts, retries,
 * API-key account writes for an emulator started with allowApiKeyWrites).
 *
 * Throws a `PortalFailure`: kind 'unavailable' when no emulator answers at `url` (transport
 * 'network' or 'timeout'; 'http' for another HTTP status, 'malformed' for an answer that is no
 * configuration), or a `PortalConfigError` (kind 'invalid-input') for a published field the
 * adapters refuse. The detail names the address.
 */
export async function emulatorConfig(
  url: string,
  overrides: Pick<
    PortalConfigInput,
    'timeouts' | 'readRetries' | 'productToken' | 'identityPoolGuestAccess' | 'accountWritesAuth'
  > = {},
): Promise<PortalConfig> {
  const address = `${url.replace(/\/+$/, '')}/__emulator/config.json`;
  let body: unknown;
  try {
    body = await ofetch(address, { parseResponse: parseJsonBody, timeout: 10_000, retry: 2 });
  } catch (error) {
    const failure = classifyFetchFailure(error);
    const unreachable =
      failure.kind === 'no-answer'
        ? { ...failure.error, detail: `No emulator answered at ${address}: ${failure.error.detail ?? ''}` }
        : portalError.unavailable(
            'http',
            `The emulator at ${address} answered HTTP ${failure.status}: ${describeBody(failure.body)}`,
          );
    throw new PortalFailure(unreachable, { cause: error });
  }
  const published = v.safeParse(EmulatorConfigSchema, body);
  if (!published.success) {
    throw new PortalFailure(
      portalError.unavailable(
        'malformed',
        `The emulator at ${address} did not publish a usable configuration: ${v.summarize(published.issues)}`,
      ),
    );
  }
  return parsePortalConfig({ ...published.output, ...overrides });
}
