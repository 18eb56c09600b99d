import * as v from 'valibot';
import {
  longListOrKeyedObject,
  optionalWireId,
  readOptionalWireId,
  readWireId,
  readWireText,
  wireFlag,
  wireId,
  wireText,
} from './legacy-wire';

/** A flag a row may not carry (an older service): missing reads as null, which the mapping takes as false. */
const optionalWireFlag = v.nullish(wireFlag, null);

/** optionalWireFlag's output read by hand, or undefined where the schema refuses it. */
function readOptionalWireFlag(value: unknown): boolean | null | undefined {
  if (value === null || value === undefined) return null;
  const read = v.safeParse(wireFlag, value);
  return read.success ? read.output : undefined;
}

/**
 * An agenda row as the PHP wrote it: texts may be percent-encoded or carry HTML entities. Fields
 * the agenda does not read are dropped rather than copied: the large account has 50,000 rows.
 */
export const CalendarRowWireSchema = v.object({
  id_agenda: wireId,
  fecha_ini: wireText,
  hora_ini: wireText,
  hora_fin: wireText,
  nombre_asunto: wireText,
  nombre_abogado: wireText,
  tipo_reunion: wireText,
  direccion_link: wireText,
  titulo: wireText,
  texto: wireText,
  id_caso: optionalWireId,
  id_movimiento: optionalWireId,
  nombre_estudio: wireText,
  fecha_alta: wireText,
  id_abogado: optionalWireId,
  todo_el_dia: optionalWireFlag,
  cancelada: optionalWireFlag,
});
type CalendarRowWire = v.InferOutput<typeof CalendarRowWireSchema>;

/** CalendarRowWireSchema's output read by hand, or undefined where the schema refuses the row. */
export function readCalendarRow(value: unknown): CalendarRowWire | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const wire = value as Readonly<Record<keyof CalendarRowWire, unknown>>;
  const row = {
    id_agenda: readWireId(wire.id_agenda),
    fecha_ini: readWireText(wire.fecha_ini),
    hora_ini: readWireText(wire.hora_ini),
    hora_fin: readWireText(wire.hora_fin),
    nombre_asunto: readWireText(wire.nombre_asunto),
    nombre_abogado: readWireText(wire.nombre_abogado),
    tipo_reunion: readWireText(wire.tipo_reunion),
    direccion_link: readWireText(wire.direccion_link),
    titulo: readWireText(wire.titulo),
    texto: readWireText(wire.texto),
    id_caso: readOptionalWireId(wire.id_caso),
    id_movimiento: readOptionalWireId(wire.id_movimiento),
    nombre_estudio: readWireText(wire.nombre_estudio),
    fecha_alta: readWireText(wire.fecha_alta),
    id_abogado: readOptionalWireId(wire.id_abogado),
    todo_el_dia: readOptionalWireFlag(wire.todo_el_dia),
    cancelada: readOptionalWireFlag(wire.cancelada),
  };
  for (const field in row) if (row[field as keyof typeof row] === undefined) return undefined;
  return row as CalendarRowWire;
}

/** listaAgendas answers an object keyed by id (SPEC §7), listaAgendasDelAbogado a list. */
export const CalendarAnswer = v.looseObject({ datos: longListOrKeyedObject(CalendarRowWireSchema, readCalendarRow) });
