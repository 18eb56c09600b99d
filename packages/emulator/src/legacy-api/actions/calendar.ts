import type Database from 'better-sqlite3';
import { MOVEMENT_NOT_FOUND, findCase, isOwner, opensByLink, ownClientId } from '../access';
import { type ActionCall, type ActionTable, clientRead, publicRead, publicWrite } from '../action';
import { rejected } from '../failure';
import { findLawyer } from '../lawyers';
import { LINK_REQUEST_TYPES, movementById, movementView, requestView } from '../movements';
import { mailText } from '../mail-text';
import { LAWYER_MAIL_SUBJECTS, mailLawyer } from '../notify';
import { MOVEMENT_TYPE, touchCase } from '../records';
import { sql } from '../sql';
import { argentineTimestamp, pgBoolean } from '../wire';

interface CalendarRow {
  readonly id_agenda: number;
  readonly id_justiciable: string | null;
  readonly fecha_ini: string | null;
  readonly hora_ini: string | null;
  readonly hora_fin: string | null;
  readonly nombre_asunto: string | null;
  readonly nombre_abogado: string;
  readonly tipo_reunion: string | null;
  readonly direccion_link: string | null;
  readonly titulo: string;
  readonly texto: string;
  readonly id_caso: number | null;
  readonly id_movimiento: number | null;
  readonly id_abogado: number;
  readonly id_grupo: number;
  readonly nombre_estudio: string;
  readonly fecha_alta: string;
  /** The client cancelled the meeting (a novedad naming it, addNewMovent's id_agenda). */
  readonly cancelada: number;
  /** A deadline that takes the whole day ("Todo el día"): its time, 00:00, is no start. */
  readonly todo_el_dia: number;
}

/** A row on the wire, its flags as the PHP rendered Postgres booleans. */
function calendarView(row: CalendarRow) {
  return { ...row, cancelada: pgBoolean(row.cancelada), todo_el_dia: pgBoolean(row.todo_el_dia) };
}

/** A calendar row as the PHP sent it: text raw, percent-encoded or with HTML entities in old rows. */
const CALENDAR_VIEW = `SELECT ag.id_agenda, ag.id_justiciable, ag.fecha_ini, ag.hora_ini, ag.hora_fin, c.nombre AS nombre_asunto,
    a.nombre || ' ' || a.apellido AS nombre_abogado, ag.tipo_reunion, ag.direccion_link, ag.titulo, ag.texto, ag.id_caso,
    ag.id_movimiento, ag.id_abogado, ag.id_grupo, e.nombre_estudio, ag.fecha_alta, ag.cancelada, ag.todo_el_dia
  FROM agendas ag
  JOIN abogados a ON a.id_abogado = ag.id_abogado
  JOIN grupos g ON g.id_grupo = ag.id_grupo
  JOIN estudios e ON e.id_estudio = g.id_estudio
  LEFT JOIN casos c ON c.id_caso = ag.id_caso`;

/** Another client's appointment on a lawyer's calendar: only the busy slot shows. */
function busySlotView(row: CalendarRow) {
  return {
    id_agenda: row.id_agenda,
    fecha_ini: row.fecha_ini,
    hora_ini: row.hora_ini,
    hora_fin: row.hora_fin,
    nombre_asunto: null,
    nombre_abogado: row.nombre_abogado,
    tipo_reunion: null,
    direccion_link: null,
    titulo: 'Ocupado',
    texto: '',
    id_caso: null,
    id_movimiento: null,
    id_abogado: row.id_abogado,
    id_grupo: row.id_grupo,
    nombre_estudio: row.nombre_estudio,
    fecha_alta: row.fecha_alta,
    cancelada: pgBoolean(false),
    todo_el_dia: pgBoolean(row.todo_el_dia),
  };
}

/** The answer to an entry that does not exist, and to one a public link may not open: the two read the same. */
const AGENDA_NOT_FOUND = 'No se encontró la agenda';

function calendarEntry(db: Database.Database, agendaId: number): CalendarRow {
  const row = sql<CalendarRow>(db, `${CALENDAR_VIEW} WHERE ag.id_agenda = ?`).get(agendaId);
  if (!row) throw rejected(AGENDA_NOT_FOUND);
  return row;
}

/** Whether the query's token is the link token of the type-7 movement that owns the entry. */
function opensEntryByLink(call: ActionCall, entry: CalendarRow): boolean {
  if (entry.id_movimiento === null) return false;
  const movement = sql<{ id_tipo: number; link_token: string | null; link_token_emitido: number | null }>(
    call.ctx.db,
    'SELECT id_tipo, link_token, link_token_emitido FROM movimientos WHERE id_movimiento = ?',
  ).get(entry.id_movimiento);
  return (
    movement?.id_tipo === MOVEMENT_TYPE.agenda && opensByLink(call, movement.link_token, movement.link_token_emitido)
  );
}

export const calendarActions: ActionTable = {
  /** The caller's agenda as an object keyed by id_agenda (the PHP encoded an associative array). */
  listaAgendas: clientRead((call) => {
    const clientId = ownClientId(call);
    const rows = sql<CalendarRow>(
      call.ctx.db,
      `${CALENDAR_VIEW} WHERE ag.id_justiciable = ? ORDER BY ag.fecha_alta DESC`,
    ).all(clientId);
    return { status: 200, datos: Object.fromEntries(rows.map((row) => [String(row.id_agenda), calendarView(row)])) };
  }),

  /**
   * A lawyer's dated appointments, by date: public, so a client can pick a free slot (the
   * calendarNewConsultation page). The caller's own entries come whole; everyone else's only as
   * busy slots. A cancelled meeting takes none of the lawyer's time and is left out. A lawyer the
   * emulator does not know has no appointments: an empty list.
   */
  listaAgendasDelAbogado: publicRead((call) => {
    const rows = sql<CalendarRow>(
      call.ctx.db,
      `${CALENDAR_VIEW} WHERE ag.id_abogado = ? AND ag.fecha_ini IS NOT NULL AND ag.cancelada = 0 ORDER BY ag.fecha_ini, ag.hora_ini, ag.id_agenda`,
    ).all(call.fields.id('id_lawyer'));
    return {
      status: 200,
      datos: rows.map((row) => (isOwner(call.principal, row) ? calendarView(row) : busySlotView(row))),
    };
  }),

  /**
   * Dates an agenda entry (id_calendar is its id_agenda). The owner may move any of their
   * entries. Anyone else needs the link token of the type-7 movement that owns the entry (the
   * calendar request link) and may date it once, while it has no date and time; they get back
   * only what they set. The lawyer hears of it by mail.
   */
  updateCalendar: publicWrite((call) => {
    const { fields, ctx } = call;
    const entry = calendarEntry(ctx.db, fields.id('id_calendar'));
    const owner = isOwner(call.principal, entry);
    // Settled before the dates are read: without the link, an entry that exists answers as one
    // that does not, whatever else the query says.
    if (!owner) {
      if (!opensEntryByLink(call, entry)) throw rejected(AGENDA_NOT_FOUND);
      if (entry.fecha_ini !== null && entry.hora_ini !== null) throw rejected('La agenda ya tiene fecha y hora');
    }
    if (entry.cancelada) throw rejected('La reunión está cancelada');
    const fecha = fields.date('fecha_ini');
    const horaIni = fields.time('hora_ini');
    const horaFin = fields.time('hora_fin');
    if (horaFin <= horaIni) throw rejected('La hora de fin debe ser posterior a la hora de inicio');
    // A video room the portal made for a meeting dated here; a place the lawyer gave is kept.
    const room = entry.direccion_link === null ? fields.optionalText('direccion_link') : null;
    sql(
      ctx.db,
      'UPDATE agendas SET fecha_ini = ?, hora_ini = ?, hora_fin = ?, direccion_link = COALESCE(direccion_link, ?) WHERE id_agenda = ?',
    ).run(fecha, horaIni, horaFin, room, entry.id_agenda);
    if (entry.id_movimiento !== null) {
      sql(
        ctx.db,
        'UPDATE movimientos SET fecha_inicio_agenda = ?, hora_inicio_agenda = ?, direccion_link = COALESCE(direccion_link, ?) WHERE id_movimiento = ?',
      ).run(fecha, horaIni, room, entry.id_movimiento);
    }
    if (entry.id_caso !== null) touchCase(ctx.db, entry.id_caso, argentineTimestamp(new Date()));
    const lawyer = findLawyer(call, entry.id_abogado);
    mailLawyer(ctx, lawyer, {
      subject: LAWYER_MAIL_SUBJECTS.meetingScheduled,
      body: mailText`Se fijó la reunión "${entry.titulo}"${entry.nombre_asunto && mailText` del asunto "${entry.nombre_asunto}"`} para el ${fecha} de ${horaIni.slice(0, 5)} a ${horaFin.slice(0, 5)}.`,
      data: {
        id_agenda: entry.id_agenda,
        id_caso: entry.id_caso,
        fecha_ini: fecha,
        hora_ini: horaIni,
        hora_fin: horaFin,
      },
    });
    const datos = owner
      ? calendarView(calendarEntry(ctx.db, entry.id_agenda))
      : { id_agenda: entry.id_agenda, fecha_ini: fecha, hora_ini: horaIni, hora_fin: horaFin };
    return { status: 200, message: 'Agenda actualizada correctamente', datos };
  }),

  /**
   * One movement: to its owner whole, as listaMovimientos lists it (with its link_token); to
   * anyone presenting its link token (types 2, 3 and 7: the file and calendar request pages) the
   * request view. Everyone else reads that it does not exist.
   */
  getSpecificCalendarMovement: publicRead((call) => {
    const movement = movementById(call.ctx.db, call.fields.id('id_movement'));
    if (!movement) throw rejected(MOVEMENT_NOT_FOUND);
    // Asked through a link (a token is given), it answers as the link shows it, to the owner too;
    // without one, the whole row, to its owner only.
    if (!call.fields.has('token') && isOwner(call.principal, findCase(call, movement.id_case)))
      return { status: 200, datos: movementView(movement) };
    if (
      !LINK_REQUEST_TYPES.includes(movement.id_tipo) ||
      !opensByLink(call, movement.link_token, movement.link_token_emitido)
    )
      throw rejected(MOVEMENT_NOT_FOUND);
    return { status: 200, datos: requestView(call.ctx.db, movement.id_movimiento) };
  }),
};
