import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { UPGRADE_LIMITS } from '../scripts/server-guard';
import { servedPortal } from './harness/target';

/*
 * `npm start`'s server (scripts/server-guard.ts), as the suite serves the build: what a probe sent
 * it by hand, below the browser, and what it now answers.
 */

function appAddress(): { host: string; port: number } {
  const url = new URL(servedPortal().appUrl);
  return { host: url.hostname, port: Number(url.port) };
}

/** One raw request, with whatever Host and method the caller gives. */
function ask(method: string, path: string, host?: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  const app = appAddress();
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: app.host, port: app.port, method, path, headers: { host: host ?? `${app.host}:${app.port}` } },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers }));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/** A WebSocket handshake held open, as a probe holds it; its answer's status line, or null if none came in half a second. */
function holdUpgrade(): Promise<{ socket: Socket; answer: Promise<string | null> }> {
  const app = appAddress();
  return new Promise((resolve, reject) => {
    const socket = connect(app.port, app.host, () => {
      socket.write(
        `GET /__emulator/graphql/realtime HTTP/1.1\r\nHost: ${app.host}:${app.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      );
      const answer = new Promise<string | null>((settle) => {
        socket.once('data', (chunk) => settle(chunk.toString('latin1').split('\r\n')[0] ?? null));
        socket.once('close', () => settle(null));
        setTimeout(() => settle(null), 500);
      });
      resolve({ socket, answer });
    });
    socket.on('error', reject);
  });
}

describe("npm start's server, below the browser", () => {
  it('sends the security headers on OPTIONS, POST, a malformed address and the emulator’s answers, not only on pages', async () => {
    for (const [method, path] of [
      ['OPTIONS', '/'],
      ['POST', '/'],
      ['GET', '/%E0%A4%A'],
      ['GET', '/__emulator/config.json'],
    ] as const) {
      const { headers } = await ask(method, path);
      expect(headers['content-security-policy'], `${method} ${path}`).toContain("default-src 'self'");
      expect(headers['x-content-type-options'], `${method} ${path}`).toBe('nosniff');
    }
  });

  it('answers only to its own names: a Host that would be copied into config.json is refused', async () => {
    const { port } = appAddress();
    for (const host of [
      `127.0.0.1:${port}@evil.example`,
      'evil.example',
      `127.0.0.1:${port + 1}`,
      `localhost:${port}.evil.example`,
    ]) {
      // Vite's own check refuses some (403) before the guard's (421) would.
      expect([403, 421], host).toContain((await ask('GET', '/__emulator/config.json', host)).status);
    }
    expect((await ask('GET', '/__emulator/config.json', `localhost:${port}`)).status).toBe(200);
  });

  it('serves no stored file on the app’s origin, only on the emulator’s', async () => {
    expect((await ask('GET', '/__emulator/files/31/1024/recibo.html?expires=1&signature=x')).status).toBe(404);
  });

  it('refuses sockets over its limit from one address, and pages still answer meanwhile', async () => {
    const held = await Promise.all(Array.from({ length: UPGRADE_LIMITS.perAddress + 8 }, () => holdUpgrade()));
    try {
      const answers = await Promise.all(held.map(({ answer }) => answer));
      expect(answers.filter((line) => line === 'HTTP/1.1 503 Service Unavailable')).toHaveLength(8);
      expect((await ask('GET', '/welcome')).status).toBe(200);
    } finally {
      for (const { socket } of held) socket.destroy();
    }
  });
});
