import { formatDate, type Notification } from '@justiciable/core';
import { EmptyState, FormAlert, PageHeader } from '../../ui/blocks';

/** /notificaciones: what lawyers and the portal told the client; marking as read comes next. */
export function NotificationsPage({ notifications, error }: { readonly notifications: readonly Notification[]; readonly error: string | null }) {
  return (
    <>
      <PageHeader title="Notificaciones" lead="Avisos de sus abogados y del portal: consultas aceptadas, pedidos de documentos, fechas y pagos." />
      {error ? <FormAlert>{error}</FormAlert> : null}
      {notifications.length === 0 && !error ? (
        <EmptyState title="No tiene notificaciones">Cuando haya novedades en sus asuntos, se lo avisaremos aquí.</EmptyState>
      ) : null}
      {notifications.length > 0 ? (
        <ul className="list-plain">
          {notifications.map((notification) => (
            <li key={notification.id} className="ui-card">
              <h2>
                {notification.titulo}
                {notification.leida ? null : <span className="ui-badge notification-new">Nueva</span>}
              </h2>
              <p>{notification.mensaje}</p>
              <p className="ui-description">{formatDate(notification.fecha_alta)}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
