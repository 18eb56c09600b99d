import * as v from 'valibot';

/** An id from the URL, which the router reads as a word (app/search-params.ts). */
const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

/**
 * /nuevaConsulta?abogado=<id_lawyer>&grupo=<id_grupo>: the lawyer a lawyer page or /abogados
 * preselects, and the one the person chose in the flow (so the loader reads their agenda). Only
 * the lawyer is in the URL; what the person types stays in the draft. A malformed id reads as none.
 */
export const NewConsultationSearchSchema = v.object({
  abogado: v.fallback(v.optional(IdSchema), undefined),
  grupo: v.fallback(v.optional(IdSchema), undefined),
});
