import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopback, startEmulator, type RunningEmulator } from '../index';
import { userPoolClient } from '../testing/aws-json-client';

/*
 * Why the console asks for a token off loopback. A security probe, against an emulator on HOST=0.0.0.0: ForgotPassword for someone
 * else's address, the code read from /__emulator/outbox.json with no credentials, then
 * ConfirmForgotPassword: the account taken over; POST /__emulator/invitations with nothing either.
 */

describe('on loopback the console stays open', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'none' });
  });
  afterAll(() => emulator.close());

  it('needs no token', async () => {
    expect(emulator.consoleToken).toBeNull();
    expect((await fetch(`${emulator.url}/__emulator`)).status).toBe(200);
    expect((await fetch(`${emulator.url}/__emulator/outbox.json`)).status).toBe(200);
  });

  it.each(['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]'])('%s is loopback', (host) =>
    expect(isLoopback(host)).toBe(true),
  );
  it.each(['0.0.0.0', '::', '192.168.1.20', '10.0.0.1'])('%s is not', (host) => expect(isLoopback(host)).toBe(false));
});

describe('bound to every address (HOST=0.0.0.0) the console needs the token printed at start', () => {
  let emulator: RunningEmulator;
  /** The machine's own address on the network when it has one, else loopback (still bound to 0.0.0.0). */
  let origin: string;

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, host: '0.0.0.0', data: ':memory:', seed: 'demo', rateLimits: 'off' });
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((address) => address?.family === 'IPv4' && !address.internal);
    origin = lan ? emulator.url.replace('127.0.0.1', lan.address) : emulator.url;
  });
  afterAll(() => emulator.close());

  it('has a random token of its own', () => {
    expect(emulator.consoleToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(emulator.context.settings.consoleToken).toBe(emulator.consoleToken);
  });

  it("refuses the probe's takeover: the reset code is not readable without the token", async () => {
    const demo = emulator.demo;
    if (!demo) throw new Error('not seeded');
    const cognito = userPoolClient(emulator);
    expect(
      (
        await cognito.call('ForgotPassword', {
          ClientId: emulator.context.settings.userPoolClientId,
          Username: demo.email,
        })
      ).status,
    ).toBe(200);

    for (const path of [
      '/__emulator/outbox.json',
      '/__emulator',
      '/__emulator/outbox.json?token=',
      `/__emulator/outbox.json?token=${'x'.repeat(32)}`,
    ]) {
      const refused = await fetch(`${origin}${path}`);
      expect(refused.status).toBe(401);
      const text = await refused.text();
      expect(text).not.toContain(demo.email);
      expect(text).not.toContain(demo.password);
    }
    const wrongBearer = await fetch(`${origin}/__emulator/outbox.json`, { headers: { authorization: 'Bearer nope' } });
    expect(wrongBearer.status).toBe(401);
  });

  it('refuses an invitation without the token, and writes nothing', async () => {
    const invitations = () => emulator.context.db.prepare('SELECT COUNT(*) FROM invitaciones').pluck().get();
    const before = invitations();
    const member = emulator.context.db
      .prepare('SELECT id_abogado AS lawyerId, id_grupo AS groupId FROM abogados_grupo LIMIT 1')
      .get() as object;
    const body = JSON.stringify({ email: 'blanco@example.com', ...member });
    const refused = await fetch(`${origin}/__emulator/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(refused.status).toBe(401);
    expect(invitations()).toBe(before);
    const accepted = await fetch(`${origin}/__emulator/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${emulator.consoleToken}` },
      body,
    });
    expect(accepted.status).toBe(201);
  });

  it('opens with the token, as ?token= or Authorization: Bearer, and its links carry it', async () => {
    const token = emulator.consoleToken ?? '';
    const page = await fetch(`${origin}/__emulator?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`href="/__emulator/outbox.json?token=${token}"`);
    const outbox = await fetch(`${origin}/__emulator/outbox.json`, { headers: { authorization: `Bearer ${token}` } });
    expect(outbox.status).toBe(200);
    expect(((await outbox.json()) as { kind: string }[]).some((entry) => entry.kind === 'password-reset-code')).toBe(
      true,
    );
  });

  it('keeps config.json open: the web app boots from it, and all of it is public', async () => {
    expect((await fetch(`${origin}/__emulator/config.json`)).status).toBe(200);
  });

  it('takes a token given at start (EMULATOR_CONSOLE_TOKEN)', async () => {
    const given = await startEmulator({
      port: 0,
      host: '0.0.0.0',
      data: ':memory:',
      seed: 'none',
      consoleToken: 'un-token-elegido',
    });
    try {
      expect(given.consoleToken).toBe('un-token-elegido');
      expect((await fetch(`${given.url}/__emulator/outbox.json?token=un-token-elegido`)).status).toBe(200);
    } finally {
      await given.close();
    }
  });
});
