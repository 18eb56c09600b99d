import { ownClientId, ownEmail } from '../access';
import { type ActionTable, clientRead, clientWrite } from '../action';
import { forbidden, rejected } from '../failure';
import { sql } from '../sql';
import { pgBoolean } from '../wire';

interface NotificationRow {
  readonly id_notificacion: number;
  readonly id_justiciable: string | null;
  readonly email: string | null;
  readonly leido: number;
  readonly [field: string]: unknown;
}

/** Notifications reach a client by sub, or by e-mail when written before the account existed. */
const ADDRESSED_TO_CLIENT = '(n.id_justiciable = ? OR (n.id_justiciable IS NULL AND n.email = ? COLLATE NOCASE))';

export const notificationActions: ActionTable = {
  /**
   * The caller's notifications, newest first. One about an invitation to the caller carries its
   * token (token_invitacion), so the portal can open the invitation's link.
   */
  getNotifications: clientRead((call) => {
    const clientId = ownClientId(call);
    const email = ownEmail(call, 'email_justiciable');
    const rows = sql<NotificationRow>(
      call.ctx.db,
      `SELECT n.id_notificacion, n.id_justiciable, n.email, n.tipo, n.titulo, n.descripcion, n.id_caso, n.id_grupo,
          n.id_invitacion, n.leido, n.fecha_alta, e.nombre_estudio, i.token AS token_invitacion
        FROM notificaciones n
        LEFT JOIN grupos g ON g.id_grupo = n.id_grupo
        LEFT JOIN estudios e ON e.id_estudio = g.id_estudio
        LEFT JOIN invitaciones i ON i.id_invitacion = n.id_invitacion
          AND (i.id_justiciable = ? OR i.email = ? COLLATE NOCASE)
       WHERE ${ADDRESSED_TO_CLIENT}
       ORDER BY n.fecha_alta DESC, n.id_notificacion DESC`,
    ).all(clientId, email, clientId, email);
    return { status: 200, datos: rows.map((row) => ({ ...row, leido: pgBoolean(row.leido) })) };
  }),

  readNotification: clientWrite((call) => {
    const { principal, ctx } = call;
    const notificationId = call.fields.id('id_notification');
    const notification = sql<NotificationRow>(
      ctx.db,
      'SELECT id_notificacion, id_justiciable, email, leido FROM notificaciones WHERE id_notificacion = ?',
    ).get(notificationId);
    if (!notification) throw rejected('No se encontró la notificación');
    const mine =
      notification.id_justiciable === principal.sub ||
      (notification.id_justiciable === null && notification.email?.toLowerCase() === principal.email.toLowerCase());
    if (!mine) throw forbidden('No tiene autorización para leer esta notificación');
    sql(ctx.db, 'UPDATE notificaciones SET leido = 1 WHERE id_notificacion = ?').run(notificationId);
    return { status: 200, message: 'Notificación marcada como leída' };
  }),
};
