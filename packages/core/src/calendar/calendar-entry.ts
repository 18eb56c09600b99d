import * as v from 'valibot';

/** An agenda entry as displayed (SPEC §3): missing values are '-', times HH:MM. */
export const CalendarEntrySchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  fecha_ini: v.string(),
  hora_ini: v.string(),
  /** When it ends, HH:MM; '-' when the agenda does not say (a date request's entry, old rows). */
  hora_fin: v.string(),
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
});
export type CalendarEntry = v.InferOutput<typeof CalendarEntrySchema>;

/** The four agenda filters of SPEC §5, each a set of accepted values. */
export interface CalendarFilters {
  readonly dates: readonly string[];
  readonly subjects: readonly string[];
  readonly firms: readonly string[];
  readonly meetingTypes: readonly string[];
}
