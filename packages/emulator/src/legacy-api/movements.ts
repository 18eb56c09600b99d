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
  readonly cantidad_comentarios: number;
  /** What opens the movement's public link (types 2, 3 and 7); shown only to the case's owner, who shares it. */
  readonly link_token: string | null;
}

/** Movements a public link opens with their token: a file request, a consultation's attachment, a date to pick. */
export const LINK_REQUEST_TYPES: readonly number[] = [MOVEMENT_TYPE.solicitudArchivo, MOVEMENT_TYPE.archivoAdjunto, MOVEMENT_TYPE.agenda];

const MOVEMENT_VIEW = `SELECT m.id_movimiento, m.fecha_alta, m.nombres, m.descripcion_movimiento, m.comentarios, m.id_tipo,
    t.nombre_tipo, m.fecha_inicio_agenda, m.hora_inicio_agenda, m.todo_el_dia_agenda, m.link_archivo, m.link_url, m.monto,
    m.cuenta, m.pagado, m.origen, m.id_justiciable, m.id_caso AS id_case, m.tipo_reunion, m.direccion_link, m.conexidad,
    m.diligencia, m.prueba, m.concepto, m.acto_procesal,
    CASE WHEN m.id_tipo = ${MOVEMENT_TYPE.agenda}
      THEN (SELECT ag.id_agenda FROM agendas ag WHERE ag.id_movimiento = m.id_movimiento) END AS id_agenda,
    (SELECT COUNT(*) FROM comentarios co WHERE co.id_movimiento = m.id_movimiento) AS cantidad_comentarios, m.link_token
  FROM movimientos m JOIN tipos_movimiento t ON t.id_tipo = m.id_tipo`;

/** A case's movements, newest first. */
export function movementsOfCase(db: Database.Database, caseId: number): MovementRow[] {
  return sql<MovementRow>(db, `${MOVEMENT_VIEW} WHERE m.id_caso = ? ORDER BY m.fecha_alta DESC, m.id_movimiento DESC`).all(caseId);
}

export function movementById(db: Database.Database, movementId: number): MovementRow | undefined {
  return sql<MovementRow>(db, `${MOVEMENT_VIEW} WHERE m.id_movimiento = ?`).get(movementId);
}

/** A movement on the wire, its flags as the PHP rendered Postgres booleans. */
export function movementView(row: MovementRow) {
  return { ...row, todo_el_dia_agenda: pgBoolean(row.todo_el_dia_agenda), pagado: pgBoolean(row.pagado) };
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
    m.link_archivo IS NOT NULL AS tiene_archivo, c.nombre AS case_name, a.nombre || ' ' || a.apellido AS nombre_abogado,
    e.nombre_estudio
  FROM movimientos m
  JOIN tipos_movimiento t ON t.id_tipo = m.id_tipo
  JOIN casos c ON c.id_caso = m.id_caso
  JOIN abogados a ON a.id_abogado = c.id_abogado
  JOIN grupos g ON g.id_grupo = c.id_grupo
  JOIN estudios e ON e.id_estudio = g.id_estudio
  WHERE m.id_movimiento = ?`;

/** The request view of a movement its link token opened. */
export function requestView(db: Database.Database, movementId: number) {
  const row = sql<RequestRow>(db, REQUEST_VIEW).get(movementId);
  if (!row) throw new Error(`Movement ${movementId} vanished while its link was being answered`);
  return { ...row, todo_el_dia_agenda: pgBoolean(row.todo_el_dia_agenda), tiene_archivo: pgBoolean(row.tiene_archivo) };
}

/** The token a new type-2, 3 or 7 movement was given on insert (by the link-token trigger). */
export function linkTokenOf(db: Database.Database, movementId: number): string | null {
  return sql<{ link_token: string | null }>(db, 'SELECT link_token FROM movimientos WHERE id_movimiento = ?').get(movementId)?.link_token ?? null;
}
