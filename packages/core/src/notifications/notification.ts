import * as v from 'valibot';

/** A notification for the client. */
export const NotificationSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  titulo: v.string(),
  mensaje: v.string(),
  tipo: v.string(),
  leida: v.boolean(),
  fecha_alta: v.string(),
  id_caso: v.nullable(v.string()),
  /** The studio's invitation it announces, if any, and the token its link carries (answered in place on /notificaciones). */
  id_invitacion: v.nullable(v.string()),
  token_invitacion: v.nullable(v.string()),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;
