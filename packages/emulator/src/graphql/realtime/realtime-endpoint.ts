import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { DocumentNode } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { decodeJwt } from 'jose';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { EmulatorContext } from '../../context';
import { operationLimitPlugins } from '../operation-limits';
import { createAccountSchema, type GraphqlRequestContext } from '../schema';
import { authorize, readConnectionAuthorization, type RealtimeCaller } from './realtime-auth';
import { socketErrors, type SocketError } from './realtime-messages';

/** Where AppSync serves the socket for a custom domain: the GraphQL endpoint's path plus /realtime. */
const realtimePath = '/graphql/realtime';
/** The subprotocol AppSync speaks (and Amplify offers first). */
const realtimeSubprotocol = 'graphql-ws';
/** What connection_ack announces: the longest a client waits for a `ka` before giving up (AppSync's 5 minutes). */
const connectionTimeoutMs = 300_000;
/** A message over this is answered with an error and otherwise ignored; the portal's starts are under 2 KiB. */
export const maxMessageBytes = 64 * 1024;
/** A frame over this closes the socket (1009) before it is read whole. */
const maxFrameBytes = 1024 * 1024;
const maxSubscriptionIdLength = 128;
/** How long a closing socket waits for the peer's close frame before it is cut. */
const closeHandshakeMs = 2_000;

export interface RealtimeOptions {
  /** How often `ka` is sent after the first, which follows connection_ack at once. */
  readonly keepAliveMs: number;
  /** How long a socket may stay open without connection_init before it is closed (4408). */
  readonly connectionInitTimeoutMs: number;
  /** How often the tokens live sockets hold are checked again (GlobalSignOut, RevokeToken, expiry); each event's is checked at delivery too. */
  readonly revocationCheckMs: number;
  /** Sockets one account may hold at once: those whose connection or any subscription holds one of its tokens. */
  readonly maxConnectionsPerAccount: number;
  /** Subscriptions one connection may hold at once (AppSync's default quota, 100). */
  readonly maxSubscriptionsPerConnection: number;
}

export const defaultRealtimeOptions: RealtimeOptions = {
  keepAliveMs: 60_000,
  connectionInitTimeoutMs: 10_000,
  revocationCheckMs: 1_000,
  // A client keeps one socket per open page (Amplify); 10 pages or devices at once is generous.
  // With 100 subscriptions each, one account follows at most 1,000 streams, not the probe's
  // 20,000, whose every write held the event loop for 1.1 s.
  maxConnectionsPerAccount: 10,
  maxSubscriptionsPerConnection: 100,
};

export interface RealtimeEndpoint {
  /** The HTTP server's 'upgrade' listener: takes the realtime path, refuses anything else. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every socket and stops the timers. */
  close(): void;
}

/**
 * AppSync's realtime protocol over WebSocket (docs/graphql.md, Realtime): connection_init/connection_ack,
 * `ka`, start/start_ack/data/error, stop/complete, authorized with the user pool's access token
 * or the API key, for the account subscriptions of the GraphQL schema.
 */
export function createRealtimeEndpoint(
  ctx: EmulatorContext,
  options: RealtimeOptions = defaultRealtimeOptions,
): RealtimeEndpoint {
  // Built on the first socket: most emulators (every test that opens none) never pay for it.
  let yoga: Yoga | null = null;
  const subscriptionServer = (): Yoga =>
    (yoga ??= createYoga<GraphqlRequestContext>({
      schema: createAccountSchema(),
      graphiql: false,
      landingPage: false,
      logging: 'error',
      // The same limits as POST /graphql: tokens, aliases, depth, directives, cost, no introspection.
      plugins: operationLimitPlugins(),
    }));
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: maxFrameBytes,
    handleProtocols: (protocols) => (protocols.has(realtimeSubprotocol) ? realtimeSubprotocol : false),
  });
  const connections = new Set<RealtimeConnection>();
  /** How many other open sockets hold a token of this account: a connection asks before it takes one more. */
  const accountConnections = (sub: string, asking: RealtimeConnection): number => {
    let count = 0;
    for (const connection of connections)
      if (connection !== asking && connection.isOpen() && connection.holdsTokenOf(sub)) count++;
    return count;
  };

  const revocationTimer = setInterval(() => {
    for (const connection of connections) void connection.checkTokens();
  }, options.revocationCheckMs);
  revocationTimer.unref();
  // Account deletion ends the account's tokens at once; the sockets holding them go with it.
  ctx.hooks.onUserDeleted((sub) => {
    queueMicrotask(() => {
      for (const connection of connections)
        if (connection.holdsTokenOf(sub)) connection.revoke((caller) => caller.sub === sub);
    });
  });

  return {
    handleUpgrade(request, socket, head) {
      const path = new URL(request.url ?? '/', 'http://emulator').pathname;
      if (path !== realtimePath)
        return refuseUpgrade(socket, 404, `No WebSocket endpoint at ${path}; the realtime one is ${realtimePath}.`);
      const offered = (request.headers['sec-websocket-protocol'] ?? '').split(',').map((protocol) => protocol.trim());
      if (!offered.includes(realtimeSubprotocol)) {
        return refuseUpgrade(socket, 400, `The realtime endpoint speaks the ${realtimeSubprotocol} subprotocol only.`);
      }
      const authorization = readConnectionAuthorization(request.url ?? '', offered);
      server.handleUpgrade(request, socket, head, (ws) => {
        const connection = new RealtimeConnection(
          ws,
          ctx,
          subscriptionServer(),
          options,
          authorization,
          accountConnections,
        );
        connections.add(connection);
        ws.once('close', () => {
          connection.dispose();
          connections.delete(connection);
        });
      });
    },
    close() {
      clearInterval(revocationTimer);
      for (const connection of connections) connection.close(1001, 'The emulator is stopping.');
      server.close();
    },
  };
}

function refuseUpgrade(socket: Duplex, status: 400 | 404, message: string): void {
  const body = JSON.stringify({ message });
  const reason = status === 400 ? 'Bad Request' : 'Not Found';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

type Yoga = ReturnType<typeof createYoga<GraphqlRequestContext>>;

interface ActiveSubscription {
  readonly caller: RealtimeCaller;
  readonly events: AsyncIterator<unknown>;
}

/** One client socket: its state, its subscriptions and the tokens it holds. */
class RealtimeConnection {
  private state: 'awaiting-init' | 'initializing' | 'ready' | 'closed' = 'awaiting-init';
  private caller: RealtimeCaller | null = null;
  private readonly subscriptions = new Map<string, ActiveSubscription>();
  /** Ids of starts still being authorized, so a second start with one of them is refused. */
  private readonly starting = new Set<string>();
  private initTimer: NodeJS.Timeout | null;
  private keepAliveTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ws: WebSocket,
    private readonly ctx: EmulatorContext,
    private readonly yoga: Yoga,
    private readonly options: RealtimeOptions,
    private readonly authorization: Record<string, unknown> | null,
    private readonly accountConnections: (sub: string, asking: RealtimeConnection) => number,
  ) {
    this.initTimer = setTimeout(
      () => this.close(4408, 'connection_init was not received in time.'),
      options.connectionInitTimeoutMs,
    );
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    // A socket error (a reset, a frame over the limit) ends this connection only.
    ws.on('error', () => this.close(1011, 'Socket error.'));
  }

  private send(message: Record<string, unknown>): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(message));
  }

  private sendError(id: string | null, errors: readonly SocketError[]): void {
    this.send({ type: 'error', ...(id === null ? {} : { id }), payload: { errors } });
  }

  private receive(data: RawData, isBinary: boolean): void {
    const bytes = rawBytes(data);
    if (bytes.length > maxMessageBytes) {
      return this.sendError(null, socketErrors.badRequest(`A message must be at most ${maxMessageBytes} bytes.`));
    }
    if (isBinary)
      return this.sendError(null, socketErrors.badRequest('Messages are JSON text; a binary message is not accepted.'));
    let message: unknown;
    try {
      message = JSON.parse(bytes.toString('utf8'));
    } catch {
      return this.sendError(null, socketErrors.badRequest('The message is not JSON.'));
    }
    if (!isObject(message) || typeof message.type !== 'string') {
      return this.sendError(null, socketErrors.badRequest('A message is a JSON object with a string type.'));
    }
    const id = typeof message.id === 'string' ? message.id : null;
    switch (message.type) {
      case 'connection_init':
        return void this.initialize().catch((error: unknown) => {
          console.error('[emulator] a realtime connection_init failed', error);
          this.close(1011, 'The emulator failed to initialize the connection.');
        });
      case 'start':
        if (this.state !== 'ready')
          return this.sendError(id, socketErrors.badRequest('connection_init must be acknowledged before start.'));
        return void this.start(id, message.payload).catch((error: unknown) => this.failStart(id, error));
      case 'stop':
        return this.stop(id);
      default:
        return this.sendError(id, socketErrors.unsupported(message.type));
    }
  }

  private async initialize(): Promise<void> {
    if (this.state !== 'awaiting-init') {
      return this.sendError(null, socketErrors.badRequest('The connection is already initialized.'));
    }
    this.state = 'initializing';
    if (this.initTimer) clearTimeout(this.initTimer);
    this.initTimer = null;
    const caller = this.authorization ? await authorize(this.ctx, this.authorization) : null;
    if (this.state !== 'initializing') return;
    if (!caller) {
      this.send({ type: 'connection_error', payload: { errors: socketErrors.unauthorizedConnection() } });
      return this.close(4401, 'Unauthorized.');
    }
    // Checked with nothing awaited before the caller is kept, so sockets initializing at once cannot all pass.
    if (caller.kind === 'user' && this.accountConnections(caller.sub, this) >= this.options.maxConnectionsPerAccount) {
      this.send({
        type: 'connection_error',
        payload: { errors: socketErrors.tooManyConnections(this.options.maxConnectionsPerAccount) },
      });
      return this.close(4429, 'Too many connections for this account.');
    }
    this.caller = caller;
    this.state = 'ready';
    this.send({ type: 'connection_ack', payload: { connectionTimeoutMs } });
    this.send({ type: 'ka' });
    this.keepAliveTimer = setInterval(() => this.send({ type: 'ka' }), this.options.keepAliveMs);
  }

  private async start(id: string | null, payload: unknown): Promise<void> {
    if (id === null || id === '' || id.length > maxSubscriptionIdLength) {
      return this.sendError(
        null,
        socketErrors.badRequest(`A start needs an id of 1 to ${maxSubscriptionIdLength} characters.`),
      );
    }
    if (this.subscriptions.has(id) || this.starting.has(id)) {
      return this.sendError(id, socketErrors.badRequest(`A subscription with id ${id} is already running.`));
    }
    if (this.subscriptions.size + this.starting.size >= this.options.maxSubscriptionsPerConnection) {
      return this.sendError(id, socketErrors.maxSubscriptions(this.options.maxSubscriptionsPerConnection));
    }
    const request = readStartPayload(payload);
    if (typeof request === 'string') return this.sendError(id, socketErrors.badRequest(request));
    this.starting.add(id);
    try {
      const caller = request.authorization ? await authorize(this.ctx, request.authorization) : null;
      if (!caller) return this.sendError(id, socketErrors.unauthorized());
      const started = await this.subscribe(caller, request.query, request.variables);
      if (!started.ok) return this.sendError(id, started.errors);
      if (this.state !== 'ready') return void started.events.return?.();
      // A socket that holds no token of this account yet becomes one more of its sockets: an API-key
      // connection carrying an account's subscriptions counts as the account's, as its own would.
      const joinsAccount = caller.kind === 'user' && !this.holdsTokenOf(caller.sub);
      if (joinsAccount && this.accountConnections(caller.sub, this) >= this.options.maxConnectionsPerAccount) {
        void started.events.return?.();
        return this.sendError(id, socketErrors.tooManyConnections(this.options.maxConnectionsPerAccount));
      }
      this.subscriptions.set(id, { caller, events: started.events });
      void this.forward(id, caller, started.events);
      this.send({ type: 'start_ack', id });
    } finally {
      this.starting.delete(id);
    }
  }

  /** Runs the subscription document as POST /graphql would run it: parsed and validated within the same limits. */
  private async subscribe(
    caller: RealtimeCaller,
    query: string,
    variables: Record<string, unknown> | null,
  ): Promise<{ ok: true; events: AsyncIterator<unknown> } | { ok: false; errors: readonly SocketError[] }> {
    const operation = {
      db: this.ctx.db,
      caller,
      allowApiKeyWrites: this.ctx.settings.allowApiKeyWrites,
      now: new Date().toISOString(),
    };
    // No HTTP request stands behind a socket message: the resolvers' context is all the envelop needs.
    const enveloped = this.yoga.getEnveloped({ operation } as unknown as Parameters<Yoga['getEnveloped']>[0]);
    let document: DocumentNode;
    try {
      document = enveloped.parse(query);
    } catch (error) {
      return { ok: false, errors: socketErrors.fromGraphql([error]) };
    }
    const invalid = enveloped.validate(enveloped.schema, document);
    if (invalid.length > 0) return { ok: false, errors: socketErrors.fromGraphql(invalid) };
    const operations = document.definitions.flatMap((definition) =>
      definition.kind === 'OperationDefinition' ? [definition] : [],
    );
    const other = operations.find((definition) => definition.operation !== 'subscription');
    if (other || operations.length !== 1)
      return { ok: false, errors: socketErrors.unsupported(other?.operation ?? 'several operations') };
    const result = (await enveloped.subscribe({
      schema: enveloped.schema,
      document,
      contextValue: await enveloped.contextFactory(),
      variableValues: variables,
    })) as AsyncIterable<unknown> | { readonly errors?: readonly unknown[] };
    if (Symbol.asyncIterator in result) return { ok: true, events: result[Symbol.asyncIterator]() };
    return { ok: false, errors: socketErrors.fromGraphql(result.errors ?? []) };
  }

  /**
   * Sends each event of a subscription as a `data` message until it is stopped, each only once
   * its token is checked again: one revoked since the last periodic check receives nothing more
   * (a probe saw an event reach a session after RevokeToken).
   */
  private async forward(id: string, caller: RealtimeCaller, events: AsyncIterator<unknown>): Promise<void> {
    try {
      for (let next = await events.next(); !next.done; next = await events.next()) {
        if (!(await this.stillAuthorized(caller)) || !this.subscriptions.has(id)) return;
        const { data, errors } = next.value as { data?: unknown; errors?: readonly unknown[] };
        const payload = { data: data ?? null, ...(errors?.length ? { errors: socketErrors.fromGraphql(errors) } : {}) };
        this.send({ id, type: 'data', payload });
      }
    } catch (error) {
      console.error('[emulator] a realtime subscription failed', error);
      if (this.subscriptions.delete(id)) this.sendError(id, socketErrors.internal());
    }
  }

  /**
   * Whether a subscription's token still verifies (signature, expiry, not revoked) now; when it
   * does not, the connection ends as the periodic check would end it: revoked, the subscriptions
   * it started are told and the socket closes; expired, the socket closes for the client to
   * reconnect with a fresh token.
   */
  private async stillAuthorized(caller: RealtimeCaller): Promise<boolean> {
    if (caller.kind !== 'user') return this.state !== 'closed';
    const valid = (await this.ctx.verifyAccessToken(caller.token)) !== null;
    if (this.state === 'closed') return false;
    if (valid) return true;
    if (hasExpired(caller.token)) this.expire();
    else this.revoke((held) => held.token === caller.token);
    return false;
  }

  private failStart(id: string | null, error: unknown): void {
    console.error('[emulator] a realtime start failed', error);
    this.sendError(id, socketErrors.internal());
  }

  private stop(id: string | null): void {
    const subscription = id === null ? undefined : this.subscriptions.get(id);
    if (id === null || !subscription)
      return this.sendError(id, socketErrors.badRequest('stop names no running subscription.'));
    this.subscriptions.delete(id);
    void subscription.events.return?.();
    this.send({ type: 'complete', id });
  }

  /** Whether the socket is still open (not closing): a closing one no longer counts against its account. */
  isOpen(): boolean {
    return this.state !== 'closed';
  }

  /** Whether a token of this user is held by the connection or one of its subscriptions. */
  holdsTokenOf(sub: string): boolean {
    return this.heldTokens().some((caller) => caller.sub === sub);
  }

  /** Checks again every token the connection holds; one refused ends it (see revoke and expire). */
  async checkTokens(): Promise<void> {
    const refused = new Set<string>();
    for (const held of new Set(this.heldTokens().map((caller) => caller.token))) {
      if (this.state === 'closed') return;
      if (!(await this.ctx.verifyAccessToken(held))) refused.add(held);
    }
    if (refused.size === 0 || this.state === 'closed') return;
    // A token past its expiry ran out rather than being revoked: its subscriptions start again with a fresh one.
    const revoked = new Set([...refused].filter((token) => !hasExpired(token)));
    if (revoked.size === 0) return this.expire();
    this.revoke((caller) => revoked.has(caller.token));
  }

  /**
   * A token it holds was revoked (GlobalSignOut, RevokeToken, account deletion): each
   * subscription started with a revoked token is told, an error that ends it in Amplify, then the
   * socket is closed. A subscription of another session on the same socket (Amplify keeps one
   * socket per page, and the next client of a tab can start theirs on it before it closes) is
   * not told: it sees the socket close and starts again on the next one, with its own token.
   */
  revoke(isRevoked: (caller: Extract<RealtimeCaller, { kind: 'user' }>) => boolean): void {
    if (this.state === 'closed') return;
    for (const [id, { caller }] of this.subscriptions) {
      if (caller.kind === 'user' && isRevoked(caller)) this.sendError(id, socketErrors.unauthorized());
    }
    this.close(4401, 'A token this connection holds is no longer valid.');
  }

  /**
   * A token it holds reached its expiry: the socket is closed without errors, so a client
   * reconnects and starts its subscriptions again with a fresh token, as Amplify does on a close.
   */
  private expire(): void {
    this.close(4401, 'A token this connection holds has expired.');
  }

  private heldTokens(): Extract<RealtimeCaller, { kind: 'user' }>[] {
    const callers = [this.caller, ...[...this.subscriptions.values()].map((subscription) => subscription.caller)];
    return callers.filter((caller): caller is Extract<RealtimeCaller, { kind: 'user' }> => caller?.kind === 'user');
  }

  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.dispose();
    this.ws.close(code, reason);
    // A peer that never answers the close frame does not hold the socket (or the emulator's stop) open.
    setTimeout(() => this.ws.terminate(), closeHandshakeMs).unref();
  }

  /** Stops the timers and the subscriptions' event streams. */
  dispose(): void {
    this.state = 'closed';
    if (this.initTimer) clearTimeout(this.initTimer);
    if (this.keepAliveTimer) clearInterval(this.keepAliveTimer);
    for (const subscription of this.subscriptions.values()) void subscription.events.return?.();
    this.subscriptions.clear();
  }
}

interface StartRequest {
  readonly query: string;
  readonly variables: Record<string, unknown> | null;
  readonly authorization: Record<string, unknown> | null;
}

/** A start's payload: data (JSON text of { query, variables }) and extensions.authorization; a string says what is wrong. */
function readStartPayload(payload: unknown): StartRequest | string {
  if (!isObject(payload) || typeof payload.data !== 'string')
    return 'A start payload needs data: the JSON text of { query, variables }.';
  let data: unknown;
  try {
    data = JSON.parse(payload.data);
  } catch {
    return 'The start payload data is not JSON.';
  }
  if (!isObject(data) || typeof data.query !== 'string') return 'The start payload data needs a query string.';
  const { variables } = data;
  if (variables !== undefined && variables !== null && !isObject(variables))
    return 'The start payload variables must be an object.';
  const authorization =
    isObject(payload.extensions) && isObject(payload.extensions.authorization)
      ? payload.extensions.authorization
      : null;
  return { query: data.query, variables: variables ?? null, authorization };
}

/** Whether a token that no longer verifies has passed its expiry (then it was not revoked: it ran out). */
function hasExpired(token: string): boolean {
  try {
    const { exp } = decodeJwt(token);
    return exp !== undefined && exp * 1000 <= Date.now();
  } catch {
    return false;
  }
}

function rawBytes(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
