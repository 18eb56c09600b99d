import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../index';
import { linkTokenOpens } from '../link-token';
import { storeCaseFile } from '../lambda';
import { defaultSettings } from '../settings';
import { type LegacyKit, REQUEST_VIEW_FIELDS, rowOf, rowsOf, startLegacyKit } from './test-kit';

/*
 * A link lives only as long as it must: an answered request's link token reads only "already answered" (no case
 * title, lawyer, study or date), and link tokens expire 30 days after they were issued.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

let kit: LegacyKit;

beforeAll(async () => {
  kit = await startLegacyKit();
});

afterAll(async () => {
  await kit.close();
});

/** What an answered request's link reads, whatever it was: nothing of the case, lawyer, author or date. */
function expectAnsweredView(row: Record<string, unknown>, movementId: number, caseId: number, type: number): void {
  expect(Object.keys(row).sort()).toEqual([...REQUEST_VIEW_FIELDS].sort());
  expect(row).toMatchObject({
    id_movimiento: movementId,
    id_case: caseId,
    id_tipo: type,
    respondida: 't',
    fecha_alta: '',
    nombres: '',
    descripcion_movimiento: null,
    tipo_reunion: null,
    id_agenda: null,
    case_name: null,
    nombre_abogado: null,
    nombre_estudio: null,
  });
}

describe('an answered request reads only "already answered"', () => {
  it('a date request: the probe read the case, lawyer and date through getSpecificCalendarMovement after answering', async () => {
    const { movement, agenda, token } = kit.fx.otherCalendarRequest;
    const unanswered = rowOf(await kit.call('getSpecificCalendarMovement', { id_movement: movement, token }));
    expect(unanswered).toMatchObject({
      respondida: 'f',
      case_name: expect.any(String),
      nombre_abogado: expect.any(String),
    });

    const dated = await kit.call('updateCalendar', {
      id_calendar: agenda,
      fecha_ini: '2030-05-10',
      hora_ini: '10:00',
      hora_fin: '10:45',
      token,
    });
    expect(dated.body.status).toBe(200);

    const answered = rowOf(await kit.call('getSpecificCalendarMovement', { id_movement: movement, token }));
    expectAnsweredView(answered, movement, kit.fx.otherCase.id, 7);
    // Today's portal reads a date request as answered once it has a date and a time: placeholders, not the meeting's.
    expect(answered).toMatchObject({
      fecha_inicio_agenda: '0000-00-00',
      hora_inicio_agenda: '00:00:00',
      tiene_archivo: 'f',
    });
    const text = JSON.stringify(answered);
    for (const leaked of [
      '2030-05-10',
      '10:00',
      String(unanswered['case_name']),
      String(unanswered['nombre_abogado']),
      String(unanswered['nombre_estudio']),
    ]) {
      expect(text).not.toContain(leaked);
    }
    // The owner still reads the whole movement with the session.
    expect(
      rowOf(await kit.call('getSpecificCalendarMovement', { id_movement: movement }, kit.other.token)),
    ).toMatchObject({ fecha_inicio_agenda: '2030-05-10' });
  });

  it('a file request: listaMovimientos fileRequest=1 reads nothing of the case once the file is linked', async () => {
    const { movement, token } = kit.fx.demoFileRequest;
    const { id: caseId, group } = kit.fx.demoCase;
    const before = await kit.call('listaMovimientos', { id_asunto: caseId, fileRequest: 1, token });
    expect(rowOf(before, 'case_data')).toMatchObject({
      id: caseId,
      case: expect.any(String),
      nombre_abogado: expect.any(String),
    });
    expect(rowsOf(before)[0]).toMatchObject({ respondida: 'f' });

    storeCaseFile(kit.emulator.context, {
      groupId: String(group),
      caseId: String(caseId),
      uniqueKey: 'k23',
      fileName: 'recibo.pdf',
      bytes: Buffer.from('%PDF'),
      movementId: movement,
    });
    const linked = await kit.call('updateMovementFileLink', {
      group_id: group,
      case_id: caseId,
      file_name: 'k23-recibo.pdf',
      movent_id: movement,
      token,
    });
    expect(linked.body.status).toBe(200);

    const after = await kit.call('listaMovimientos', { id_asunto: caseId, fileRequest: 1, token });
    expect(rowOf(after, 'case_data')).toEqual({ id: caseId, case: null, nombre_abogado: null, nombre_estudio: null });
    const [row] = rowsOf(after);
    expectAnsweredView(row ?? {}, movement, caseId, 2);
    // Today's portal reads a file request with its file as answered.
    expect(row).toMatchObject({ tiene_archivo: 't', fecha_inicio_agenda: null, hora_inicio_agenda: null });
    expectAnsweredView(
      rowOf(await kit.call('getSpecificCalendarMovement', { id_movement: movement, token })),
      movement,
      caseId,
      2,
    );
  });
});

describe('link tokens expire', () => {
  const lifetime = defaultSettings.linkTokenLifetimeMs;
  const issuedAgo = (movement: number, ms: number) =>
    kit.db
      .prepare('UPDATE movimientos SET link_token_emitido = ? WHERE id_movimiento = ?')
      .run(Date.now() - ms, movement);

  it('after 30 days by default', () => {
    expect(lifetime).toBe(30 * DAY_MS);
  });

  it('a token 29 days old opens its link; one past 30 days reads as a wrong token, and writes nothing', async () => {
    const { movement, agenda, token } = kit.fx.demoCalendarRequest;
    issuedAgo(movement, 29 * DAY_MS);
    expect((await kit.call('getSpecificCalendarMovement', { id_movement: movement, token })).body.status).toBe(200);

    issuedAgo(movement, lifetime + 1000);
    const before = kit.snapshot();
    expect((await kit.call('getSpecificCalendarMovement', { id_movement: movement, token })).body).toEqual({
      status: 400,
      message: 'No se encontró el movimiento',
    });
    expect((await kit.call('listaMovimientos', { id_asunto: kit.fx.demoCase.id, fileRequest: 1, token })).body).toEqual(
      { status: 400, message: 'No se encontró el asunto' },
    );
    expect(
      (
        await kit.call('updateCalendar', {
          id_calendar: agenda,
          fecha_ini: '2031-01-02',
          hora_ini: '09:00',
          hora_fin: '10:00',
          token,
        })
      ).body,
    ).toEqual({
      status: 400,
      message: 'No se encontró la agenda',
    });
    expect(kit.snapshot()).toBe(before);
    // The owner's session is not a link: it still moves the entry.
    expect((await kit.call('getSpecificCalendarMovement', { id_movement: movement }, kit.demo.token)).body.status).toBe(
      200,
    );
  });

  it('an invitation token too', async () => {
    const { id, token } = kit.fx.otherInvitation;
    expect((await kit.call('findInvitation', { id_invitation: id, token })).body.status).toBe(200);
    kit.db
      .prepare('UPDATE invitaciones SET token_emitido = ? WHERE id_invitacion = ?')
      .run(Date.now() - lifetime - 1000, id);
    expect((await kit.call('findInvitation', { id_invitation: id, token })).body).toEqual({
      status: 400,
      message: 'No se encontró la invitación',
    });
  });

  it('a new token is dated when it is written', async () => {
    const reply = await kit.call(
      'addNewMovent',
      { id_case: kit.fx.demoCase.id, id_justiciable: kit.demo.sub, id_tipo: 2, descripcion_movimiento: 'Pedido' },
      kit.demo.token,
    );
    const id = (JSON.parse(String(reply.body['datos'])) as { res: { id_movimiento: number } }).res.id_movimiento;
    const issued = kit.db
      .prepare('SELECT link_token_emitido FROM movimientos WHERE id_movimiento = ?')
      .pluck()
      .get(id) as number;
    expect(Math.abs(issued - Date.now())).toBeLessThan(5000);
  });

  it('compares the token before the date, and a token never issued a date opens nothing', () => {
    const now = 1_000_000_000_000;
    expect(linkTokenOpens({ token: 'a'.repeat(32), issuedAt: now - 1 }, 'a'.repeat(32), lifetime, now)).toBe(true);
    expect(linkTokenOpens({ token: 'a'.repeat(32), issuedAt: now - lifetime }, 'a'.repeat(32), lifetime, now)).toBe(
      false,
    );
    expect(linkTokenOpens({ token: 'a'.repeat(32), issuedAt: null }, 'a'.repeat(32), lifetime, now)).toBe(false);
    expect(linkTokenOpens({ token: 'a'.repeat(32), issuedAt: now }, 'b'.repeat(32), lifetime, now)).toBe(false);
  });

  it('for the days startEmulator is given (EMULATOR_LINK_TOKEN_DAYS)', async () => {
    const emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'none', linkTokenDays: 7 });
    try {
      expect(emulator.context.settings.linkTokenLifetimeMs).toBe(7 * DAY_MS);
    } finally {
      await emulator.close();
    }
    await expect(startEmulator({ port: 0, data: ':memory:', seed: 'none', linkTokenDays: 0 })).rejects.toThrow(
      'linkTokenDays must be a positive number of days',
    );
  });
});
