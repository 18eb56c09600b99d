import * as v from 'valibot';

/** A studio's invitation to the client (SPEC §3 keeps its id; the rest is what the screen needs). */
export const InvitationSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  id_contacto: v.string(),
  id_grupo: v.string(),
  id_abogado: v.string(),
  nombre_estudio: v.string(),
  nombre_abogado: v.string(),
  email: v.string(),
  estado: v.picklist(['pendiente', 'aceptada', 'rechazada']),
  fecha_alta: v.string(),
});
export type Invitation = v.InferOutput<typeof InvitationSchema>;
