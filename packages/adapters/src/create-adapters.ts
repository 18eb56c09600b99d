import type { Clock, IdGenerator, PortalPorts } from '@justiciable/core';
import { AppSyncAccountEvents } from './appsync/appsync-account-events';
import { API_KEY_ACCOUNT_WRITES, AppSyncAccountRepository } from './appsync/appsync-account-repository';
import { AppSyncClient } from './appsync/appsync-client';
import { CognitoIdentityGateway } from './cognito/cognito-identity-gateway';
import type { TokenStorage } from './cognito/configure-amplify';
import { LambdaFileStore } from './lambda/lambda-file-store';
import { createLegacyApi, type LegacyApi } from './legacy-api/legacy-api';
import { LegacyApiCalendarRepository } from './legacy-api/legacy-api-calendar-repository';
import { LegacyApiCaseRepository } from './legacy-api/legacy-api-case-repository';
import { LegacyApiClientRegistry } from './legacy-api/legacy-api-client-registry';
import { LegacyApiCommentRepository } from './legacy-api/legacy-api-comment-repository';
import { LegacyApiConsultationDesk } from './legacy-api/legacy-api-consultation-desk';
import { LegacyApiContactRequests } from './legacy-api/legacy-api-contact-requests';
import { LegacyApiDocumentLibrary } from './legacy-api/legacy-api-document-library';
import { LegacyApiInvitations } from './legacy-api/legacy-api-invitations';
import { LegacyApiLawyerDirectory } from './legacy-api/legacy-api-lawyer-directory';
import { LegacyApiMyLawyers } from './legacy-api/legacy-api-my-lawyers';
import { LegacyApiNotificationInbox } from './legacy-api/legacy-api-notification-inbox';
import { LegacyApiPaymentGateway } from './legacy-api/legacy-api-payment-gateway';
import { parsePortalConfig, type PortalConfig, type PortalConfigInput } from './portal-config';
import { adapterLogger, type AdapterLogger } from './shared/logger';

/** The machine's clock. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}

/**
 * Random ids from the platform's cryptographic generator (browser and Node alike): v4 UUIDs, or
 * 32 hex digits of random bytes where randomUUID is missing (a page served over plain http from a
 * host other than localhost, which browsers do not count as a secure context).
 */
export class RandomIdGenerator implements IdGenerator {
  next(): string {
    const { crypto } = globalThis;
    if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
    return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
      '',
    );
  }
}

/** Attempts of one Lambda invocation, the first included. */
const FILE_FUNCTION_ATTEMPTS = 2;

export interface AdapterOptions {
  /**
   * Where Amplify keeps the session's tokens: localStorage in a browser, where Amplify's default
   * storage is; in Node, `fileTokenStorage(path)`, a file of the script's (mode 0600), so a second
   * run resumes the session without the password. While the access token is fresh the adapters
   * read it there, so a page opened with a stored session loads Amplify only when the token needs
   * refreshing or a sign-in or sign-out is made. Without it in Node, Amplify keeps the tokens in
   * memory, lost when the process ends.
   */
  readonly tokenStorage?: TokenStorage;
  /**
   * Where the adapters tell what they do (sign-ins, sign-outs, the session read from storage,
   * the realtime socket's states, the AWS SDK's lines for each Lambda invocation): `console`, or
   * any logger with debug, info, warn and error. Default: none, and a normal run prints nothing
   * on stdout or stderr (Amplify's and the AWS SDK's own warnings included); the environment
   * variable `JUSTICIABLE_DEBUG=1` writes the lines to stderr, with Amplify's warnings.
   */
  readonly logger?: AdapterLogger;
}

/** The ports `createAdapters` answers; the identity port also gives the session's token and credentials. */
export interface AdapterPorts extends PortalPorts {
  readonly identity: CognitoIdentityGateway;
}

/**
 * Every port on the real services, from one configuration, validated here: a bad one throws a
 * `PortalConfigError` (core's `PortalFailure`, kind 'invalid-input') naming its field.
 * Amplify keeps one session per process: while this portal is signed in, another portal's
 * sign-in is refused and that portal reads as signed out (`CognitoIdentityGateway`).
 */
export function createAdapters(input: PortalConfig | PortalConfigInput, options: AdapterOptions = {}): AdapterPorts {
  const config = parsePortalConfig(input);
  const logger = adapterLogger(options.logger);
  const identity = new CognitoIdentityGateway(config, { ...options, logger });
  const accessToken = () => identity.accessToken();
  const requestMs = config.timeouts.requestMs;
  const appSync = new AppSyncClient({
    endpoint: config.graphqlEndpoint,
    ...(config.apiKey === undefined ? {} : { apiKey: config.apiKey }),
    accessToken,
    timeoutMs: requestMs,
    readRetries: config.readRetries,
  });
  const legacyApi = createLegacyApi({
    baseUrl: config.legacyApiBaseUrl,
    timeoutMs: requestMs,
    readRetries: config.readRetries,
    accessToken,
    productToken: config.productToken,
  });
  const files = new LambdaFileStore({
    region: config.region,
    ...(config.lambdaEndpoint === undefined ? {} : { endpoint: config.lambdaEndpoint }),
    uploadFunctionName: config.uploadFunctionName,
    downloadFunctionName: config.downloadFunctionName,
    timeoutMs: config.timeouts.fileMs,
    maxAttempts: FILE_FUNCTION_ATTEMPTS,
    credentials: () => identity.credentials(),
    logger,
  });
  const ports: Omit<AdapterPorts, 'forCall'> = {
    identity,
    accountEvents: new AppSyncAccountEvents(identity, requestMs, logger),
    ...requestPorts(appSync, legacyApi, files, config),
    clock: new SystemClock(),
    ids: new RandomIdGenerator(),
    ...(config.videoMeetingBaseUrl === undefined ? {} : { videoMeetingBaseUrl: config.videoMeetingBaseUrl }),
  };
  return {
    ...ports,
    // A view per call: the same session and live updates, and every port that sends requests made
    // again on clients carrying the call's signal. Core made the signal with the platform's
    // AbortController, so it is the platform's AbortSignal that fetch and the AWS SDK take.
    forCall: ({ signal }) => {
      const callSignal = signal as AbortSignal;
      const callApi: LegacyApi = { ...legacyApi, client: legacyApi.client.withSignal(callSignal) };
      return {
        ...ports,
        ...requestPorts(appSync.withSignal(callSignal), callApi, files.withSignal(callSignal), config),
      };
    },
  };
}

/** The ports that send requests, on the given clients: made once, and again for each call (`forCall`). */
function requestPorts(appSync: AppSyncClient, legacyApi: LegacyApi, files: LambdaFileStore, config: PortalConfig) {
  return {
    accounts: new AppSyncAccountRepository(
      appSync,
      config.accountWritesAuth === 'apiKey' ? API_KEY_ACCOUNT_WRITES : {},
    ),
    clients: new LegacyApiClientRegistry(legacyApi),
    cases: new LegacyApiCaseRepository(legacyApi),
    comments: new LegacyApiCommentRepository(legacyApi),
    calendar: new LegacyApiCalendarRepository(legacyApi),
    directory: new LegacyApiLawyerDirectory(legacyApi),
    contactRequests: new LegacyApiContactRequests(legacyApi),
    invitations: new LegacyApiInvitations(legacyApi),
    myLawyers: new LegacyApiMyLawyers(legacyApi),
    notifications: new LegacyApiNotificationInbox(legacyApi),
    documents: new LegacyApiDocumentLibrary(legacyApi),
    files,
    consultations: new LegacyApiConsultationDesk(legacyApi),
    payments: new LegacyApiPaymentGateway(legacyApi),
  } satisfies Partial<PortalPorts>;
}
