import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../index';
import { sql } from '../legacy-api/sql';

describe('POST /__emulator/invitations: a studio invites an e-mail', () => {
  let emulator: RunningEmulator;
  let member: { id_abogado: number; id_grupo: number };

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'demo', rateLimits: 'off' });
    const found = sql<{ id_abogado: number; id_grupo: number }>(
      emulator.context.db,
      'SELECT id_abogado, id_grupo FROM abogados_grupo WHERE fecha_baja IS NULL ORDER BY id_abogado_grupo LIMIT 1',
    ).get();
    if (!found) throw new Error('The demo seed has no lawyers');
    member = found;
  });

  afterAll(async () => {
    await emulator.close();
  });

  function invite(body: unknown) {
    return fetch(`${emulator.url}/__emulator/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  it('leaves a pending invitation its link opens, and a notification naming it for that e-mail', async () => {
    const response = await invite({
      email: 'invitada@example.com',
      lawyerId: member.id_abogado,
      groupId: member.id_grupo,
    });
    expect(response.status).toBe(201);
    const { id_invitacion, token } = (await response.json()) as { id_invitacion: number; token: string };
    expect(token).toMatch(/^[0-9a-f]{32}$/);

    const found = await fetch(
      `${emulator.url}/justiciable-api/api.php/findInvitation/?${new URLSearchParams({ id_invitation: String(id_invitacion), token })}`,
    );
    const answer = (await found.json()) as {
      status: number;
      res: { estado: string; email: string; id_abogado: number };
    };
    expect(answer).toMatchObject({
      status: 200,
      res: { estado: 'pendiente', email: 'invitada@example.com', id_abogado: member.id_abogado },
    });

    const notice = sql<{ tipo: string; id_justiciable: string | null }>(
      emulator.context.db,
      'SELECT tipo, id_justiciable FROM notificaciones WHERE id_invitacion = ?',
    ).get(id_invitacion);
    expect(notice).toEqual({ tipo: 'invitacion', id_justiciable: null });
  });

  it('refuses a malformed request with 400 and a lawyer outside the group with 404', async () => {
    expect((await invite({ email: 'sin-arroba', lawyerId: member.id_abogado, groupId: member.id_grupo })).status).toBe(
      400,
    );
    expect((await invite({ email: 'x@example.com', lawyerId: member.id_abogado, groupId: 999_999 })).status).toBe(404);
  });
});

describe('POST /__emulator/invitations from another site', () => {
  let emulator: RunningEmulator;
  let body: string;
  const invitations = () => emulator.context.db.prepare('SELECT COUNT(*) FROM invitaciones').pluck().get() as number;

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'demo', rateLimits: 'off' });
    const member = emulator.context.db
      .prepare(
        'SELECT id_abogado AS lawyerId, id_grupo AS groupId FROM abogados_grupo WHERE fecha_baja IS NULL LIMIT 1',
      )
      .get() as object;
    body = JSON.stringify({ email: 'desde-otro-sitio@example.com', ...member });
  });

  afterAll(async () => {
    await emulator.close();
  });

  it("refuses the probe's cross-site text/plain POST (a simple request, sent without a preflight) with 415, and writes nothing", async () => {
    const before = invitations();
    const response = await fetch(`${emulator.url}/__emulator/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://evil.example' },
      body,
    });
    expect(response.status).toBe(403);
    const plain = await fetch(`${emulator.url}/__emulator/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body,
    });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({
      message: 'La consola del emulador acepta escrituras solo con Content-Type: application/json.',
    });
    for (const contentType of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      expect(
        (
          await fetch(`${emulator.url}/__emulator/invitations`, {
            method: 'POST',
            headers: { 'content-type': contentType },
            body,
          })
        ).status,
      ).toBe(415);
    }
    expect(invitations()).toBe(before);
  });

  it('refuses JSON from a page of another origin with 403, and takes it from the portal and from a script', async () => {
    const before = invitations();
    const fromEvil = await fetch(`${emulator.url}/__emulator/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body,
    });
    expect(fromEvil.status).toBe(403);
    expect(invitations()).toBe(before);
    const fromPortal = await fetch(`${emulator.url}/__emulator/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5400' },
      body,
    });
    expect(fromPortal.status).toBe(201);
    const fromScript = await fetch(`${emulator.url}/__emulator/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body,
    });
    expect(fromScript.status).toBe(201);
    expect(invitations()).toBe(before + 2);
  });
});
