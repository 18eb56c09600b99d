import { newNotificationsNotice, type Inbox } from '@justiciable/core';
import { getRouteApi, Outlet, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Fragment, useEffect, useSyncExternalStore } from 'react';
import type { Loaded } from '../data/loaded';
import { endSession } from '../session/end-session';
import { useRouterContext, useToaster } from '../session/router-context';
import { scheduleRevalidationAfterIdle } from '../session/signed-in';
import { userAtom } from '../session/user-atoms';
import { MenuButton } from '../ui/menu';
import { MainFrame } from './main-frame';

const mainRoute = getRouteApi('/_main');

/**
 * The routes that show notifications or what one announces: the inbox; a lawyer's message, the
 * conversations on screen; a contact request accepted (or an invitation), the pages that show the
 * contact button, which would say Pendiente until a reload.
 */
const ROUTES_SHOWING_NOTIFICATIONS: ReadonlySet<string> = new Set([
  '/_main/notificaciones',
  '/_main/mensajes',
  '/_main/mensajes_/$id',
  '/_main/directorio',
  '/_main/abogados',
  '/_main/lawyerDetails/$id/$id_grupo/{-$showInfo}',
]);

/** The signed-in frame: the sections of the portal, the account menu, the page. */
export function MainLayout() {
  const { notifications } = mainRoute.useLoaderData();
  const context = useRouterContext();
  const router = useRouter();
  const navigate = useNavigate();
  const loaded = useAtomValue(userAtom);
  const displayName = loaded?.client.name || loaded?.session.email || 'Mi cuenta';
  // A phone's header has room for one word: the first name says whose account it is, as the
  // whole name does on a wider screen; an account without a name yet says 'Cuenta'.
  const shortName = loaded?.client.name.trim().split(/\s+/)[0] || 'Cuenta';

  // Coming back to the portal after a long idle reads the user record again and reloads the
  // page's data; a short look elsewhere asks nothing.
  useEffect(() => {
    const regainFocus = () => {
      if (document.visibilityState === 'visible' && scheduleRevalidationAfterIdle(context, Date.now()))
        void router.invalidate();
    };
    document.addEventListener('visibilitychange', regainFocus);
    window.addEventListener('focus', regainFocus);
    return () => {
      document.removeEventListener('visibilitychange', regainFocus);
      window.removeEventListener('focus', regainFocus);
    };
  }, [context, router]);

  useNotificationsWatch(notifications);
  const unread = useSyncExternalStore(context.device.subscribe, context.device.getNotifications);

  async function logout() {
    await endSession(context);
    await navigate({ to: '/welcome/{-$verified}', params: { verified: undefined } });
  }

  return (
    <MainFrame
      account={
        <MenuButton
          ariaLabel={`Cuenta de ${displayName}`}
          label={
            <>
              <span className="user-name">{displayName}</span>
              <span className="user-name-short">{shortName}</span>
            </>
          }
          actions={[
            { id: 'account', label: 'Mi cuenta', onAction: () => void navigate({ to: '/miCuenta' }) },
            { id: 'logout', label: 'Cerrar sesión', onAction: () => void logout() },
          ]}
        />
      }
      unread={<UnreadBadge count={unread.unreadNews} />}
      unreadMessages={<UnreadMessagesBadge count={unread.unreadMessages} />}
    >
      <PageOutlet />
    </MainFrame>
  );
}

/**
 * The page, mounted afresh for each route. The router presents a route whose data is slow with its
 * pending component (a list's skeleton) in a React transition; under the same Suspense boundary a
 * transition keeps the old page instead, so each route gets a boundary of its own.
 */
function PageOutlet() {
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId });
  return (
    <Fragment key={routeId}>
      <Outlet />
    </Fragment>
  );
}

/** The count of unread news (the session keeper's, core's unreadNews); nothing when there is none or it could not be read. */
function UnreadBadge({ count }: { readonly count: number }) {
  if (count === 0) return null;
  return (
    <span className="ui-badge">
      {count}
      <span className="visually-hidden"> sin leer</span>
    </span>
  );
}

/** The count of the lawyers' unread messages (the session keeper's), from the same notifications and as often read. */
function UnreadMessagesBadge({ count }: { readonly count: number }) {
  if (count === 0) return null;
  return (
    <span className="ui-badge">
      {count}
      <span className="visually-hidden"> {count === 1 ? 'mensaje sin leer' : 'mensajes sin leer'}</span>
    </span>
  );
}

/**
 * Has the session keeper look for new notifications (when and what is unread are its rules),
 * starting from the frame's own read. New unread ones are announced (the toast region speaks to
 * screen readers), and the pages that show them read again.
 */
function useNotificationsWatch(notifications: Promise<Loaded<Inbox>>) {
  const context = useRouterContext();
  const router = useRouter();
  const toaster = useToaster();
  const client = useAtomValue(userAtom)?.client ?? null;

  useEffect(() => {
    if (client === null) return;
    return context.device.watchNotifications({
      client,
      inbox: notifications,
      onNew(fresh) {
        toaster.info(newNotificationsNotice(fresh));
        void router.invalidate({ filter: (match) => ROUTES_SHOWING_NOTIFICATIONS.has(match.routeId) });
      },
    });
  }, [client, context, notifications, router, toaster]);
}
