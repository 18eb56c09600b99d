import type { CalendarEntry, CalendarFilterName } from '@justiciable/core';
import * as v from 'valibot';

/** 'proximos': what comes next, by date and time; 'lista': SPEC §4's order, newest created first. */
export const AGENDA_VIEWS = ['proximos', 'lista', 'mes', 'semana'] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];

/** The list's order: 'creacion', SPEC §4's newest created first (the default); 'evento', by the event's date and time. */
export const AGENDA_ORDERS = ['creacion', 'evento'] as const;
export type AgendaOrder = (typeof AGENDA_ORDERS)[number];

/** The four filters of SPEC §5 as the URL names them, and what each looks at. */
export const AGENDA_FILTERS = {
  fecha: { name: 'dates', label: 'Fecha', field: 'fecha_ini' },
  asunto: { name: 'subjects', label: 'Asunto', field: 'asunto' },
  abogado: { name: 'firms', label: 'Abogado o estudio', field: 'abogadoEstudio' },
  tipo: { name: 'meetingTypes', label: 'Tipo de reunión', field: 'tipo_reunion' },
} as const satisfies Record<string, { name: CalendarFilterName; label: string; field: keyof CalendarEntry }>;
export type AgendaFilter = keyof typeof AGENDA_FILTERS;
export const AGENDA_FILTER_IDS = Object.keys(AGENDA_FILTERS) as AgendaFilter[];

/** A yyyy-mm-dd day, as the URL carries it. */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A filter's value from the URL: a word (app/search-params.ts), or a number a hand-written JSON list holds. */
const FilterValueSchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(300));

/**
 * The agenda's view and filter as the URL carries them, so a filtered month can be bookmarked
 * and Back restores it. SPEC §5 lets only the last filter applied take effect, so the URL holds
 * one filter (which field, and the values kept) rather than four of which three would be ignored.
 * Anything missing, malformed or unknown falls back to none.
 */
export const AgendaSearchSchema = v.object({
  vista: v.fallback(v.optional(v.picklist(AGENDA_VIEWS)), undefined),
  /** The day the month or week shown contains, yyyy-mm-dd; today when missing. */
  dia: v.fallback(v.optional(v.pipe(v.string(), v.regex(ISO_DAY))), undefined),
  /** The list's order; SPEC §4's creation order when missing. */
  orden: v.fallback(v.optional(v.picklist(AGENDA_ORDERS)), undefined),
  filtro: v.fallback(v.optional(v.picklist(AGENDA_FILTER_IDS)), undefined),
  valores: v.fallback(v.optional(v.pipe(v.array(FilterValueSchema), v.maxLength(200))), undefined),
});
export type AgendaSearch = v.InferOutput<typeof AgendaSearchSchema>;
