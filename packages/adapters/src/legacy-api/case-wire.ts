import {
  deriveCaseEstado,
  formatTime,
  MISSING,
  type Case,
  type Comment,
  type Movement,
  type MovementComment,
  type RequestedMovement,
} from '@justiciable/core';
import * as v from 'valibot';
import { optionalWireId, productField, wireFlag, wireId, wireNumber, wireText, wireTextOrEmpty } from './legacy-wire';

/** A case row of listaAsuntos, getSpecificCase and listaMovimientos' case_data. */
export const CaseWireSchema = v.looseObject({
  id: wireId,
  case: v.string(),
  tipo: wireTextOrEmpty,
  fecha: v.string(),
  abogadoEstudio: wireTextOrEmpty,
  estado: v.string(),
  /** How many payments are pending. */
  pago: v.pipe(wireNumber, v.integer(), v.minValue(0)),
  id_grupo: wireId,
  id_abogado: wireId,
  medio_comunicacion: wireText,
  id_tipo_medio_comunicacion: optionalWireId,
  consulta_aceptada: v.nullish(wireFlag, false),
  /** Who created the case (SPEC §6 filter). */
  usuario_alta: wireText,
});
export type CaseWire = v.InferOutput<typeof CaseWireSchema>;

export function caseFromWire(wire: CaseWire): Case {
  return {
    id: wire.id,
    case: wire.case,
    tipo: wire.tipo,
    fecha: wire.fecha,
    abogadoEstudio: wire.abogadoEstudio,
    estado: deriveCaseEstado(wire.estado, wire.pago),
    pago: wire.pago,
    id_grupo: wire.id_grupo,
    id_abogado: wire.id_abogado,
    medio_comunicacion: wire.medio_comunicacion,
    id_tipo_medio_comunicacion: wire.id_tipo_medio_comunicacion,
    consulta_aceptada: wire.consulta_aceptada,
  };
}

/**
 * A movement as listaMovimientos lists it. The public view of a request link carries only
 * some fields, so all but the ids, type and date may be missing.
 */
export const MovementWireSchema = v.looseObject({
  id_movimiento: wireId,
  fecha_alta: v.string(),
  id_tipo: v.pipe(wireNumber, v.integer()),
  id_case: wireId,
  nombres: wireText,
  descripcion_movimiento: wireText,
  comentarios: wireText,
  fecha_inicio_agenda: wireText,
  hora_inicio_agenda: wireText,
  todo_el_dia_agenda: v.nullish(wireFlag, false),
  link_archivo: wireText,
  link_url: wireText,
  monto: v.nullish(wireNumber, null),
  cuenta: wireText,
  pagado: v.nullish(wireFlag, false),
  origen: wireText,
  tipo_reunion: wireText,
  direccion_link: wireText,
  nombre_tipo: wireText,
  conexidad: wireText,
  diligencia: wireText,
  prueba: wireText,
  concepto: wireText,
  acto_procesal: wireText,
  /** The agenda entry a date request (type 7) owns. */
  id_agenda: optionalWireId,
  /** The secret of a request's public link, shown to the case's owner only. */
  link_token: wireText,
  /** A date request's meeting the client cancelled; missing from a service that does not say it. */
  agenda_cancelada: v.nullish(wireFlag, false),
  /**
   * A payment's latest checkout outcome; missing from a service that does not
   * say it, and an outcome the portal does not know reads as none, rather than failing the case.
   */
  estado_pago: v.fallback(v.nullish(v.picklist(['pendiente', 'aprobado', 'rechazado']), null), null),
  /** When a pending payment's ticket expires, as the service writes dates. */
  vence_pago: wireText,
});
export type MovementWire = v.InferOutput<typeof MovementWireSchema>;

/** A request as its public link reads it: its own fields and whose case, no storage key, no client. */
export const RequestedMovementWireSchema = v.looseObject({
  id_movimiento: wireId,
  id_case: wireId,
  id_tipo: v.pipe(wireNumber, v.integer()),
  nombre_tipo: wireText,
  fecha_alta: v.string(),
  nombres: wireText,
  descripcion_movimiento: wireText,
  fecha_inicio_agenda: wireText,
  hora_inicio_agenda: wireText,
  tipo_reunion: wireText,
  id_agenda: optionalWireId,
  tiene_archivo: wireFlag,
  case_name: wireText,
  nombre_abogado: wireText,
  nombre_estudio: wireText,
});

export function requestedMovementFromWire(wire: v.InferOutput<typeof RequestedMovementWireSchema>): RequestedMovement {
  return {
    id_movimiento: wire.id_movimiento,
    id_case: wire.id_case,
    id_tipo: wire.id_tipo,
    nombre_tipo: wire.nombre_tipo,
    fecha_alta: wire.fecha_alta,
    nombres: wire.nombres,
    descripcion_movimiento: wire.descripcion_movimiento,
    fecha_inicio_agenda: wire.fecha_inicio_agenda,
    hora_inicio_agenda: agendaTime(wire.hora_inicio_agenda),
    tipo_reunion: wire.tipo_reunion,
    id_agenda: wire.id_agenda,
    hasFile: wire.tiene_archivo,
    caseName: wire.case_name,
    lawyerName: wire.nombre_abogado,
    studyName: wire.nombre_estudio,
  };
}

/** HH:MM (SPEC §3), or null when there is no time. */
function agendaTime(time: string | null): string | null {
  const formatted = formatTime(time);
  return formatted === MISSING ? null : formatted;
}

export function movementFromWire(wire: MovementWire, clientIdField: string): Movement {
  return {
    id_movimiento: wire.id_movimiento,
    fecha_alta: wire.fecha_alta,
    nombres: wire.nombres,
    descripcion_movimiento: wire.descripcion_movimiento,
    comentarios: wire.comentarios,
    id_tipo: wire.id_tipo,
    fecha_inicio_agenda: wire.fecha_inicio_agenda,
    hora_inicio_agenda: agendaTime(wire.hora_inicio_agenda),
    todo_el_dia_agenda: wire.todo_el_dia_agenda,
    link_archivo: wire.link_archivo,
    link_url: wire.link_url,
    monto: wire.monto,
    cuenta: wire.cuenta,
    pagado: wire.pagado,
    origen: wire.origen,
    id_justiciable: productField(wire, clientIdField),
    id_case: wire.id_case,
    tipo_reunion: wire.tipo_reunion,
    direccion_link: wire.direccion_link,
    nombre_tipo: wire.nombre_tipo,
    conexidad: wire.conexidad,
    diligencia: wire.diligencia,
    prueba: wire.prueba,
    concepto: wire.concepto,
    acto_procesal: wire.acto_procesal,
    id_agenda: wire.id_agenda,
    link_token: wire.link_token,
    ...(wire.agenda_cancelada ? { agenda_cancelada: true } : {}),
    estado_pago: wire.estado_pago,
    vence_pago: wire.vence_pago,
  };
}

/** A comment joined with its movement, as listaMovimientos lists them. */
export const MovementCommentWireSchema = v.looseObject({
  id: wireId,
  id_movimiento: wireId,
  nombres_usuario: wireText,
  nombres: wireText,
  fecha_alta: v.string(),
  comentario: v.string(),
  descripcion: wireText,
  descripcion_movimiento: wireText,
  origen: wireText,
  id_case: wireId,
  id_tipo: v.nullish(v.pipe(wireNumber, v.integer()), null),
  titulo_file: wireText,
  link_url: wireText,
  link_archivo: wireText,
  diligencia: wireText,
  nombre_tipo: wireText,
  fecha_inicio_agenda: wireText,
  hora_inicio_agenda: wireText,
});

export function movementCommentFromWire(wire: v.InferOutput<typeof MovementCommentWireSchema>): MovementComment {
  return {
    id: wire.id,
    id_movimiento: wire.id_movimiento,
    nombres_usuario: wire.nombres_usuario,
    nombres: wire.nombres,
    fecha_alta: wire.fecha_alta,
    comentario: wire.comentario,
    descripcion: wire.descripcion,
    descripcion_movimiento: wire.descripcion_movimiento,
    origen: wire.origen,
    id_case: wire.id_case,
    id_tipo: wire.id_tipo,
    titulo_file: wire.titulo_file,
    link_url: wire.link_url,
    link_archivo: wire.link_archivo,
    diligencia: wire.diligencia,
    nombre_tipo: wire.nombre_tipo,
    fecha_inicio_agenda: wire.fecha_inicio_agenda,
    hora_inicio_agenda: agendaTime(wire.hora_inicio_agenda),
  };
}

/** The comment addNewComment answers in datos[0] (SPEC §7). */
export const NewCommentWireSchema = v.looseObject({
  id: wireId,
  nombres_usuario: v.string(),
  fecha_alta: v.string(),
  comentario: v.string(),
  origen: wireTextOrEmpty,
});

export function commentFromWire(wire: v.InferOutput<typeof NewCommentWireSchema>): Comment {
  return {
    id: wire.id,
    nombres_usuario: wire.nombres_usuario,
    fecha_alta: wire.fecha_alta,
    comentario: wire.comentario,
    origen: wire.origen,
  };
}
