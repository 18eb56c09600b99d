import WebSocket from 'ws';
import type { RunningEmulator } from '../../index';

/** A message the realtime endpoint sends, as the tests read it. */
export interface ServerMessage {
  readonly type: string;
  readonly id?: string;
  readonly payload?: {
    readonly connectionTimeoutMs?: number;
    readonly data?: Record<string, unknown> | null;
    readonly errors?: readonly { readonly errorType: string; readonly message: string; readonly errorCode?: number }[];
  };
}

/** A hand-written client of AppSync's realtime protocol: what reaches the wire, message by message. */
export interface RawRealtimeClient {
  /** The next message other than `ka` (or including them, when asked). */
  next(options?: { keepAlives?: boolean }): Promise<ServerMessage>;
  send(message: unknown): void;
  sendBinary(bytes: Uint8Array): void;
  /** Resolves when the server closes the socket. */
  readonly closed: Promise<{ readonly code: number; readonly reason: string }>;
  close(): void;
}

export function realtimeUrl(emulator: RunningEmulator, header: Record<string, unknown> | null): string {
  const base = `${emulator.url.replace(/^http/, 'ws')}/graphql/realtime`;
  if (!header) return base;
  const encoded = Buffer.from(JSON.stringify(header)).toString('base64');
  return `${base}?header=${encodeURIComponent(encoded)}&payload=e30=`;
}

/** The authorization object of a user-pool token, as Amplify builds it. */
export function tokenHeader(emulator: RunningEmulator, token: string): Record<string, string> {
  return { host: new URL(emulator.url).host, Authorization: token };
}

export function apiKeyHeader(emulator: RunningEmulator): Record<string, string> {
  return { host: new URL(emulator.url).host, 'x-api-key': emulator.context.settings.apiKey };
}

/** Opens a socket with the graphql-ws subprotocol and the header query parameter. */
export async function openRealtime(
  emulator: RunningEmulator,
  header: Record<string, unknown> | null,
): Promise<RawRealtimeClient> {
  const ws = new WebSocket(realtimeUrl(emulator, header), ['graphql-ws']);
  const received: ServerMessage[] = [];
  const waiting: { keepAlives: boolean; resolve: (message: ServerMessage) => void; reject: (error: Error) => void }[] =
    [];
  let isClosed = false;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => {
      isClosed = true;
      for (const reader of waiting.splice(0))
        reader.reject(new Error(`The socket closed (${code}) before the next message`));
      resolve({ code, reason: reason.toString() });
    });
  });
  ws.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as ServerMessage;
    const index = waiting.findIndex((reader) => reader.keepAlives || message.type !== 'ka');
    const [reader] = index >= 0 ? waiting.splice(index, 1) : [];
    if (reader) reader.resolve(message);
    else received.push(message);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    next({ keepAlives = false } = {}) {
      const index = received.findIndex((message) => keepAlives || message.type !== 'ka');
      const [message] = index >= 0 ? received.splice(index, 1) : [];
      if (message) return Promise.resolve(message);
      if (isClosed) return Promise.reject(new Error('The socket is closed and holds no more messages'));
      return new Promise((resolve, reject) => waiting.push({ keepAlives, resolve, reject }));
    },
    send(message) {
      ws.send(typeof message === 'string' ? message : JSON.stringify(message));
    },
    sendBinary: (bytes) => ws.send(bytes, { binary: true }),
    closed,
    close: () => ws.close(),
  };
}

/** A start as Amplify sends it: data is the JSON text of { query, variables }, the authorization in extensions. */
export function startMessage(
  id: string,
  query: string,
  authorization: Record<string, unknown> | null,
  variables: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    type: 'start',
    payload: {
      data: JSON.stringify({ query, variables }),
      ...(authorization ? { extensions: { authorization } } : {}),
    },
  };
}

/** Opens, initializes and checks the acknowledgement; answers the client ready for starts. */
export async function connectedClient(
  emulator: RunningEmulator,
  header: Record<string, unknown>,
): Promise<RawRealtimeClient> {
  const client = await openRealtime(emulator, header);
  client.send({ type: 'connection_init' });
  const ack = await client.next();
  if (ack.type !== 'connection_ack') throw new Error(`Expected connection_ack, got ${JSON.stringify(ack)}`);
  return client;
}
