import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../index';
import { sql } from '../legacy-api/sql';
import { listClientLinks, listStudioLinks } from './client-links';

const PORTAL = 'http://127.0.0.1:5173';

describe('the links lawyers send clients, in the console', () => {
  let emulator: RunningEmulator;

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'demo', rateLimits: 'off', webOrigin: PORTAL });
  });

  afterAll(async () => {
    await emulator.close();
  });

  it("lists every request's and invitation's link as the client gets it, those still open first", () => {
    const links = listClientLinks(emulator.context);
    const { db } = emulator.context;
    const fileRequest = sql<{
      id_movimiento: number;
      id_caso: number;
      id_grupo: number;
      link_token: string;
      descripcion_movimiento: string;
      email_justiciable: string;
    }>(
      db,
      `SELECT m.id_movimiento, m.id_caso, c.id_grupo, m.link_token, m.descripcion_movimiento, c.email_justiciable FROM movimientos m JOIN casos c ON c.id_caso = m.id_caso
        WHERE m.id_tipo = 2 AND m.link_archivo IS NULL ORDER BY m.id_movimiento LIMIT 1`,
    ).get();
    const dateRequest = sql<{ id_movimiento: number; id_caso: number; id_abogado: number; link_token: string }>(
      db,
      `SELECT m.id_movimiento, m.id_caso, c.id_abogado, m.link_token FROM movimientos m JOIN casos c ON c.id_caso = m.id_caso
        WHERE m.id_tipo = 7 AND m.fecha_inicio_agenda IS NULL ORDER BY m.id_movimiento LIMIT 1`,
    ).get();
    const invitation = sql<{ id_invitacion: number; token: string; email: string }>(
      db,
      "SELECT id_invitacion, token, email FROM invitaciones WHERE estado = 'pendiente' LIMIT 1",
    ).get();
    if (!fileRequest || !dateRequest || !invitation)
      throw new Error('The demo seed lacks a pending request or invitation.');

    expect(links).toContainEqual(
      expect.objectContaining({
        kind: 'file-request',
        state: 'pendiente',
        to: fileRequest.email_justiciable,
        detail: fileRequest.descripcion_movimiento,
        path: `/fileRequest/${fileRequest.id_caso}/${fileRequest.id_movimiento}/${fileRequest.id_grupo}?token=${fileRequest.link_token}`,
      }),
    );
    expect(links).toContainEqual(
      expect.objectContaining({
        kind: 'date-request',
        state: 'pendiente',
        path: `/calendarRequest/${dateRequest.id_caso}/${dateRequest.id_movimiento}/${dateRequest.id_abogado}?token=${dateRequest.link_token}`,
      }),
    );
    expect(links).toContainEqual(
      expect.objectContaining({
        kind: 'invitation',
        state: 'pendiente',
        to: invitation.email,
        path: `/vinculateContact/${invitation.id_invitacion}?token=${invitation.token}`,
      }),
    );
    // Answered requests come after every open one.
    const states = links.map((link) => link.state);
    expect(states.lastIndexOf('pendiente')).toBeLessThan(states.indexOf('respondido'));
  });

  it('says a link whose token outlived its days no longer opens', () => {
    const { db } = emulator.context;
    const request = sql<{ id_movimiento: number }>(
      db,
      'SELECT id_movimiento FROM movimientos WHERE id_tipo = 2 AND link_archivo IS NULL ORDER BY id_movimiento DESC LIMIT 1',
    ).get();
    if (!request) throw new Error('The demo seed has no pending file request.');
    const longAgo = Date.now() - emulator.context.settings.linkTokenLifetimeMs - 60_000;
    sql(db, 'UPDATE movimientos SET link_token_emitido = ? WHERE id_movimiento = ?').run(
      longAgo,
      request.id_movimiento,
    );
    const expired = listClientLinks(emulator.context).find((link) => link.path.includes(`/${request.id_movimiento}/`));
    expect(expired?.state).toBe('vencido');
  });

  it('shows them on the console page, opening in the portal', async () => {
    const html = await (await fetch(`${emulator.url}/__emulator`)).text();
    const section = html.slice(html.indexOf('<h2 id="enlaces">'));
    expect(section).toContain('Enlaces enviados a clientes');
    expect(section).toContain('Pedido de archivo · Pendiente');
    expect(section).toContain('Pedido de fecha · Pendiente');
    expect(section).toContain('Invitación de estudio · Pendiente');
    const [first] = listClientLinks(emulator.context);
    expect(section).toContain(`<a href="${PORTAL}${first?.path ?? ''}">`);
  });

  it("lists each enabled studio's consultation link, naming one of its lawyers the directory shows, and no closed studio's", async () => {
    const { db } = emulator.context;
    const studios = listStudioLinks(emulator.context);
    const closed = sql<{ id_estudio: number }>(db, 'SELECT id_estudio FROM estudios WHERE habilitado = 0').all();
    expect(studios.length).toBeGreaterThan(0);
    for (const studio of studios) {
      const [, , lawyerId, groupId, studyId] = studio.consultationPath.split('/');
      expect(closed.map((row) => String(row.id_estudio))).not.toContain(studyId);
      const member = sql<{ visible: number }>(
        db,
        'SELECT visible FROM abogados_grupo WHERE id_abogado = ? AND id_grupo = ?',
      ).get(Number(lawyerId), Number(groupId));
      expect(member?.visible).toBe(1);
      expect(studio.previewPath).toBe(
        `/previewListaEstudios/${lawyerId}/${groupId}/${encodeURIComponent(studio.lawyer)}`,
      );
    }
    const html = await (await fetch(`${emulator.url}/__emulator`)).text();
    const section = html.slice(html.indexOf('<h2 id="estudios">'));
    expect(section).toContain('Enlaces de consulta de los estudios');
    expect(section).toContain(`<a href="${PORTAL}${studios[0]?.consultationPath ?? ''}">`);
  });
});
