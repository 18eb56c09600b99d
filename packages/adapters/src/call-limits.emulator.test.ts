import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createPortal,
  errorMessages,
  type Portal,
  type PortalError,
  type Result,
  type SignedInClient,
} from '@justiciable/core';
import { startEmulator, type RunningEmulator } from '@justiciable/emulator';
import { ConsoleLogger } from '@aws-amplify/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorConfig } from './config-sources';
import { createAdapters, type AdapterPorts } from './create-adapters';
import type { PortalConfig } from './portal-config';

/*
 * A call's limits on the wire (createPortal's timeoutMs, each argument's signal): the client
 * signs in on the emulator, and api.php and the Lambda endpoint are a local server that accepts
 * every request and never answers. A limited call ends in time with a typed failure, its request
 * on the way is aborted (the server sees the connection close), and no request is sent after the
 * call ended: no retry, nothing later. Node's own fetch and the AWS SDK, as the adapters use them.
 */

ConsoleLogger.LOG_LEVEL = 'ERROR';

interface Seen {
  readonly path: string;
  readonly at: number;
  /** When the client closed the connection (the request aborted), if it did. */
  closedAt: number | null;
}

let emulator: RunningEmulator;
let silent: Server;
let silentUrl: string;
let config: PortalConfig;
let ports: AdapterPorts;
let client: SignedInClient;
let seen: Seen[] = [];
let arrived: (() => void) | null = null;
const open = new Set<ServerResponse>();

beforeAll(async () => {
  silent = createServer((request: IncomingMessage, response: ServerResponse) => {
    const entry: Seen = { path: request.url ?? '', at: Date.now(), closedAt: null };
    seen.push(entry);
    open.add(response);
    // The request's body is read so that a POST (the Lambda invocation) is fully received.
    request.resume();
    response.on('close', () => {
      entry.closedAt = Date.now();
      open.delete(response);
    });
    arrived?.();
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'demo', rateLimits: 'off' });
  const demo = emulator.demo;
  if (demo === null) throw new Error('The emulator seeded no demo account');
  config = {
    ...(await emulatorConfig(emulator.url)),
    legacyApiBaseUrl: `${silentUrl}/justiciable-api`,
    lambdaEndpoint: silentUrl,
  };
  ports = createAdapters(config);
  const session = await ports.identity.signIn(demo.email, demo.password);
  if (!session.ok) throw new Error(`Could not sign in: ${session.error.message}`);
  client = { id: session.value.userId, name: 'María Fernández', email: session.value.email, phone: '+5493515550100' };
}, 60_000);

afterAll(async () => {
  await ports?.identity.signOut();
  for (const response of open) response.destroy();
  await new Promise((resolve) => silent?.close(resolve));
  await emulator?.close();
});

beforeEach(() => {
  seen = [];
});

/** Resolves when the silent server has received `count` requests since the test began. */
function requestsArrived(count: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (seen.length < count) return;
      arrived = null;
      resolve();
    };
    arrived = check;
    check();
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function failureOf<T>(result: Result<T, PortalError>): PortalError {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
}

async function timed<T>(
  call: () => Promise<T>,
): Promise<{ readonly answer: T; readonly ms: number; readonly endedAt: number }> {
  const start = Date.now();
  const answer = await call();
  const endedAt = Date.now();
  return { answer, ms: endedAt - start, endedAt };
}

const TIMED_OUT = { kind: 'unavailable', transport: 'timeout', message: errorMessages.timeout } as const;
const ABORTED = { kind: 'aborted', message: errorMessages.aborted } as const;

describe('a call against a server that accepts and never answers', () => {
  it('ends at the portal’s timeoutMs with a typed timeout, though each attempt may wait 15 s, and aborts its request', async () => {
    const portal = createPortal(ports, { timeoutMs: 300 });
    const { answer, ms, endedAt } = await timed(() => portal.listCases({ client }));
    expect(failureOf(answer)).toMatchObject(TIMED_OUT);
    // 45.5 s without the limit (3 attempts of 15 s); generous for a loaded machine.
    expect(ms).toBeLessThan(5_000);
    await pause(700);
    expect(seen.map((entry) => entry.path)).toEqual([expect.stringContaining('/api.php/')]);
    expect(seen.every((entry) => entry.at <= endedAt)).toBe(true);
    expect(seen[0]?.closedAt).not.toBeNull();
  });

  it('sends no retry of a read once the call is past its timeoutMs', async () => {
    // Each attempt gives up after 100 ms; the second would start at 350 ms (250 ms apart), the third at 700.
    const portal = createPortal(createAdapters({ ...config, timeouts: { requestMs: 100, fileMs: 100 } }), {
      timeoutMs: 300,
    });
    const { answer, endedAt } = await timed(() => portal.listCases({ client }));
    expect(failureOf(answer)).toMatchObject(TIMED_OUT);
    await pause(1_000);
    expect(seen.filter((entry) => entry.at > endedAt)).toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it('ends a write at timeoutMs too (one attempt of 15 s without it)', async () => {
    const portal = createPortal(ports, { timeoutMs: 300 });
    const { answer, ms } = await timed(() => portal.addComment({ client, movementId: '1', text: 'Gracias' }));
    expect(failureOf(answer)).toMatchObject(TIMED_OUT);
    expect(ms).toBeLessThan(5_000);
    await pause(300);
    expect(seen.length).toBeLessThanOrEqual(1);
    expect(seen.every((entry) => entry.closedAt !== null)).toBe(true);
  });

  it('answers aborted at once when its signal aborts mid-flight, closes the request and sends nothing more', async () => {
    const portal = createPortal(ports, { timeoutMs: null });
    const controller = new AbortController();
    const pending = portal.listCases({ client, signal: controller.signal });
    await requestsArrived(1);
    const { answer, ms, endedAt } = await timed(async () => {
      controller.abort();
      return pending;
    });
    expect(failureOf(answer)).toMatchObject(ABORTED);
    expect(ms).toBeLessThan(1_000);
    // Past the 250 ms a retry of a read waits for: none came.
    await pause(700);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.closedAt).not.toBeNull();
    expect(seen.every((entry) => entry.at <= endedAt)).toBe(true);
  });

  it('aborts a file function call on its way (the AWS SDK’s abortSignal)', async () => {
    const portal: Portal = createPortal(ports, { timeoutMs: null });
    const controller = new AbortController();
    const pending = portal.downloadCaseFile({ fileKey: '1024/recibo.pdf', signal: controller.signal });
    await requestsArrived(1);
    controller.abort();
    const { answer, ms } = await timed(() => pending);
    expect(failureOf(answer)).toMatchObject(ABORTED);
    expect(ms).toBeLessThan(1_000);
    await pause(700);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.path).toContain('/functions/');
    expect(seen[0]?.closedAt).not.toBeNull();
  });

  it('sends nothing for a signal already aborted', async () => {
    const portal = createPortal(ports);
    const { answer, ms } = await timed(() => portal.listCases({ client, signal: AbortSignal.abort() }));
    expect(failureOf(answer)).toMatchObject(ABORTED);
    expect(ms).toBeLessThan(1_000);
    await pause(300);
    expect(seen).toEqual([]);
  });

  it('answers a timeout for a signal of AbortSignal.timeout', async () => {
    const portal = createPortal(ports, { timeoutMs: null });
    const { answer, ms } = await timed(() => portal.listCases({ client, signal: AbortSignal.timeout(200) }));
    expect(failureOf(answer)).toMatchObject(TIMED_OUT);
    expect(ms).toBeLessThan(5_000);
  });
});
