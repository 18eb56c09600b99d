import * as v from 'valibot';

/**
 * A notification for the client (listNotifications: read and unread). `unreadNews` tells which
 * are news; `readNotification` marks one read.
 */
export const NotificationSchema = v.object({
  /** What readNotification takes as `notificationId`. */
  id: v.pipe(v.string(), v.minLength(1)),
  /** Its title, in Spanish: 'Nuevo movimiento en su asunto'. */
  titulo: v.string(),
  /** Its text, in Spanish. */
  mensaje: v.string(),
  /**
   * What it is about, as the service types it: 'nuevo_movimiento', 'pago_pendiente' (a payment
   * due), 'mensaje_abogado' and 'comentario_abogado' (MESSAGE_NOTICE_TYPES), 'invitacion',
   * 'agenda'…; a type the portal does not know is kept as it came.
   */
  tipo: v.string(),
  leida: v.boolean(),
  /** When it was sent, as the service wrote it (ISO or SQL date-time). */
  fecha_alta: v.string(),
  /** The case it is about; null when it is about none (an invitation). */
  id_caso: v.nullable(v.string()),
  /** The studio's invitation it announces, if any, and the token its link carries (answered in place on /notificaciones). */
  id_invitacion: v.nullable(v.string()),
  token_invitacion: v.nullable(v.string()),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;
