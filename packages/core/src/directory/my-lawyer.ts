import * as v from 'valibot';

/** A lawyer the client works with (SPEC §3). */
export const MyLawyerSchema = v.object({
  abogadoEstudio: v.object({ title: v.string() }),
  /** Names of the cases in progress with this lawyer. */
  asuntosCurso: v.array(v.string()),
  /** Last-modified (or creation) dates of those cases. */
  modificaciones: v.array(v.string()),
  specialities: v.string(),
  id_abogado: v.pipe(v.string(), v.minLength(1)),
  id_grupo: v.string(),
  id_abogado_grupo: v.string(),
  especialidades: v.array(v.string()),
});
export type MyLawyer = v.InferOutput<typeof MyLawyerSchema>;
