import type Database from 'better-sqlite3';
import { MOVEMENT_TYPE } from './records';
import { sql } from './sql';
import { pgBoolean } from './wire';

/** A movement as every action that answers movements sends it: SPEC §3's fields plus id_agenda. */
export interface MovementRow {
  readonly id_movimiento: number;
  readonly fecha_alta: string;
  readonly nombres: string;
  readonly descripcion_movimiento: string;
  readonly comentarios: string | null;
  readonly id_tipo: number;
  readonly nombre_tipo: string;
  readonly fecha_inicio_agenda: string | null;
  readonly hora_inicio_agenda: string | null;
  readonly todo_el_dia_agenda: number;
  readonly link_archivo: string | null;
  readonly link_url: string | null;
  readonly monto: number | null;
  readonly cuenta: string | null;
  readonly pagado: number;
  readonly origen: string;
  readonly id_justiciable: string | null;
  readonly id_case: number;
  readonly tipo_reunion: string | null;
  readonly direccion_link: string | null;
  readonly conexidad: string | null;
  readonly diligencia: string | null;
  readonly prueba: string | null;
  readonly concepto: string | null;
  readonly acto_procesal: string | null;
  /** The agenda entry a type-7 movement owns (the portal dates it through updateCalendar); null for other types. */
  readonly id_agenda: number | null;
  /** A type-7 movement's meeting the client cancelled (its agenda entry's cancelada); 0 for other types. */
  readonly agenda_cancelada: number;
  readonly cantidad_comentarios: number;
  /** What opens the movement's public link (types 2, 3 and 7); shown only to the case's owner, who shares it. */
  readonly link_token: string | null;
  /** When link_token was issued (epoch ms); never sent. */
  readonly link_token_emitido: number | null;
  /**
   * A payment's (type 4) latest checkout outcome: 'pendiente' once the client left it pending (a
   * Rapipago ticket), 'aprobado', 'rechazado'; null for other types and for a payment no checkout settled.
   */
  readonly estado_pago: 'pendiente' | 'aprobado' | 'rechazado' | null;
  /** When a pending checkout's ticket expires (Argentine 'YYYY-MM-DD HH:MM:SS'): PENDING_PAYMENT_DAYS after it was left pending; null otherwise. */
  readonly vence_pago: string | null;
}

/**
 * How long a payment left pending at the checkout stays in process: Mercado Pago's offline tickets
 * (Rapipago, Pago Fácil) expire after a few days; the emulator uses 3. After that the payment is owed again.
 */
export const PENDING_PAYMENT_DAYS = 3;

/** Movements a public link opens with their token: a file request, a consultation's attachment, a date to pick. */
export const LINK_REQUEST_TYPES: readonly number[] = [
  MOVEMENT_TYPE.solicitudArchivo,
  MOVEMENT_TYPE.archivoAdjunto,
  MOVEMENT_TYPE.agenda,
];

const MOVEMENT_VIEW = `SELECT m.id_movimiento, m.fecha_alta, m.nombres, m.descripcion_movimiento, m.comentarios, m.id_tipo,
    t.nombre_tipo, m.fecha_inicio_agenda, m.hora_inicio_agenda, m.todo_el_dia_agenda, m.link_archivo, m.link_url, m.monto,
    m.cuenta, m.pagado, m.origen, m.id_justiciable, m.id_caso AS id_case, m.tipo_reunion, m.direccion_link, m.conexidad,
    m.diligencia, m.prueba, m.concepto, m.acto_procesal,
    CASE WHEN m.id_tipo = ${MOVEMENT_TYPE.agenda}
      THEN (SELECT ag.id_agenda FROM agendas ag WHERE ag.id_movimiento = m.id_movimiento) END AS id_agenda,
    COALESCE((SELECT ag.cancelada FROM agendas ag WHERE m.id_tipo = ${MOVEMENT_TYPE.agenda} AND ag.id_movimiento = m.id_movimiento), 0) AS agenda_cancelada,
    (SELECT COUNT(*) FROM comentarios co WHERE co.id_movimiento = m.id_movimiento) AS cantidad_comentarios, m.link_token,
    m.link_token_emitido, pc.estado AS estado_pago,
    CASE WHEN pc.estado = 'pendiente' THEN datetime(pc.fecha_resultado, '+${PENDING_PAYMENT_DAYS} days') END AS vence_pago
  FROM movimientos m JOIN tipos_movimiento t ON t.id_tipo = m.id_tipo
  LEFT JOIN pagos_checkout pc ON m.id_tipo = ${MOVEMENT_TYPE.pago} AND pc.token = (
    SELECT last.token FROM pagos_checkout last
    WHERE last.id_movimiento = m.id_movimiento AND last.fecha_resultado IS NOT NULL
    ORDER BY last.fecha_resultado DESC, last.rowid DESC LIMIT 1)`;

/** A case's movements, newest first. */
export function movementsOfCase(db: Database.Database, caseId: number): MovementRow[] {
  return sql<MovementRow>(
    db,
    `${MOVEMENT_VIEW} WHERE m.id_caso = ? ORDER BY m.fecha_alta DESC, m.id_movimiento DESC`,
  ).all(caseId);
}

export function movementById(db: Database.Database, movementId: number): MovementRow | undefined {
  return sql<MovementRow>(db, `${MOVEMENT_VIEW} WHERE m.id_movimiento = ?`).get(movementId);
}

/** A movement on the wire, its flags as the PHP rendered Postgres booleans. */
export function movementView(row: MovementRow) {
  const { link_token_emitido: _issued, ...shown } = row;
  return {
    ...shown,
    todo_el_dia_agenda: pgBoolean(row.todo_el_dia_agenda),
    pagado: pgBoolean(row.pagado),
    agenda_cancelada: pgBoolean(row.agenda_cancelada),
  };
}

interface RequestRow {
  readonly id_movimiento: number;
  readonly id_case: number;
  readonly id_tipo: number;
  readonly nombre_tipo: string;
  readonly fecha_alta: string;
  readonly nombres: string;
  readonly descripcion_movimiento: string;
  readonly fecha_inicio_agenda: string | null;
  readonly hora_inicio_agenda: string | null;
  readonly todo_el_dia_agenda: number;
  readonly tipo_reunion: string | null;
  readonly id_agenda: number | null;
  readonly tiene_archivo: number;
  /** 1 once the request was answered: a file request or an attachment has its file, a date request its date and time. */
  readonly respondida: number;
  readonly case_name: string;
  readonly nombre_abogado: string;
  readonly nombre_estudio: string;
}

/**
 * What a public link shows of its movement: what is asked, of which case, by which lawyer. No
 * storage key, meeting place or link, comments, amounts, nor who the client is (the author's
 * name only when the lawyer wrote the movement).
 */
const REQUEST_VIEW = `SELECT m.id_movimiento, m.id_caso AS id_case, m.id_tipo, t.nombre_tipo, m.fecha_alta,
    CASE WHEN m.origen = 'abogado' THEN m.nombres ELSE '' END AS nombres,
    m.descripcion_movimiento, m.fecha_inicio_agenda, m.hora_inicio_agenda, m.todo_el_dia_agenda, m.tipo_reunion,
    CASE WHEN m.id_tipo = ${MOVEMENT_TYPE.agenda}
      THEN (SELECT ag.id_agenda FROM agendas ag WHERE ag.id_movimiento = m.id_movimiento) END AS id_agenda,
    m.link_archivo IS NOT NULL AS tiene_archivo,
    CASE WHEN m.id_tipo = ${MOVEMENT_TYPE.agenda}
      THEN EXISTS (SELECT 1 FROM agendas ag WHERE ag.id_movimiento = m.id_movimiento AND ag.fecha_ini IS NOT NULL AND ag.hora_ini IS NOT NULL)
      ELSE m.link_archivo IS NOT NULL END AS respondida,
    c.nombre AS case_name, a.nombre || ' ' || a.apellido AS nombre_abogado,
    e.nombre_estudio
  FROM movimientos m
  JOIN tipos_movimiento t ON t.id_tipo = m.id_tipo
  JOIN casos c ON c.id_caso = m.id_caso
  JOIN abogados a ON a.id_abogado = c.id_abogado
  JOIN grupos g ON g.id_grupo = c.id_grupo
  JOIN estudios e ON e.id_estudio = g.id_estudio
  WHERE m.id_movimiento = ?`;

/**
 * Placeholders an answered date request carries instead of its date and time:
 * today's portal (core's decideCalendarRequest) reads a date request as answered when both are
 * present, so it shows its calm "already answered" message; they are not the meeting's.
 */
export const ANSWERED_DATE_PLACEHOLDER = '0000-00-00';
export const ANSWERED_TIME_PLACEHOLDER = '00:00:00';

/**
 * The request view of a movement its link token opened. Once the request was answered, the link
 * reads only that (`respondida 't'`): which movement of which case and of what type, and that it
 * has its file or its date, but no case name, lawyer, study, description, author or date.
 */
export function requestView(db: Database.Database, movementId: number) {
  const row = sql<RequestRow>(db, REQUEST_VIEW).get(movementId);
  if (!row) throw new Error(`Movement ${movementId} vanished while its link was being answered`);
  if (!row.respondida) {
    return {
      ...row,
      todo_el_dia_agenda: pgBoolean(row.todo_el_dia_agenda),
      tiene_archivo: pgBoolean(row.tiene_archivo),
      respondida: pgBoolean(false),
    };
  }
  const dated = row.id_tipo === MOVEMENT_TYPE.agenda;
  return {
    id_movimiento: row.id_movimiento,
    id_case: row.id_case,
    id_tipo: row.id_tipo,
    nombre_tipo: row.nombre_tipo,
    fecha_alta: '',
    nombres: '',
    descripcion_movimiento: null,
    fecha_inicio_agenda: dated ? ANSWERED_DATE_PLACEHOLDER : null,
    hora_inicio_agenda: dated ? ANSWERED_TIME_PLACEHOLDER : null,
    todo_el_dia_agenda: pgBoolean(false),
    tipo_reunion: null,
    id_agenda: null,
    tiene_archivo: pgBoolean(row.tiene_archivo),
    respondida: pgBoolean(true),
    case_name: null,
    nombre_abogado: null,
    nombre_estudio: null,
  };
}

/** The token a new type-2, 3 or 7 movement was given on insert (by the link-token trigger). */
export function linkTokenOf(db: Database.Database, movementId: number): string | null {
  return (
    sql<{ link_token: string | null }>(db, 'SELECT link_token FROM movimientos WHERE id_movimiento = ?').get(movementId)
      ?.link_token ?? null
  );
}
