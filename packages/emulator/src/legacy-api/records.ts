import type Database from 'better-sqlite3';
import { insertedId, sql } from './sql';

/** Row writers shared by the actions and the seed, so both build the same shapes. */

export const MOVEMENT_TYPE = {
  consulta: 1,
  solicitudArchivo: 2,
  archivoAdjunto: 3,
  pago: 4,
  novedad: 5,
  escritoJudicial: 6,
  agenda: 7,
  audiencia: 8,
} as const;

export interface NewCase {
  readonly nombre: string;
  readonly tipo: string;
  readonly id_servicio?: number | null;
  readonly id_tipo_consulta?: number | null;
  readonly id_justiciable: string | null;
  readonly email_justiciable: string | null;
  readonly nombre_cliente: string | null;
  readonly telefono_cliente?: string | null;
  readonly id_abogado: number;
  readonly id_grupo: number;
  readonly estado: 'Pendiente' | 'Activo' | 'Archivado';
  readonly consulta_aceptada: boolean;
  readonly id_tipo_medio_comunicacion?: number | null;
  readonly origen: 'portal' | 'link' | 'estudio';
  readonly usuario_alta: string | null;
  readonly datos_formulario?: string | null;
  readonly aceptar_en?: number | null;
  readonly fecha_alta: string;
}

export function insertCase(db: Database.Database, row: NewCase): number {
  return insertedId(
    sql(
      db,
      `INSERT INTO casos (nombre, tipo, id_servicio, id_tipo_consulta, id_justiciable, email_justiciable, nombre_cliente,
         telefono_cliente, id_abogado, id_grupo, estado, consulta_aceptada, id_tipo_medio_comunicacion, origen, usuario_alta,
         datos_formulario, aceptar_en, fecha_alta, fecha_modificacion)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      row.nombre,
      row.tipo,
      row.id_servicio ?? null,
      row.id_tipo_consulta ?? null,
      row.id_justiciable,
      row.email_justiciable,
      row.nombre_cliente,
      row.telefono_cliente ?? null,
      row.id_abogado,
      row.id_grupo,
      row.estado,
      row.consulta_aceptada ? 1 : 0,
      row.id_tipo_medio_comunicacion ?? null,
      row.origen,
      row.usuario_alta,
      row.datos_formulario ?? null,
      row.aceptar_en ?? null,
      row.fecha_alta,
      row.fecha_alta,
    ),
  );
}

export interface NewMovement {
  readonly id_caso: number;
  readonly id_tipo: number;
  readonly fecha_alta: string;
  readonly nombres: string;
  readonly descripcion_movimiento: string;
  readonly origen: 'abogado' | 'justiciable';
  readonly id_justiciable?: string | null;
  readonly comentarios?: string | null;
  readonly fecha_inicio_agenda?: string | null;
  readonly hora_inicio_agenda?: string | null;
  readonly todo_el_dia_agenda?: boolean;
  readonly link_archivo?: string | null;
  readonly link_url?: string | null;
  readonly monto?: number | null;
  readonly cuenta?: string | null;
  readonly pagado?: boolean;
  readonly tipo_reunion?: string | null;
  readonly direccion_link?: string | null;
  readonly conexidad?: string | null;
  readonly diligencia?: string | null;
  readonly prueba?: string | null;
  readonly concepto?: string | null;
  readonly acto_procesal?: string | null;
}

export function insertMovement(db: Database.Database, row: NewMovement): number {
  return insertedId(
    sql(
      db,
      `INSERT INTO movimientos (id_caso, id_tipo, fecha_alta, nombres, descripcion_movimiento, comentarios, fecha_inicio_agenda,
         hora_inicio_agenda, todo_el_dia_agenda, link_archivo, link_url, monto, cuenta, pagado, origen, id_justiciable,
         tipo_reunion, direccion_link, conexidad, diligencia, prueba, concepto, acto_procesal)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      row.id_caso,
      row.id_tipo,
      row.fecha_alta,
      row.nombres,
      row.descripcion_movimiento,
      row.comentarios ?? null,
      row.fecha_inicio_agenda ?? null,
      row.hora_inicio_agenda ?? null,
      row.todo_el_dia_agenda ? 1 : 0,
      row.link_archivo ?? null,
      row.link_url ?? null,
      row.monto ?? null,
      row.cuenta ?? null,
      row.pagado ? 1 : 0,
      row.origen,
      row.id_justiciable ?? null,
      row.tipo_reunion ?? null,
      row.direccion_link ?? null,
      row.conexidad ?? null,
      row.diligencia ?? null,
      row.prueba ?? null,
      row.concepto ?? null,
      row.acto_procesal ?? null,
    ),
  );
}

export interface NewAgenda {
  readonly id_justiciable: string | null;
  readonly id_caso?: number | null;
  readonly id_movimiento?: number | null;
  readonly id_abogado: number;
  readonly id_grupo: number;
  readonly titulo: string;
  readonly texto?: string;
  readonly fecha_ini?: string | null;
  readonly hora_ini?: string | null;
  readonly hora_fin?: string | null;
  readonly tipo_reunion?: string | null;
  readonly direccion_link?: string | null;
  readonly fecha_alta: string;
  /** A deadline that takes the whole day ("Todo el día"). */
  readonly todo_el_dia?: boolean;
}

export function insertAgenda(db: Database.Database, row: NewAgenda): number {
  return insertedId(
    sql(
      db,
      `INSERT INTO agendas (id_justiciable, id_caso, id_movimiento, id_abogado, id_grupo, titulo, texto, fecha_ini, hora_ini,
         hora_fin, tipo_reunion, direccion_link, fecha_alta, todo_el_dia)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      row.id_justiciable,
      row.id_caso ?? null,
      row.id_movimiento ?? null,
      row.id_abogado,
      row.id_grupo,
      row.titulo,
      row.texto ?? '',
      row.fecha_ini ?? null,
      row.hora_ini ?? null,
      row.hora_fin ?? null,
      row.tipo_reunion ?? null,
      row.direccion_link ?? null,
      row.fecha_alta,
      row.todo_el_dia ? 1 : 0,
    ),
  );
}

/** A type-7 movement and the agenda entry it owns, dated or waiting for a date. */
export function insertCalendarMovement(
  db: Database.Database,
  movement: Omit<NewMovement, 'id_tipo'>,
  owner: { readonly id_justiciable: string | null; readonly id_abogado: number; readonly id_grupo: number },
  horaFin: string | null = null,
): { readonly id_movimiento: number; readonly id_agenda: number } {
  const movementId = insertMovement(db, { ...movement, id_tipo: MOVEMENT_TYPE.agenda });
  const agendaId = insertAgenda(db, {
    ...owner,
    id_caso: movement.id_caso,
    id_movimiento: movementId,
    titulo: movement.descripcion_movimiento,
    texto: movement.comentarios ?? '',
    fecha_ini: movement.fecha_inicio_agenda ?? null,
    hora_ini: movement.hora_inicio_agenda ?? null,
    hora_fin: horaFin,
    tipo_reunion: movement.tipo_reunion ?? null,
    direccion_link: movement.direccion_link ?? null,
    fecha_alta: movement.fecha_alta,
    todo_el_dia: movement.todo_el_dia_agenda ?? false,
  });
  return { id_movimiento: movementId, id_agenda: agendaId };
}

export interface NewComment {
  readonly id_movimiento: number;
  readonly nombres_usuario: string;
  readonly comentario: string;
  readonly origen: 'abogado' | 'justiciable';
  readonly id_justiciable: string | null;
  readonly fecha_alta: string;
}

export function insertComment(db: Database.Database, row: NewComment): number {
  return insertedId(
    sql(
      db,
      `INSERT INTO comentarios (id_movimiento, nombres_usuario, comentario, origen, id_justiciable, fecha_alta)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(row.id_movimiento, row.nombres_usuario, row.comentario, row.origen, row.id_justiciable, row.fecha_alta),
  );
}

export function touchCase(db: Database.Database, caseId: number, at: string): void {
  sql(db, 'UPDATE casos SET fecha_modificacion = ? WHERE id_caso = ?').run(at, caseId);
}

/** The client's open link with a group and lawyer, created pending when there is none. */
export function ensureContact(
  db: Database.Database,
  link: {
    readonly id_justiciable: string;
    readonly email: string;
    readonly id_grupo: number;
    readonly id_abogado: number;
  },
  at: string,
): { readonly id_contacto: number; readonly estado: 'pendiente' | 'activo' } {
  const open = sql<{ id_contacto: number; estado: 'pendiente' | 'activo' }>(
    db,
    `SELECT id_contacto, estado FROM contactos
      WHERE id_justiciable = ? AND id_grupo = ? AND id_abogado = ? AND estado <> 'rechazado' AND fecha_baja IS NULL
      ORDER BY id_contacto DESC LIMIT 1`,
  ).get(link.id_justiciable, link.id_grupo, link.id_abogado);
  if (open) return open;
  const id = insertedId(
    sql(
      db,
      `INSERT INTO contactos (id_justiciable, email, id_grupo, id_abogado, estado, fecha_alta) VALUES (?, ?, ?, ?, 'pendiente', ?)`,
    ).run(link.id_justiciable, link.email, link.id_grupo, link.id_abogado, at),
  );
  return { id_contacto: id, estado: 'pendiente' };
}
