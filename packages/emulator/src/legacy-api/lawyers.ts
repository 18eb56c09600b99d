import type Database from 'better-sqlite3';
import type { ActionCall } from './action';
import { rejected } from './failure';
import { sql } from './sql';
import { pesos } from './wire';

export interface Lawyer {
  readonly id_abogado: number;
  readonly nombre: string;
  readonly apellido: string;
  readonly email: string;
  readonly telefono: string | null;
  readonly matricula: string | null;
  readonly descripcion: string;
}

/** A lawyer's active membership in a group, with the group's study. */
export interface Membership {
  readonly id_abogado_grupo: number;
  readonly id_abogado: number;
  readonly id_grupo: number;
  readonly id_estudio: number;
  readonly nombre_estudio: string;
  readonly habilitado: number;
  readonly visible: number;
  readonly descripcion: string;
  readonly localidad: string;
  readonly provincia: string;
  readonly direccion: string | null;
}

const MEMBERSHIP = `SELECT ag.id_abogado_grupo, ag.id_abogado, ag.id_grupo, g.id_estudio, e.nombre_estudio, e.habilitado,
    ag.visible, ag.descripcion, e.localidad, e.provincia, e.direccion
  FROM abogados_grupo ag JOIN grupos g ON g.id_grupo = ag.id_grupo JOIN estudios e ON e.id_estudio = g.id_estudio
  WHERE ag.fecha_baja IS NULL AND ag.id_abogado = ?`;

export function findLawyer(call: ActionCall, lawyerId: number): Lawyer {
  const lawyer = sql<Lawyer>(
    call.ctx.db,
    'SELECT id_abogado, nombre, apellido, email, telefono, matricula, descripcion FROM abogados WHERE id_abogado = ?',
  ).get(lawyerId);
  if (!lawyer) throw rejected('No se encontró el abogado');
  return lawyer;
}

/** The lawyer's membership in `groupId`, or their first one when no group is named. */
export function findMembership(call: ActionCall, lawyerId: number, groupId: number | null): Membership {
  const membership =
    groupId === null
      ? sql<Membership>(call.ctx.db, `${MEMBERSHIP} ORDER BY ag.id_abogado_grupo LIMIT 1`).get(lawyerId)
      : sql<Membership>(call.ctx.db, `${MEMBERSHIP} AND ag.id_grupo = ?`).get(lawyerId, groupId);
  if (!membership) throw rejected('No se encontró el abogado');
  return membership;
}

export function requireEnabledStudy(membership: Membership): void {
  if (!membership.habilitado) throw rejected('El Estudio no está disponible');
}

export function fullName(person: { readonly nombre: string; readonly apellido: string }): string {
  return `${person.nombre} ${person.apellido}`;
}

export interface ServiceView {
  readonly id_servicio: number;
  readonly nombre: string;
  readonly descripcion: string;
  readonly tipo_cobro: string;
  readonly precio: string;
}

export interface MediumView {
  readonly id_tipo_medio_comunicacion: number;
  readonly medio_comunicacion: string;
  readonly precio: string;
  readonly direccion_link: string | null;
}

type ByLawyer<T> = Map<number, T[]>;

function groupByLawyer<Row extends { readonly id_abogado: number }, T>(
  rows: Row[],
  view: (row: Row) => T,
): ByLawyer<T> {
  const grouped: ByLawyer<T> = new Map();
  for (const row of rows) {
    const list = grouped.get(row.id_abogado);
    if (list) list.push(view(row));
    else grouped.set(row.id_abogado, [view(row)]);
  }
  return grouped;
}

/** Services, media and specialities of many lawyers in three queries (the directory lists thousands). */
export function lawyerOfferings(db: Database.Database, lawyerIds: readonly number[]) {
  const ids = JSON.stringify(lawyerIds);
  const services = sql<{
    id_abogado: number;
    id_servicio: number;
    nombre: string;
    descripcion: string;
    tipo_cobro: string;
    precio: number;
  }>(
    db,
    `SELECT id_abogado, id_servicio, nombre, descripcion, tipo_cobro, precio FROM servicios
      WHERE id_abogado IN (SELECT value FROM json_each(?)) ORDER BY id_servicio`,
  ).all(ids);
  const media = sql<{
    id_abogado: number;
    id_tipo_medio_comunicacion: number;
    nombre: string;
    precio: number;
    direccion_link: string | null;
  }>(
    db,
    `SELECT am.id_abogado, am.id_tipo_medio_comunicacion, mc.nombre, am.precio, am.direccion_link
       FROM abogado_medios am JOIN medios_comunicacion mc USING (id_tipo_medio_comunicacion)
      WHERE am.id_abogado IN (SELECT value FROM json_each(?)) ORDER BY am.id_tipo_medio_comunicacion`,
  ).all(ids);
  const specialities = sql<{ id_abogado: number; nombre: string }>(
    db,
    `SELECT ae.id_abogado, e.nombre FROM abogado_especialidades ae JOIN especialidades e USING (id_especialidad)
      WHERE ae.id_abogado IN (SELECT value FROM json_each(?)) ORDER BY e.nombre`,
  ).all(ids);
  return {
    services: groupByLawyer(services, (service): ServiceView => ({
      id_servicio: service.id_servicio,
      nombre: service.nombre,
      descripcion: service.descripcion,
      tipo_cobro: service.tipo_cobro,
      precio: pesos(service.precio),
    })),
    media: groupByLawyer(media, (medium): MediumView => ({
      id_tipo_medio_comunicacion: medium.id_tipo_medio_comunicacion,
      medio_comunicacion: medium.nombre,
      precio: pesos(medium.precio),
      direccion_link: medium.direccion_link,
    })),
    specialities: groupByLawyer(specialities, (speciality) => speciality.nombre),
  };
}
