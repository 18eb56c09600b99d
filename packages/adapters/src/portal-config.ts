import { errorMessages, legacyNames, PortalFailure, PRODUCT_TOKEN, type PortalError } from '@justiciable/core';
import * as v from 'valibot';

/** The region of the GraphQL API and the user pool (SPEC §1, §9); the file functions share it. */
export const PORTAL_REGION = 'sa-east-1';

const required = (field: string) =>
  v.pipe(v.string(`${field} must be a string`), v.trim(), v.minLength(1, `${field} is missing`));

const endpoint = (field: string) =>
  v.pipe(
    required(field),
    v.url(`${field} must be an absolute URL`),
    v.check((text) => /^https?:\/\//.test(text), `${field} must be an http(s) URL`),
    v.transform((text) => text.replace(/\/+$/, '')),
  );

const positiveMs = (field: string, fallback: number) =>
  v.optional(
    v.pipe(
      v.number(`${field} must be a number`),
      v.integer(`${field} must be whole milliseconds`),
      v.minValue(1, `${field} must be positive`),
    ),
    fallback,
  );

/**
 * Everything the adapters need to reach the services. Endpoint overrides are for the emulator;
 * left out, Amplify and the AWS SDK use the regional AWS endpoints.
 */
export const PortalConfigSchema = v.pipe(
  v.object({
    region: v.literal(PORTAL_REGION, `region must be '${PORTAL_REGION}'`),
    userPoolId: v.pipe(
      required('userPoolId'),
      v.regex(/^[a-z]{2}-[a-z]+-\d_[0-9A-Za-z]+$/, 'userPoolId must look like <region>_<id>'),
    ),
    userPoolClientId: required('userPoolClientId'),
    identityPoolId: v.pipe(
      required('identityPoolId'),
      v.regex(/^[a-z]{2}-[a-z]+-\d:[0-9a-f-]+$/, 'identityPoolId must look like <region>:<uuid>'),
    ),
    /**
     * Whether the identity pool gives guests credentials, as the public file-request page needs
     * to upload without a session (SPEC §2). It must match the pool's own setting: with it on
     * and the pool refusing guests, every signed-out Amplify call fails on the guest fetch.
     */
    identityPoolGuestAccess: v.optional(v.boolean('identityPoolGuestAccess must be true or false'), false),
    userPoolEndpoint: v.optional(endpoint('userPoolEndpoint')),
    identityPoolEndpoint: v.optional(endpoint('identityPoolEndpoint')),
    graphqlEndpoint: endpoint('graphqlEndpoint'),
    /**
     * The credential of the writes to user, billing and location. 'userPool' (the default, and the
     * production setting) sends the user's access token, so the backend can refuse a write of
     * someone else's record. 'apiKey' follows SPEC §6 to the letter, for a backend that demands
     * it; unsafe, as the key ships inside the web app (docs/wire.md, Auth modes). The deletion marking always uses
     * the token.
     */
    accountWritesAuth: v.optional(
      v.picklist(['userPool', 'apiKey'], "accountWritesAuth must be 'userPool' or 'apiKey'"),
      'userPool',
    ),
    /** AppSync's API key; needed only when accountWritesAuth is 'apiKey', and then public. */
    apiKey: v.optional(required('apiKey')),
    legacyApiBaseUrl: endpoint('legacyApiBaseUrl'),
    lambdaEndpoint: v.optional(endpoint('lambdaEndpoint')),
    /** Where the video rooms of meetings booked without a link open (core's videoMeetingLink); meet.jit.si when left out. */
    videoMeetingBaseUrl: v.optional(endpoint('videoMeetingBaseUrl')),
    // SPEC §9: the file functions' names carry a dev suffix.
    uploadFunctionName: v.pipe(
      required('uploadFunctionName'),
      v.regex(/^[\w-]+-dev$/, "uploadFunctionName must end in '-dev'"),
    ),
    downloadFunctionName: v.pipe(
      required('downloadFunctionName'),
      v.regex(/^[\w-]+-dev$/, "downloadFunctionName must end in '-dev'"),
    ),
    productToken: v.optional(
      v.pipe(
        required('productToken'),
        v.regex(/^[a-z][a-z0-9_]*$/, 'productToken must be lowercase letters, digits or _'),
      ),
      PRODUCT_TOKEN,
    ),
    timeouts: v.optional(
      v.object({
        /**
         * Every GraphQL and legacy API call. For api.php it is the time an attempt may go without
         * a byte arriving: a large answer that keeps coming on a slow network is waited for.
         */
        requestMs: positiveMs('timeouts.requestMs', 15_000),
        /**
         * A file function call, which carries the whole file. Both limits are each attempt's; a
         * whole call, its retries included, is limited by core's `createPortal(ports, { timeoutMs })`
         * (default 60 s) and by the `signal` of its argument.
         */
        fileMs: positiveMs('timeouts.fileMs', 60_000),
      }),
      {},
    ),
    /** How many times a read is tried again after a transport failure; writes never are. */
    readRetries: v.optional(
      v.pipe(v.number('readRetries must be a number'), v.integer(), v.minValue(0), v.maxValue(5)),
      2,
    ),
  }),
  v.forward(
    v.partialCheck(
      [['userPoolId'], ['identityPoolId']],
      ({ userPoolId, identityPoolId }) =>
        userPoolId.startsWith(`${PORTAL_REGION}_`) && identityPoolId.startsWith(`${PORTAL_REGION}:`),
      `the user and identity pools must live in ${PORTAL_REGION}`,
    ),
    ['userPoolId'],
  ),
  v.forward(
    v.partialCheck(
      [['accountWritesAuth'], ['apiKey']],
      ({ accountWritesAuth, apiKey }) => accountWritesAuth !== 'apiKey' || apiKey !== undefined,
      "apiKey is missing, and accountWritesAuth 'apiKey' needs it",
    ),
    ['apiKey'],
  ),
  v.forward(
    v.partialCheck(
      [['legacyApiBaseUrl'], ['productToken']],
      ({ legacyApiBaseUrl, productToken }) => legacyApiBaseUrl.endsWith(`/${legacyNames(productToken).apiPathSegment}`),
      'legacyApiBaseUrl must end in the {product}-api path segment (SPEC §9)',
    ),
    ['legacyApiBaseUrl'],
  ),
);

export type PortalConfigInput = v.InferInput<typeof PortalConfigSchema>;
export type PortalConfig = v.InferOutput<typeof PortalConfigSchema>;

/** The failure a refused configuration carries. */
type InvalidConfiguration = Extract<PortalError, { readonly kind: 'invalid-input' }>;

/**
 * A configuration that cannot work, thrown at start: a `PortalFailure` of kind 'invalid-input'
 * whose `field` names what to fix and whose `detail` says why, in English; its message is the
 * catalogue's 'La configuración del portal no es válida'.
 */
export class PortalConfigError extends PortalFailure<InvalidConfiguration> {
  readonly field: string;

  constructor(field: string, reason: string) {
    super({
      kind: 'invalid-input',
      field,
      message: errorMessages.invalidConfiguration,
      detail: `Invalid portal configuration: ${field}: ${reason}`,
    });
    this.field = field;
  }
}

/**
 * Validates a configuration, filling the defaults (product token, timeouts, retries).
 * `fieldName` lets a caller report the field under its own name (an environment variable).
 */
export function parsePortalConfig(input: unknown, fieldName: (path: string) => string = (path) => path): PortalConfig {
  const result = v.safeParse(PortalConfigSchema, input);
  if (result.success) return result.output;
  const [first] = result.issues;
  const path = v.getDotPath(first) ?? 'configuration';
  throw new PortalConfigError(fieldName(path), first.input === undefined ? 'is missing' : first.message);
}
