import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LegacyKit, type Row, rowOf, rowsOf, startLegacyKit } from '../test-kit';

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
    expect(anonymous.every((entry) => entry.titulo === 'Ocupado' && entry.nombre_asunto === null && entry.texto === '')).toBe(true);
    expect(anonymous.every((entry) => entry.fecha_ini !== null)).toBe(true);
    const own = rowsOf(await kit.call('listaAgendasDelAbogado', { id_lawyer: lawyer }, kit.demo.token));
    expect(own.some((entry) => entry.titulo === 'Audiencia%20de%20conciliaci%C3%B3n')).toBe(true);
  });

  it('answers an empty list for a lawyer it does not know', async () => {
    expect(await kit.call('listaAgendasDelAbogado', { id_lawyer: 999_999 })).toEqual({ http: 200, body: { status: 200, datos: [] } });
  });
});

describe('getSpecificCalendarMovement', () => {
  async function listedMovement(caseId: number, movementId: number, token: string): Promise<Row | undefined> {
    return rowsOf(await kit.call('listaMovimientos', { id_asunto: caseId }, token)).find((movement) => movement.id_movimiento === movementId);
  }

  it('shows a calendar request to the public link, whole as listaMovimientos lists it, with its agenda id', async () => {
    const { movement, agenda } = kit.fx.demoCalendarRequest;
    const datos = rowOf(await kit.call('getSpecificCalendarMovement', { id_movement: movement }));
    expect(datos).toMatchObject({
      id_movimiento: movement,
      id_tipo: 7,
      id_case: kit.fx.demoCase.id,
      id_agenda: agenda,
      fecha_inicio_agenda: null,
      hora_inicio_agenda: null,
      todo_el_dia_agenda: 'f',
      pagado: 'f',
    });
    expect(datos).toEqual(await listedMovement(kit.fx.demoCase.id, movement, kit.demo.token));
  });

  it('shows a file request to the public link too, with a null agenda id', async () => {
    const datos = rowOf(await kit.call('getSpecificCalendarMovement', { id_movement: kit.fx.otherFileRequest }, kit.demo.token));
    expect(datos).toMatchObject({ id_movimiento: kit.fx.otherFileRequest, id_tipo: 2, id_case: kit.fx.otherCase.id, id_agenda: null, link_archivo: null });
    expect(datos).toEqual(await listedMovement(kit.fx.otherCase.id, kit.fx.otherFileRequest, kit.other.token));
  });

  it('shows other movement types only to their owner: 401 without a token, 403 to another client', async () => {
    const query = { id_movement: kit.fx.otherMovement };
    expect(await kit.call('getSpecificCalendarMovement', query)).toEqual({ http: 401, body: { status: 401, message: 'El usuario no está autenticado' } });
    expect(await kit.call('getSpecificCalendarMovement', query, kit.demo.token)).toEqual({
      http: 403,
      body: { status: 403, message: 'No tiene autorización para acceder a este movimiento' },
    });
    const own = rowOf(await kit.call('getSpecificCalendarMovement', query, kit.other.token));
    expect(own).toMatchObject({ id_movimiento: kit.fx.otherMovement, id_tipo: 5, id_agenda: null });
    expect(own).toEqual(await listedMovement(kit.fx.otherCase.id, kit.fx.otherMovement, kit.other.token));
  });

  it('answers 400 for a movement that does not exist', async () => {
    expect((await kit.call('getSpecificCalendarMovement', { id_movement: 999_999 })).body).toEqual({ status: 400, message: 'No se encontró el movimiento' });
  });
});

describe('updateCalendar', () => {
  it('lets the calendar request link date a type-7 movement once, without a token, and mails the lawyer', async () => {
    const { movement, agenda } = kit.fx.otherCalendarRequest;
    const query = { id_calendar: agenda, fecha_ini: '2030-05-10', hora_ini: '10:00', hora_fin: '10:45' };
    const reply = await kit.call('updateCalendar', query);
    expect(reply.body).toMatchObject({ status: 200, message: 'Agenda actualizada correctamente' });
    expect(rowOf(reply)).toMatchObject({ id_agenda: agenda, fecha_ini: '2030-05-10', hora_ini: '10:00:00', hora_fin: '10:45:00' });
    expect(rowOf(await kit.call('getSpecificCalendarMovement', { id_movement: movement }))).toMatchObject({
      fecha_inicio_agenda: '2030-05-10',
      hora_inicio_agenda: '10:00:00',
    });
    const mail = kit.lastMail();
    expect(mail).toMatchObject({ kind: 'mail-to-lawyer', data: { id_agenda: agenda, fecha_ini: '2030-05-10' } });
    expect((await kit.call('updateCalendar', { ...query, hora_ini: '12:00', hora_fin: '13:00' })).body).toEqual({
      status: 400,
      message: 'La agenda ya tiene fecha y hora',
    });
  });

  it("refuses another client's agenda entry with 403 and changes nothing", async () => {
    const before = kit.snapshot();
    const reply = await kit.call('updateCalendar', { id_calendar: kit.fx.otherAgenda, fecha_ini: '2030-01-02', hora_ini: '08:00', hora_fin: '09:00' }, kit.demo.token);
    expect(reply.http).toBe(403);
    expect(kit.snapshot()).toBe(before);
  });

  it('needs the owner to move an agenda entry that is not an open calendar request', async () => {
    const query = { id_calendar: kit.fx.demoAgenda, fecha_ini: '2030-01-02', hora_ini: '08:00', hora_fin: '09:00' };
    expect((await kit.call('updateCalendar', query)).http).toBe(401);
    expect((await kit.call('updateCalendar', query, kit.demo.token)).body.status).toBe(200);
  });

  it.each([
    [{ hora_fin: '09:00' }, 'La hora de fin debe ser posterior a la hora de inicio'],
    [{ fecha_ini: '2030-02-30' }, 'El campo fecha_ini debe ser una fecha AAAA-MM-DD'],
    [{ hora_ini: '9' }, 'El campo hora_ini debe ser una hora HH:MM'],
    [{ id_calendar: 999_999 }, 'No se encontró la agenda'],
  ])('refuses %o', async (change, message) => {
    const reply = await kit.call(
      'updateCalendar',
      { id_calendar: kit.fx.demoCalendarRequest.agenda, fecha_ini: '2030-01-02', hora_ini: '10:00', hora_fin: '11:00', ...change },
      kit.demo.token,
    );
    expect(reply.body).toEqual({ status: 400, message });
  });
});
