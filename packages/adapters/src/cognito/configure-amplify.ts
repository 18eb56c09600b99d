import { err, ok, portalError, sessionMessages, type PortalError, type Result } from '@justiciable/core';
// Amplify's category packages, not the aws-amplify umbrella, which would install every category
// (storage, analytics, datastore, notifications…) for the three the adapters use.
import type * as AmplifyApi from '@aws-amplify/api';
import type * as AmplifyAuthApi from '@aws-amplify/auth';
import type * as AmplifyCognito from '@aws-amplify/auth/cognito';
import type * as AmplifyCore from '@aws-amplify/core';
import type { PortalConfig } from '../portal-config';
import { debugSwitchOn, type AdapterLogger } from '../shared/logger';
import { identityFailure } from './identity-failure';
import { releaseSocketWhenIdle } from './realtime-provider';

/** Amplify's Auth as the adapters use it: its functions and the user pool's token provider. */
export interface AmplifyAuth {
  readonly auth: typeof AmplifyAuthApi;
  readonly tokens: (typeof AmplifyCognito)['cognitoUserPoolsTokenProvider'];
}

/**
 * Where Amplify keeps its tokens (a browser's localStorage, which fits), read without loading
 * Amplify. Written out rather than DOM's Storage, so a Node script's types need no DOM library.
 */
export interface TokenStorage {
  getItem(key: string): string | null;
  /** Where present (localStorage has them), a sign-out made offline keeps there what it must still revoke. */
  setItem?(key: string, value: string): void;
  removeItem?(key: string): void;
  /** Where present, what Amplify's `clear` of its storage does. */
  clear?(): void;
}

/** The configuration Amplify holds now: it is process-wide, and set again when another portal's differs. */
let configured: PortalConfig | null = null;
/** The storage a portal gave that Amplify's token provider keeps its tokens in now (process-wide too); null for Amplify's default. */
let configuredStorage: TokenStorage | null = null;
let loading:
  | Promise<{
      readonly Amplify: (typeof AmplifyCore)['Amplify'];
      readonly auth: AmplifyAuth;
      readonly credentials: (typeof AmplifyCognito)['cognitoCredentialsProvider'];
      readonly storage: (typeof AmplifyCore)['defaultStorage'];
      readonly ConsoleLogger: (typeof AmplifyCore)['ConsoleLogger'];
    }>
  | undefined;

/** The portal whose sign-in Amplify's one session holds; null while it holds none of ours. */
const session: { holder: AmplifySession | null } = { holder: null };

/**
 * One portal's use of Amplify's Auth (SPEC §5: e-mail sign-in and verification code, no MFA, no
 * social providers), pointed at the user pool and identity pool of its configuration. Amplify
 * keeps one configuration and one session per page or Node process, and cannot keep one per
 * portal: its token store, credentials cache and sign-in state are module-wide. So the first
 * portal to sign in (or to find a stored session) holds that session until it signs out, and
 * meanwhile another portal of the same process is refused its identity operations
 * (`heldByAnotherPortal`) and reads as signed out: it never answers the other portal's client.
 * Amplify itself (most of the adapters' JavaScript) is loaded only when first needed: a page
 * opened with a fresh stored session reads its tokens without it (`freshStoredTokens`).
 */
export class AmplifySession {
  /** Where Amplify keeps its tokens, read without loading Amplify; null where it keeps them in memory (Node's default). */
  readonly tokenStorage: TokenStorage | null;

  constructor(
    readonly config: PortalConfig,
    tokenStorage?: TokenStorage,
    /** Where this portal's identity operations are told (`createAdapters`' logger); null to tell nothing. */
    readonly logger: AdapterLogger | null = null,
  ) {
    this.tokenStorage = tokenStorage ?? null;
  }

  /** Whether another portal of this process holds Amplify's session. */
  heldElsewhere(): boolean {
    return session.holder !== null && session.holder !== this;
  }

  /** Whether this portal holds Amplify's session. */
  holds(): boolean {
    return session.holder === this;
  }

  /** Records that Amplify's session is this portal's: it signed in, or found a stored session first. */
  hold(): void {
    session.holder = this;
  }

  /** Records that this portal's session ended (signed out, deleted, or gone when read). */
  release(): void {
    if (session.holder === this) session.holder = null;
  }

  /**
   * Runs an operation on Amplify's Auth, loaded on first use and configured for this portal.
   * Refused while another portal holds the session, as it would act on that portal's client.
   * Amplify's failures become the port's typed errors; a page that cannot fetch Amplify's code
   * is offline, as a failed request would be; an operation with no answer within its time is a
   * timeout.
   */
  async withAmplify<T>(
    operation: (amplify: AmplifyAuth) => Promise<Result<T, PortalError>>,
  ): Promise<Result<T, PortalError>> {
    if (this.heldElsewhere()) return err(heldByAnotherPortal());
    let amplify: AmplifyAuth;
    try {
      amplify = await amplifyAuth(this);
    } catch (error) {
      return err(
        portalError.unavailable(
          'network',
          `Amplify could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    }
    try {
      return await withinTime(operation(amplify), this.config.timeouts.requestMs * AMPLIFY_ATTEMPTS);
    } catch (error) {
      return err(identityFailure(error));
    }
  }
}

/** The refusal of an identity operation while another portal of the process holds Amplify's session. */
function heldByAnotherPortal(): PortalError {
  return portalError.forbidden(
    sessionMessages.heldByAnotherPortal,
    'Amplify keeps one session per process, and another portal (createAdapters) of this process holds it: sign that portal out first, or run each account in its own process.',
  );
}

/**
 * How long an Amplify operation may take, in attempts of any other request (timeouts.requestMs):
 * Amplify gives its Cognito calls no timeout of their own, so a user pool that never answers
 * would leave a sign-in pending for good, and it tries each call up to three times after a
 * dropped connection or a 5xx.
 */
const AMPLIFY_ATTEMPTS = 3;

/**
 * The operation's answer, or a timeout once `ms` have passed. Amplify takes no signal to stop
 * it: should it end later, Amplify keeps what it did (a late sign-in is a session the next guard
 * finds, and signing in again replaces it).
 */
async function withinTime<T>(operation: Promise<Result<T, PortalError>>, ms: number): Promise<Result<T, PortalError>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<Result<T, PortalError>>((resolve) => {
    timer = setTimeout(
      () => resolve(err(portalError.unavailable('timeout', `the user pool gave no answer within ${ms} ms`))),
      ms,
    );
  });
  try {
    return await Promise.race([operation, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Amplify's modules, fetched once; a fetch that failed (offline) is tried again on the next call. */
function amplifyModules(): NonNullable<typeof loading> {
  loading ??= Promise.all([
    import('@aws-amplify/core'),
    import('@aws-amplify/auth'),
    import('@aws-amplify/auth/cognito'),
  ]).then(
    ([core, auth, cognito]) => ({
      Amplify: core.Amplify,
      auth: { auth, tokens: cognito.cognitoUserPoolsTokenProvider },
      credentials: cognito.cognitoCredentialsProvider,
      storage: core.defaultStorage,
      ConsoleLogger: core.ConsoleLogger,
    }),
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

async function amplifyAuth({ config, tokenStorage }: AmplifySession): Promise<AmplifyAuth> {
  const loaded = await amplifyModules();
  quietAmplify(loaded.ConsoleLogger);
  if (configured !== config) {
    const Auth = {
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
    } as const;
    // What the umbrella's Amplify.configure does before core's: the user pool's token provider
    // (tokens kept in localStorage, in memory on Node) and the identity pool's credentials
    // provider, told this configuration at every configure so token refresh follows it.
    loaded.auth.tokens.setAuthConfig(Auth);
    loaded.auth.tokens.setKeyValueStorage(loaded.storage);
    const libraryOptions = { Auth: { tokenProvider: loaded.auth.tokens, credentialsProvider: loaded.credentials } };
    loaded.Amplify.configure(
      {
        Auth,
        // Only the realtime socket (AppSyncAccountEvents) goes through Amplify's API; queries and
        // mutations keep the adapters' own client. On a custom domain (the emulator's) Amplify
        // opens the socket at `<endpoint>/realtime`, as AppSync does.
        API: { GraphQL: { endpoint: config.graphqlEndpoint, region: config.region, defaultAuthMode: 'userPool' } },
      },
      libraryOptions,
    );
    configured = config;
    configuredStorage = null;
  }
  keepTokensIn(loaded.auth.tokens, tokenStorage);
  return loaded.auth;
}

/**
 * Amplify's own console lines are not a script's to read (they were two [WARN] lines about
 * the emulator's custom endpoints on every run): Amplify logs nothing, unless the script set its
 * level itself (`ConsoleLogger.LOG_LEVEL`) or `JUSTICIABLE_DEBUG` is on, which leaves Amplify's
 * default (its warnings and errors on the console).
 */
function quietAmplify(ConsoleLogger: (typeof AmplifyCore)['ConsoleLogger']): void {
  if ((ConsoleLogger.LOG_LEVEL === null || ConsoleLogger.LOG_LEVEL === undefined) && !debugSwitchOn())
    ConsoleLogger.LOG_LEVEL = 'NONE';
}

/**
 * Points Amplify's token provider at the portal's storage (a Node script's `fileTokenStorage`),
 * so a later run finds the session there. A browser's localStorage is where Amplify keeps the
 * tokens already, and without a storage they stay where Amplify keeps them (in memory in Node).
 */
function keepTokensIn(tokens: AmplifyAuth['tokens'], storage: TokenStorage | null): void {
  if (
    storage === null ||
    storage === configuredStorage ||
    storage === (globalThis as { localStorage?: unknown }).localStorage
  )
    return;
  const { setItem, removeItem, clear } = storage;
  if (setItem === undefined || removeItem === undefined) return;
  tokens.setKeyValueStorage({
    setItem: async (key, value) => setItem.call(storage, key, value),
    getItem: async (key) => storage.getItem(key),
    removeItem: async (key) => removeItem.call(storage, key),
    clear: async () => clear?.call(storage),
  });
  configuredStorage = storage;
}

/** What one subscription hears: each `data` message, or the failure that ended it. */
export interface RealtimeObserver {
  next(message: { readonly data?: Readonly<Record<string, unknown>> }): void;
  error(error: unknown): void;
}

/** Amplify's GraphQL client as the realtime socket's subscriptions use it. */
export interface RealtimeClient {
  /** Starts one subscription over the process's realtime socket, authorized with the user pool's token. */
  subscribe(
    query: string,
    variables: Readonly<Record<string, unknown>>,
    observer: RealtimeObserver,
  ): { unsubscribe(): void };
}

/** A subscription's observable as Amplify's client answers it, without its generated types (too deep for the compiler). */
interface AmplifyObservable {
  subscribe(observer: RealtimeObserver): { unsubscribe(): void };
}

/** Amplify's GraphQL client, whose subscriptions share its realtime socket, and the hub where it reports that socket's state. */
export interface AmplifyRealtime {
  readonly client: RealtimeClient;
  readonly hub: RealtimeHub;
  /** The hub event that carries the socket's connection state. */
  readonly connectionStateChange: string;
  readonly states: Readonly<Record<RealtimeConnectionState, string>>;
}

/** The connection states of Amplify's socket the account's events read. */
export type RealtimeConnectionState =
  'Connecting' | 'Connected' | 'ConnectionDisrupted' | 'ConnectionDisruptedPendingNetwork' | 'ConnectedPendingNetwork';

/**
 * Amplify's hub as the realtime socket reports on it, in types of our own: the package's
 * declarations must not name Amplify's, which need the DOM library a Node script does not load.
 */
export interface RealtimeHub {
  listen(channel: 'api', callback: (capsule: { readonly payload: RealtimeHubPayload }) => void): () => void;
}

/** What Amplify's socket reports on its hub: its connection's state, and each subscription's start_ack. */
export interface RealtimeHubPayload {
  readonly event: string;
  readonly data?: {
    readonly connectionState?: string;
    readonly query?: string;
    readonly variables?: Readonly<Record<string, unknown>>;
  };
}

let realtimeLoading: Promise<{ readonly api: typeof AmplifyApi; readonly utils: typeof AmplifyCore }> | undefined;

/**
 * Amplify's realtime client for this portal's session, configured as its Auth is. Its code (the
 * API category) is fetched at the first subscription only, which a page makes after its first
 * paint, so a first load never carries it. Refused as 'unauthenticated' while another portal of
 * the process holds Amplify's session, whose tokens the socket would carry; where the runtime has
 * no WebSocket (Node 20), refused as 'unavailable' with how to give it one.
 */
export async function amplifyRealtime(
  amplify: AmplifySession,
  /** The session's access token, read again for every socket Amplify opens (a reconnection after it was refreshed). */
  accessToken: () => Promise<Result<string | null, PortalError>>,
): Promise<Result<AmplifyRealtime, PortalError>> {
  if (amplify.heldElsewhere())
    return err(portalError.unauthenticated('another portal of this process holds the session'));
  if (typeof globalThis.WebSocket !== 'function') {
    return err(
      portalError.unavailable(
        'network',
        "This runtime has no WebSocket: on Node 20, set globalThis.WebSocket = (await import('ws')).WebSocket first (README).",
      ),
    );
  }
  try {
    await amplifyAuth(amplify);
    plainSocketsFor(amplify.config.graphqlEndpoint);
    realtimeLoading ??= Promise.all([import('@aws-amplify/api'), import('@aws-amplify/core')]).then(
      ([api, utils]) => {
        // Amplify names its realtime provider in every state it reports, the first as it makes it: before its socket opens.
        utils.Hub.listen('api', ({ payload }) => {
          if (payload.event === api.CONNECTION_STATE_CHANGE)
            releaseSocketWhenIdle((payload.data as { provider?: unknown } | undefined)?.provider);
        });
        return { api, utils };
      },
      (error: unknown) => {
        realtimeLoading = undefined;
        throw error;
      },
    );
    const { api, utils } = await realtimeLoading;
    const amplifyClient = api.generateClient() as unknown as {
      graphql(
        options: { readonly query: string; readonly variables: object; readonly authMode: 'none' },
        headers: () => Promise<Record<string, string>>,
      ): AmplifyObservable;
    };
    // The user pool's access token as the socket's Authorization, exactly what Amplify's 'userPool'
    // mode sends, but read from this portal's session: Amplify's mode asks its fetchAuthSession,
    // which also fetches identity-pool credentials (GetId and GetCredentialsForIdentity, once per
    // subscription) that the socket never uses. An empty answer fails the start ('No auth token').
    const authorization = async (): Promise<Record<string, string>> => {
      const token = await accessToken();
      return token.ok && token.value !== null ? { Authorization: token.value } : {};
    };
    const client: RealtimeClient = {
      subscribe: (query, variables, observer) =>
        amplifyClient.graphql({ query, variables, authMode: 'none' }, authorization).subscribe(observer),
    };
    const hub: RealtimeHub = {
      listen: (channel, callback) =>
        utils.Hub.listen(channel, ({ payload }) => callback({ payload: payload as RealtimeHubPayload })),
    };
    return ok({ client, hub, connectionStateChange: api.CONNECTION_STATE_CHANGE, states: api.ConnectionState });
  } catch (error) {
    return err(
      portalError.unavailable(
        'network',
        `Amplify's realtime client could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }
}

/** The hosts whose realtime socket is plain ws, as their GraphQL endpoint is plain http. */
const plainSocketHosts = new Set<string>();

/**
 * Amplify always opens its realtime socket over TLS (`wss://`), but a local emulator serves plain
 * http, and so plain ws beside it. For an http endpoint (never AppSync's, which is https), the
 * WebSocket that Amplify constructs opens `ws://` to that endpoint's host; every other socket of
 * the page or process is left as it is.
 */
function plainSocketsFor(graphqlEndpoint: string): void {
  const endpoint = new URL(graphqlEndpoint);
  if (endpoint.protocol !== 'http:' || plainSocketHosts.has(endpoint.host)) return;
  if (plainSocketHosts.size === 0) {
    const Native = globalThis.WebSocket;
    globalThis.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        const address = new URL(url);
        if (address.protocol === 'wss:' && plainSocketHosts.has(address.host)) address.protocol = 'ws:';
        super(address, protocols);
      }
    };
  }
  plainSocketHosts.add(endpoint.host);
}
