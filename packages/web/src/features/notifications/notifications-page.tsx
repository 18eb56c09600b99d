import {
  formatDate,
  noticeTime,
  notificationMessages,
  ok,
  successMessages,
  type InboxItem,
  type InboxView,
  type Invitation,
  type Notification,
  type NotificationRead,
  type PortalError,
  type Result,
} from '@justiciable/core';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useAction, type RouteId } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { userAtom } from '../../session/user-atoms';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { DataFreshness } from '../../ui/data-freshness';
import { Button } from '../../ui/button';
import { DeclineInvitation } from '../../ui/decline-invitation';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';
import './notifications-page.css';

const notificationsRoute = getRouteApi('/_main/notificaciones');

/** Reading one changes this page and the unread count in the navigation (the signed-in layout's loader). */
const readChanges: readonly RouteId[] = ['/_main', '/_main/notificaciones'];
/** Answering an invitation also changes the client's lawyers and the directory's contact buttons. */
const answerChanges: readonly RouteId[] = [...readChanges, '/_main/abogados', '/_main/directorio'];

type Read = Result<NotificationRead, PortalError>;

/** Nothing to show: the inbox could not be read. */
const NO_INBOX: InboxView = { news: [], earlier: [], unreadIds: [] };

/**
 * /notificaciones: the news first (core's viewInbox), then the rest, each linked to what it is
 * about. A payment-due notice of a payment already made is no news, read or not: it goes with the
 * rest and says the payment is made.
 */
export function NotificationsPage() {
  const { notifications: inbox, invitations } = notificationsRoute.useLoaderData();
  const portal = usePortal();
  const router = useRouter();
  const markAll = useAction(
    async (ids: readonly string[]): Promise<Read> => {
      const results = await Promise.all(ids.map((id) => portal.readNotification({ notificationId: id })));
      return results.find((result) => !result.ok) ?? ok({ message: successMessages.notificationRead });
    },
    { success: (read) => read.message, invalidates: readChanges },
  );

  const all = inbox.ok ? inbox.value.notifications : [];
  // Every one the service holds unread (unreadIds), settled payments too, so none is left behind.
  const { news, earlier, unreadIds } = inbox.ok ? portal.viewInbox({ inbox: inbox.value }) : NO_INBOX;

  async function readAll() {
    const result = await markAll.run(unreadIds);
    // Some may have been marked before one failed: show what the service now holds.
    if (!result.ok)
      await router.invalidate({ filter: (match) => (readChanges as readonly string[]).includes(match.routeId) });
  }

  return (
    <>
      <PageHeader
        title="Notificaciones"
        lead="Avisos de sus abogados y del portal: consultas aceptadas, pedidos de documentos, fechas, pagos e invitaciones."
        actions={
          news.length > 0 ? (
            <Button variant="secondary" onPress={() => void readAll()} isPending={markAll.pending}>
              Marcar todas como leídas
            </Button>
          ) : null
        }
      />
      <DataFreshness of={inbox} />
      {!inbox.ok ? <LoadFailure message={inbox.message} /> : null}
      {inbox.ok && all.length === 0 ? (
        <EmptyState title="No tiene notificaciones">
          Cuando haya novedades en sus asuntos, se lo avisaremos aquí.
        </EmptyState>
      ) : null}
      {news.length > 0 ? (
        <NotificationGroup title={`Sin leer (${news.length})`} items={news} areNews invitations={invitations} />
      ) : null}
      {earlier.length > 0 ? (
        <NotificationGroup title="Leídas" items={earlier} areNews={false} invitations={invitations} />
      ) : null}
    </>
  );
}

function NotificationGroup({
  title,
  items,
  areNews,
  invitations,
}: {
  readonly title: string;
  readonly items: readonly InboxItem[];
  /** The news' group ('Sin leer'), whose notifications are new; the rest are not, read or not. */
  readonly areNews: boolean;
  readonly invitations: readonly Invitation[];
}) {
  const id = useId();
  return (
    <section className="notification-group" aria-labelledby={id}>
      <h2 id={id} className="notification-group-title">
        {title}
      </h2>
      <ul className="list-plain notification-list">
        {items.map(({ notification, settledPayment }) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            isNew={areNews}
            settled={settledPayment}
            invitation={invitations.find((invitation) => invitation.id === notification.id_invitacion) ?? null}
          />
        ))}
      </ul>
    </section>
  );
}

function NotificationItem({
  notification,
  isNew,
  settled,
  invitation,
}: {
  readonly notification: Notification;
  /** News: unread, and not a notice of a payment already made. */
  readonly isNew: boolean;
  /** A payment-due notice of a payment already made: no news, whether read or not. */
  readonly settled: boolean;
  readonly invitation: Invitation | null;
}) {
  const portal = usePortal();
  const titleId = useId();
  const markRead = useAction(portal.readNotification, { success: (read) => read.message, invalidates: readChanges });
  const router = useRouter();
  const open = (event: React.MouseEvent<Element>) => {
    // A new tab or window is left to the browser; it is not this one's to read.
    if (!isNew || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // Opening an unread one reads it first: reading reloads the count, which would cut short a
    // navigation already under way.
    event.preventDefault();
    const href = event.currentTarget.getAttribute('href');
    void markRead
      .run({ notificationId: notification.id })
      .then(() => (href === null ? undefined : router.navigate({ href })));
  };
  return (
    <li className="ui-card notification" data-unread={isNew ? '' : undefined}>
      <h3 id={titleId} className="notification-title">
        {notification.titulo}
        {isNew ? <span className="ui-badge notification-new">Nueva</span> : null}
      </h3>
      <p className="notification-message">{notification.mensaje}</p>
      {settled ? <p className="notification-settled">{notificationMessages.paymentSettled}</p> : null}
      <NoticeTimeLine fechaAlta={notification.fecha_alta} />
      <div className="notification-actions">
        {/* An invitation is answered here; its page says more of the studio before answering. */}
        {invitation !== null ? <InvitationAnswer invitation={invitation} describedBy={titleId} /> : null}
        <Referent notification={notification} describedBy={titleId} onOpen={open} />
        {isNew ? (
          <Button
            variant="quiet"
            onPress={() => void markRead.run({ notificationId: notification.id })}
            isPending={markRead.pending}
            aria-describedby={titleId}
          >
            Marcar como leída
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** When it came: how long ago, and the day and time, which stay true on a page left open. */
function NoticeTimeLine({ fechaAlta }: { readonly fechaAlta: string }) {
  const when = noticeTime(fechaAlta, new Date());
  if (when === null) return <p className="ui-description">{formatDate(fechaAlta)}</p>;
  return (
    <p className="ui-description notification-time">
      <time dateTime={when.instant}>
        {when.relative} · {when.absolute}
      </time>
    </p>
  );
}

/** What the notification is about, linked there: an invitation, a payment or a case, the agenda, the client's lawyers. */
function Referent({
  notification,
  describedBy,
  onOpen,
}: {
  readonly notification: Notification;
  readonly describedBy: string;
  readonly onOpen: (event: React.MouseEvent<Element>) => void;
}) {
  const { tipo, id_caso, id_invitacion, token_invitacion } = notification;
  if (id_invitacion !== null) {
    return (
      <Link
        to="/vinculateContact/$id_invitation"
        params={{ id_invitation: id_invitacion }}
        search={{ token: token_invitacion ?? undefined }}
        onClick={onOpen}
        aria-describedby={describedBy}
      >
        Ver la invitación
      </Link>
    );
  }
  if (tipo === 'agenda') {
    return (
      <Link to="/agenda" onClick={onOpen} aria-describedby={describedBy}>
        Ver la agenda
      </Link>
    );
  }
  if (id_caso !== null) {
    return (
      <Link
        to="/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}"
        params={{ id: id_caso }}
        onClick={onOpen}
        aria-describedby={describedBy}
      >
        {tipo.startsWith('pago') ? 'Ver el pago en el asunto' : 'Ver el asunto'}
      </Link>
    );
  }
  if (tipo.startsWith('solicitud') || tipo.startsWith('invitacion')) {
    return (
      <Link to="/abogados" onClick={onOpen} aria-describedby={describedBy}>
        Ver mis abogados
      </Link>
    );
  }
  return null;
}

/** A studio's pending invitation, answered where its notification is read (the same use-cases as /vinculateContact). */
function InvitationAnswer({
  invitation,
  describedBy,
}: {
  readonly invitation: Invitation;
  readonly describedBy: string;
}) {
  const portal = usePortal();
  const client = useAtomValue(userAtom)?.client ?? null;
  const accept = useAction(portal.acceptInvitation, {
    success: (accepted) => accepted.message,
    invalidates: answerChanges,
  });
  const decline = useAction(portal.declineInvitation, {
    success: (declined) => declined.message,
    invalidates: answerChanges,
  });
  const busy = accept.pending || decline.pending;
  if (client === null) return null;
  return (
    <>
      <Button
        onPress={() => void accept.run({ client, invitation })}
        isPending={accept.pending}
        isDisabled={busy}
        aria-describedby={describedBy}
      >
        Aceptar invitación
      </Button>
      <DeclineInvitation
        invitation={invitation}
        decline={() => decline.run({ invitation })}
        pending={decline.pending}
        isDisabled={busy}
        label="Rechazar invitación"
        describedBy={describedBy}
      />
    </>
  );
}
