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
    return fetch(`${emulator.url}/__emulator/invitations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  it('leaves a pending invitation its link opens, and a notification naming it for that e-mail', async () => {
    const response = await invite({ email: 'invitada@example.com', lawyerId: member.id_abogado, groupId: member.id_grupo });
    expect(response.status).toBe(201);
    const { id_invitacion, token } = (await response.json()) as { id_invitacion: number; token: string };
    expect(token).toMatch(/^[0-9a-f]{32}$/);

    const found = await fetch(`${emulator.url}/justiciable-api/api.php/findInvitation/?${new URLSearchParams({ id_invitation: String(id_invitacion), token })}`);
    const answer = (await found.json()) as { status: number; res: { estado: string; email: string; id_abogado: number } };
    expect(answer).toMatchObject({ status: 200, res: { estado: 'pendiente', email: 'invitada@example.com', id_abogado: member.id_abogado } });

    const notice = sql<{ tipo: string; id_justiciable: string | null }>(
      emulator.context.db,
      'SELECT tipo, id_justiciable FROM notificaciones WHERE id_invitacion = ?',
    ).get(id_invitacion);
    expect(notice).toEqual({ tipo: 'invitacion', id_justiciable: null });
  });

  it('refuses a malformed request with 400 and a lawyer outside the group with 404', async () => {
    expect((await invite({ email: 'sin-arroba', lawyerId: member.id_abogado, groupId: member.id_grupo })).status).toBe(400);
    expect((await invite({ email: 'x@example.com', lawyerId: member.id_abogado, groupId: 999_999 })).status).toBe(404);
  });
});
