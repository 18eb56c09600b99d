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
}

/** Movements that ask the client for something through a public link: a file, or a date. */
export const LINK_REQUEST_TYPES: readonly number[] = [MOVEMENT_TYPE.solicitudArchivo, MOVEMENT_TYPE.agenda];

const MOVEMENT_VIEW = `SELECT m.id_movimiento, m.fecha_alta, m.nombres, m.descripcion_movimiento, m.comentarios, m.id_tipo,
    t.nombre_tipo, m.fecha_inicio_agenda, m.hora_inicio_agenda, m.todo_el_dia_agenda, m.link_archivo, m.link_url, m.monto,
    m.cuenta, m.pagado, m.origen, m.id_justiciable, m.id_caso AS id_case, m.tipo_reunion, m.direccion_link, m.conexidad,
    m.diligencia, m.prueba, m.concepto, m.acto_procesal,
    CASE WHEN m.id_tipo = ${MOVEMENT_TYPE.agenda}
      THEN (SELECT ag.id_agenda FROM agendas ag WHERE ag.id_movimiento = m.id_movimiento) END AS id_agenda,
    (SELECT COUNT(*) FROM comentarios co WHERE co.id_movimiento = m.id_movimiento) AS cantidad_comentarios
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
