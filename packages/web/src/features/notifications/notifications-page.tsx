import { formatDate } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { LoadFailure } from '../../ui/load-failure';

const notificationsRoute = getRouteApi('/_main/notificaciones');

/** /notificaciones: what lawyers and the portal told the client, newest first as the service lists them. */
export function NotificationsPage() {
  const notifications = notificationsRoute.useLoaderData();
  return (
    <>
      <PageHeader title="Notificaciones" lead="Avisos de sus abogados y del portal: consultas aceptadas, pedidos de documentos, fechas y pagos." />
      {!notifications.ok ? <LoadFailure message={notifications.message} /> : null}
      {notifications.ok && notifications.value.length === 0 ? (
        <EmptyState title="No tiene notificaciones">Cuando haya novedades en sus asuntos, se lo avisaremos aquí.</EmptyState>
      ) : null}
      {notifications.ok && notifications.value.length > 0 ? (
        <ul className="list-plain">
          {notifications.value.map((notification) => (
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
