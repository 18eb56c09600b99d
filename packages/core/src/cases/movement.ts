import * as v from 'valibot';
import { presentText } from '../shared/blank';

const text = v.nullable(v.string());

/**
 * The movement types (id_tipo) of the legacy API, 1 to 8, by what each is. A type outside them
 * is still a movement: it shows as 'Movimiento' and acts as a note.
 */
export const MOVEMENT_TYPE = {
  /** The consultation that started the case. */
  consultation: 1,
  /** The lawyer asks the client for a file. */
  fileRequest: 2,
  /** A file sent into the case: the client's upload, or one that comes with a consultation, awaiting its upload. */
  attachment: 3,
  /** A charge the client pays through a checkout link (SPEC §4 monto_unico, §7 getPaymentLinkMP). */
  payment: 4,
  /** A piece of news about the case, from the lawyer or the client. */
  news: 5,
  /** A court filing, with its procedural act, diligence, evidence and related cases. */
  courtFiling: 6,
  /** The lawyer asks the client to pick a date; it also shows in the agenda. */
  calendarRequest: 7,
  /** A hearing or meeting on a set date. */
  hearing: 8,
} as const;

/** One of the movement types of MOVEMENT_TYPE. */
export type MovementTypeId = (typeof MOVEMENT_TYPE)[keyof typeof MOVEMENT_TYPE];

/** Each movement type's Spanish name, as the legacy API names it in nombre_tipo. */
export const MOVEMENT_TYPE_NAMES: Readonly<Record<MovementTypeId, string>> = {
  1: 'Consulta',
  2: 'Solicitud de archivo',
  3: 'Archivo adjunto',
  4: 'Pago',
  5: 'Novedad',
  6: 'Escrito judicial',
  7: 'Agenda',
  8: 'Audiencia',
};

/** The name of a movement whose type neither the service nor the catalogue names. */
export const MOVEMENT_TYPE_NAME_DEFAULT = 'Movimiento';

/**
 * A movement's type name: the service's nombre_tipo when it sends one, else the catalogue's name
 * of its id_tipo, else 'Movimiento'.
 */
export function movementTypeName(movement: {
  readonly id_tipo: number | null;
  readonly nombre_tipo: string | null;
}): string {
  const named = presentText(movement.nombre_tipo);
  if (named !== null) return named;
  return (
    (movement.id_tipo === null
      ? undefined
      : (MOVEMENT_TYPE_NAMES as Readonly<Record<number, string>>)[movement.id_tipo]) ?? MOVEMENT_TYPE_NAME_DEFAULT
  );
}

/** A case movement (SPEC §3). fecha_alta is ISO; hora_inicio_agenda is HH:MM. */
export const MovementSchema = v.object({
  id_movimiento: v.pipe(v.string(), v.minLength(1)),
  fecha_alta: v.string(),
  nombres: text,
  descripcion_movimiento: text,
  comentarios: text,
  id_tipo: v.number(),
  fecha_inicio_agenda: text,
  hora_inicio_agenda: text,
  todo_el_dia_agenda: v.boolean(),
  link_archivo: text,
  link_url: text,
  monto: v.nullable(v.number()),
  cuenta: text,
  pagado: v.boolean(),
  origen: text,
  id_justiciable: text,
  id_case: v.string(),
  tipo_reunion: text,
  direccion_link: text,
  nombre_tipo: text,
  conexidad: text,
  diligencia: text,
  prueba: text,
  concepto: text,
  acto_procesal: text,
  /** The agenda entry a date request (type 7) owns, which answering it dates; null for other types. */
  id_agenda: text,
  /**
   * The secret of the public link of a request (types 2, 3 and 7) that opens it without signing
   * in; only the case's owner reads it, to open or share that link. Null for other types.
   */
  link_token: text,
  /**
   * A date request's (type 7) meeting was cancelled by the client (cancelMeeting): its agenda
   * entry is marked cancelled. Absent or false otherwise.
   */
  agenda_cancelada: v.optional(v.boolean()),
  /**
   * A payment's (type 4) latest checkout outcome as the service recorded it: 'pendiente' once the
   * client left it pending (an offline ticket, Rapipago say), 'aprobado', 'rechazado'; null for
   * other types and for a payment no checkout settled. Core's `paymentState` reads it.
   */
  estado_pago: v.nullable(v.picklist(['pendiente', 'aprobado', 'rechazado'])),
  /** When a pending payment's ticket expires, as the service writes dates (Argentina's time); null otherwise. */
  vence_pago: text,
});
export type Movement = v.InferOutput<typeof MovementSchema>;

/**
 * A request as its public link shows it (/fileRequest, /calendarRequest, SPEC §2): the request's
 * own fields and whose case it is about, never a storage key, a meeting place or the client.
 */
export const RequestedMovementSchema = v.object({
  id_movimiento: v.pipe(v.string(), v.minLength(1)),
  id_case: v.string(),
  id_tipo: v.number(),
  nombre_tipo: text,
  fecha_alta: v.string(),
  nombres: text,
  descripcion_movimiento: text,
  fecha_inicio_agenda: text,
  hora_inicio_agenda: text,
  tipo_reunion: text,
  id_agenda: text,
  hasFile: v.boolean(),
  caseName: text,
  lawyerName: text,
  studyName: text,
});
export type RequestedMovement = v.InferOutput<typeof RequestedMovementSchema>;

/** The request movement a public link points at, and the link's secret. */
export interface MovementLink {
  readonly movementId: string;
  readonly token: string;
}

/** A comment on a movement, as listed with the case's movements (SPEC §3). */
export const MovementCommentSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  /** The movement commented on; SPEC §3 leaves it implicit, the case screen needs it. */
  id_movimiento: v.pipe(v.string(), v.minLength(1)),
  nombres_usuario: text,
  nombres: text,
  fecha_alta: v.string(),
  comentario: v.string(),
  descripcion: text,
  descripcion_movimiento: text,
  origen: text,
  id_case: v.string(),
  id_tipo: v.nullable(v.number()),
  titulo_file: text,
  link_url: text,
  link_archivo: text,
  diligencia: text,
  nombre_tipo: text,
  fecha_inicio_agenda: text,
  hora_inicio_agenda: text,
});
export type MovementComment = v.InferOutput<typeof MovementCommentSchema>;

/** A comment as addNewComment answers it (SPEC §3). */
export const CommentSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  nombres_usuario: v.string(),
  fecha_alta: v.string(),
  comentario: v.string(),
  origen: v.string(),
});
export type Comment = v.InferOutput<typeof CommentSchema>;
