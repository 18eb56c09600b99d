import * as v from 'valibot';

/** Minutes after midnight, 0 to 1439. */
const minuteOfDay = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1439));

/**
 * An agenda entry (SPEC §3): SPEC's fields as displayed (missing values are '-', times HH:MM),
 * and beside them the same date and times read once, as values to compare and count with
 * (`day`, `startMinutes`, `endMinutes`: null when unknown).
 */
export const CalendarEntrySchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  /** The start date as the service wrote it, '-' when missing. */
  fecha_ini: v.string(),
  hora_ini: v.string(),
  /** When it ends, HH:MM; '-' when the agenda does not say (a date request's entry, old rows). */
  hora_fin: v.string(),
  /** The day it is on, yyyy-mm-dd; null when it has no readable date (an unanswered date request). */
  day: v.nullable(v.pipe(v.string(), v.isoDate())),
  /** When it starts, in minutes after midnight (hora_ini); null without a start time, which takes the whole day. */
  startMinutes: v.nullable(minuteOfDay),
  /**
   * When it ends, in minutes after midnight (hora_fin); null when the agenda does not say, or says
   * an end that is not after the start. `meetingEndMinutes` gives the end to count with.
   */
  endMinutes: v.nullable(minuteOfDay),
  asunto: v.string(),
  abogadoEstudio: v.string(),
  tipo_reunion: v.string(),
  direccion_link: v.string(),
  calendar_title: v.string(),
  texto: v.string(),
  id_caso: v.string(),
  /** The type 7 movement (date request) the entry belongs to, if any: where an undated one is answered. */
  id_movimiento: v.nullable(v.string()),
  nombre_estudio: v.string(),
  /** Creation date, the sort key (SPEC §4); ISO or SQL date-time. */
  fecha_alta: v.string(),
  /** The lawyer the entry is with (the row's id_abogado): whose free slots a meeting moves to. Absent where unknown. */
  id_abogado: v.optional(v.string()),
  /** An all-day entry (a deadline, "Todo el día"): it has a day and no time; hora_ini is then '-'. */
  todo_el_dia: v.optional(v.boolean()),
  /**
   * The client cancelled the meeting (cancelMeeting): it stays in the agenda, marked, and takes
   * none of the lawyer's time. Set by the service once the cancellation's movement names the entry.
   */
  cancelada: v.optional(v.boolean()),
});
export type CalendarEntry = v.InferOutput<typeof CalendarEntrySchema>;

/** The four agenda filters of SPEC §5, each a set of accepted values. */
export interface CalendarFilters {
  readonly dates: readonly string[];
  readonly subjects: readonly string[];
  readonly firms: readonly string[];
  readonly meetingTypes: readonly string[];
}
