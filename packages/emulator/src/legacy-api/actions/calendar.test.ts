import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_TOKEN, type LegacyKit, REQUEST_VIEW_FIELDS, type Row, rowOf, rowsOf, startLegacyKit } from '../test-kit';

let kit: LegacyKit;

beforeAll(async () => {
  kit = await startLegacyKit();
});

afterAll(async () => {
  await kit.close();
});

const CALENDAR_FIELDS = [
  'id_agenda',
  'fecha_ini',
  'hora_ini',
  'nombre_asunto',
  'nombre_abogado',
  'tipo_reunion',
  'direccion_link',
  'titulo',
  'texto',
  'id_caso',
  'nombre_estudio',
  'fecha_alta',
];

async function demoAgenda(): Promise<Record<string, Row>> {
  return rowOf(await kit.call('listaAgendas', { id_justiciable: kit.demo.sub }, kit.demo.token)) as Record<string, Row>;
}

describe('listaAgendas', () => {
  it('answers the caller’s agenda as an object keyed by id_agenda, text as the old backend stored it', async () => {
    const agenda = await demoAgenda();
    const entries = Object.values(agenda);
    expect(entries.length).toBeGreaterThanOrEqual(10);
    for (const [key, entry] of Object.entries(agenda)) {
      expect(entry.id_agenda).toBe(Number(key));
      for (const field of CALENDAR_FIELDS) expect(entry).toHaveProperty(field);
    }
    const titles = entries.map((entry) => entry.titulo);
    expect(titles).toContain('Audiencia%20de%20conciliaci%C3%B3n');
    expect(titles.some((title) => String(title).includes('&oacute;'))).toBe(true);
    expect(titles).toContain('Reuni%F3n%20de%20cierre');
    const dated = entries.filter((entry) => entry.hora_ini !== null);
    expect(dated.every((entry) => /^\d{2}:\d{2}:\d{2}$/.test(String(entry.hora_ini)))).toBe(true);
    expect(entries.some((entry) => entry.fecha_ini === null)).toBe(true);
    expect(entries.some((entry) => entry.id_caso === null)).toBe(true);
    expect(entries.map((entry) => entry.id_agenda)).not.toContain(kit.fx.otherAgenda);
  });

  it("refuses another client's agenda with 403", async () => {
    expect((await kit.call('listaAgendas', { id_justiciable: kit.other.sub }, kit.demo.token)).http).toBe(403);
  });
});

describe('listaAgendasDelAbogado', () => {
  it('shows anyone the lawyer’s busy slots, and the caller their own entries whole', async () => {
    const lawyer = kit.fx.demoCase.lawyer;
    const anonymous = rowsOf(await kit.call('listaAgendasDelAbogado', { id_lawyer: lawyer }));
    expect(anonymous.length).toBeGreaterThan(0);
    expect(
      anonymous.every((entry) => entry.titulo === 'Ocupado' && entry.nombre_asunto === null && entry.texto === ''),
    ).toBe(true);
    expect(anonymous.every((entry) => entry.fecha_ini !== null)).toBe(true);
    const own = rowsOf(await kit.call('listaAgendasDelAbogado', { id_lawyer: lawyer }, kit.demo.token));
    expect(own.some((entry) => entry.titulo === 'Audiencia%20de%20conciliaci%C3%B3n')).toBe(true);
  });

  it('answers an empty list for a lawyer it does not know', async () => {
    expect(await kit.call('listaAgendasDelAbogado', { id_lawyer: 999_999 })).toEqual({
      http: 200,
      body: { status: 200, datos: [] },
    });
  });
});

describe('getSpecificCalendarMovement', () => {
  const notFound = { http: 200, body: { status: 400, message: 'No se encontró el movimiento' } };

  async function listedMovement(caseId: number, movementId: number, token: string): Promise<Row | undefined> {
    return rowsOf(await kit.call('listaMovimientos', { id_asunto: caseId }, token)).find(
      (movement) => movement.id_movimiento === movementId,
    );
  }

  it('shows the owner the whole movement as listaMovimientos lists it, with its link token', async () => {
    const { movement, agenda, token } = kit.fx.demoCalendarRequest;
    const datos = rowOf(await kit.call('getSpecificCalendarMovement', { id_movement: movement }, kit.demo.token));
    expect(datos).toMatchObject({
      id_movimiento: movement,
      id_tipo: 7,
      id_case: kit.fx.demoCase.id,
      id_agenda: agenda,
      fecha_inicio_agenda: null,
      hora_inicio_agenda: null,
      todo_el_dia_agenda: 'f',
      pagado: 'f',
      link_token: token,
    });
    expect(datos).toEqual(await listedMovement(kit.fx.demoCase.id, movement, kit.demo.token));
    const own = rowOf(
      await kit.call('getSpecificCalendarMovement', { id_movement: kit.fx.otherMovement }, kit.other.token),
    );
    expect(own).toMatchObject({ id_movimiento: kit.fx.otherMovement, id_tipo: 5, id_agenda: null, link_token: null });
  });

  it('shows the link token only the request view: no storage key, meeting place, comments, amounts nor client', async () => {
    const { movement, agenda, token } = kit.fx.demoCalendarRequest;
    const datos = rowOf(await kit.call('getSpecificCalendarMovement', { id_movement: movement, token }));
    expect(Object.keys(datos).sort()).toEqual([...REQUEST_VIEW_FIELDS].sort());
    expect(datos).toMatchObject({
      id_movimiento: movement,
      id_tipo: 7,
      id_agenda: agenda,
      tiene_archivo: 'f',
      todo_el_dia_agenda: 'f',
    });

    const file = rowOf(
      await kit.call(
        'getSpecificCalendarMovement',
        { id_movement: kit.fx.otherFileRequest.movement, token: kit.fx.otherFileRequest.token },
        kit.demo.token,
      ),
    );
    expect(file).toMatchObject({
      id_movimiento: kit.fx.otherFileRequest.movement,
      id_tipo: 2,
      id_case: kit.fx.otherCase.id,
      id_agenda: null,
    });
    expect(JSON.stringify(file)).not.toContain(kit.other.sub);
  });

  it('shows an attachment already delivered to its link token as delivered, without its storage key', async () => {
    const attachment = kit.db
      .prepare<[number], { id: number; token: string; key: string }>(
        'SELECT id_movimiento AS id, link_token AS token, link_archivo AS key FROM movimientos WHERE id_caso = ? AND id_tipo = 3 AND link_archivo IS NOT NULL',
      )
      .get(kit.fx.demoDocumentsCase.id);
    if (!attachment) throw new Error('the seed has no delivered attachment');
    expect(attachment.token).toMatch(LINK_TOKEN);
    const reply = await kit.call('getSpecificCalendarMovement', {
      id_movement: attachment.id,
      token: attachment.token,
    });
    expect(rowOf(reply)).toMatchObject({ id_tipo: 3, tiene_archivo: 't' });
    expect(JSON.stringify(reply.body)).not.toContain(attachment.key.split('/').pop());
  });

  it('answers anyone without the right link token as if the movement did not exist', async () => {
    const { demoCalendarRequest, otherFileRequest, otherMovement } = kit.fx;
    for (const [query, session] of [
      [{ id_movement: demoCalendarRequest.movement }, null],
      [{ id_movement: demoCalendarRequest.movement }, kit.other.token],
      [{ id_movement: demoCalendarRequest.movement, token: otherFileRequest.token }, null],
      [{ id_movement: demoCalendarRequest.movement, token: demoCalendarRequest.token.toUpperCase() }, null],
      [{ id_movement: otherMovement }, null],
      [{ id_movement: otherMovement }, kit.demo.token],
      [{ id_movement: 999_999, token: demoCalendarRequest.token }, null],
    ] as const) {
      expect(await kit.call('getSpecificCalendarMovement', query, session)).toEqual(notFound);
    }
  });

  it('gives nothing to anyone counting through the movement ids', async () => {
    const { maxId } = kit.db.prepare('SELECT MAX(id_movimiento) AS maxId FROM movimientos').get() as { maxId: number };
    for (let movementId = 1; movementId <= maxId + 1; movementId++) {
      expect(await kit.call('getSpecificCalendarMovement', { id_movement: movementId })).toEqual(notFound);
    }
  });
});

describe('updateCalendar', () => {
  const notFound = { http: 200, body: { status: 400, message: 'No se encontró la agenda' } };

  it('refuses the calendar request link without its token, or with a wrong one, and changes nothing', async () => {
    const { otherCalendarRequest, demoCalendarRequest } = kit.fx;
    const query = {
      id_calendar: otherCalendarRequest.agenda,
      fecha_ini: '2030-05-10',
      hora_ini: '10:00',
      hora_fin: '10:45',
    };
    const before = kit.snapshot();
    for (const [extra, session] of [
      [{}, null],
      [{}, kit.demo.token],
      [{ token: '0'.repeat(32) }, null],
      [{ token: demoCalendarRequest.token }, kit.demo.token],
    ] as const) {
      expect(await kit.call('updateCalendar', { ...query, ...extra }, session)).toEqual(notFound);
    }
    expect(kit.snapshot()).toBe(before);
  });

  it('lets the link token date a type-7 movement once, answers only what it set, and mails the lawyer', async () => {
    const { movement, agenda, token } = kit.fx.otherCalendarRequest;
    const query = { id_calendar: agenda, fecha_ini: '2030-05-10', hora_ini: '10:00', hora_fin: '10:45', token };
    const reply = await kit.call('updateCalendar', query);
    expect(reply.body).toEqual({
      status: 200,
      message: 'Agenda actualizada correctamente',
      datos: { id_agenda: agenda, fecha_ini: '2030-05-10', hora_ini: '10:00:00', hora_fin: '10:45:00' },
    });
    // Answered, the link reads only that: not the date it set, which is the client's to know.
    expect(rowOf(await kit.call('getSpecificCalendarMovement', { id_movement: movement, token }))).toMatchObject({
      respondida: 't',
      fecha_inicio_agenda: '0000-00-00',
      hora_inicio_agenda: '00:00:00',
    });
    const mail = kit.lastMail();
    expect(mail).toMatchObject({ kind: 'mail-to-lawyer', data: { id_agenda: agenda, fecha_ini: '2030-05-10' } });
    const before = kit.snapshot();
    expect((await kit.call('updateCalendar', { ...query, hora_ini: '12:00', hora_fin: '13:00' })).body).toEqual({
      status: 400,
      message: 'La agenda ya tiene fecha y hora',
    });
    expect(kit.snapshot()).toBe(before);
  });

  it("answers another client's agenda entry as one that does not exist, and changes nothing", async () => {
    const before = kit.snapshot();
    const reply = await kit.call(
      'updateCalendar',
      { id_calendar: kit.fx.otherAgenda, fecha_ini: '2030-01-02', hora_ini: '08:00', hora_fin: '09:00' },
      kit.demo.token,
    );
    expect(reply).toEqual(notFound);
    expect(kit.snapshot()).toBe(before);
  });

  it('needs the owner to move an agenda entry that no link token opens, and gives the owner the whole entry', async () => {
    const query = { id_calendar: kit.fx.demoAgenda, fecha_ini: '2030-01-02', hora_ini: '08:00', hora_fin: '09:00' };
    expect(await kit.call('updateCalendar', query)).toEqual(notFound);
    const reply = await kit.call('updateCalendar', query, kit.demo.token);
    expect(rowOf(reply)).toMatchObject({
      id_agenda: kit.fx.demoAgenda,
      fecha_ini: '2030-01-02',
      id_justiciable: kit.demo.sub,
    });
  });

  it.each([
    [{ hora_fin: '09:00' }, 'La hora de fin debe ser posterior a la hora de inicio'],
    [{ fecha_ini: '2030-02-30' }, 'El campo fecha_ini debe ser una fecha AAAA-MM-DD'],
    [{ hora_ini: '9' }, 'El campo hora_ini debe ser una hora HH:MM'],
    [{ id_calendar: 999_999 }, 'No se encontró la agenda'],
  ])('refuses %o', async (change, message) => {
    const reply = await kit.call(
      'updateCalendar',
      {
        id_calendar: kit.fx.demoCalendarRequest.agenda,
        fecha_ini: '2030-01-02',
        hora_ini: '10:00',
        hora_fin: '11:00',
        ...change,
      },
      kit.demo.token,
    );
    expect(reply.body).toEqual({ status: 400, message });
  });
});
