import * as v from 'valibot';

export const CASE_ESTADOS = ['Pendiente', 'Activo', 'Archivado'] as const;
export const CaseEstadoSchema = v.picklist(CASE_ESTADOS);
export type CaseEstado = v.InferOutput<typeof CaseEstadoSchema>;

/** A case (asunto) as the client sees it (SPEC §3); estado is already derived (SPEC §4). */
export const CaseSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  case: v.string(),
  tipo: v.string(),
  fecha: v.string(),
  abogadoEstudio: v.string(),
  estado: CaseEstadoSchema,
  /** Pending payments. */
  pago: v.pipe(v.number(), v.integer(), v.minValue(0)),
  id_grupo: v.string(),
  /** The lawyer in charge: whom a payment of the case is owed to (getPaymentLinkMP's id_lawyer). */
  id_abogado: v.string(),
  medio_comunicacion: v.nullable(v.string()),
  id_tipo_medio_comunicacion: v.nullable(v.string()),
  consulta_aceptada: v.boolean(),
});
export type Case = v.InferOutput<typeof CaseSchema>;
