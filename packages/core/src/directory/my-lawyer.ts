import * as v from 'valibot';
import { serviceDateMillis } from '../shared/date-format';

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

/** A lawyer as /abogados shows it: with the date its cases with the client last changed (latestModification). */
export interface MyLawyerView extends MyLawyer {
  /** The newest of `modificaciones` as the service wrote it (format it with `formatDate`); null when none can be read. */
  readonly lastModified: string | null;
}

/**
 * The newest of the dates the client's cases with this lawyer were last modified, as the service
 * wrote it (format it with `formatDate`); null when there are no cases or no date can be read.
 */
export function latestModification(lawyer: Pick<MyLawyer, 'modificaciones'>): string | null {
  let latest: { readonly date: string; readonly millis: number } | null = null;
  for (const date of lawyer.modificaciones) {
    const millis = serviceDateMillis(date);
    if (millis !== null && (latest === null || millis > latest.millis)) latest = { date, millis };
  }
  return latest?.date ?? null;
}
