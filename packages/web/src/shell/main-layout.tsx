import { unreadMessageCount, unreadNews, type Inbox } from '@justiciable/core';
import { Await, getRouteApi, Outlet, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Fragment, Suspense, useEffect, useRef } from 'react';
import type { Loaded } from '../data/loaded';
import { endSession } from '../session/end-session';
import { useRouterContext, useToaster } from '../session/router-context';
import { scheduleRevalidationAfterIdle } from '../session/signed-in';
import { userAtom } from '../session/user-atoms';
import { MenuButton } from '../ui/menu';
import { MainFrame } from './main-frame';

const mainRoute = getRouteApi('/_main');

/**
 * How often new notifications are looked for while the tab is visible: SPEC §7 has no
 * subscription, so the portal asks getNotifications. Coming back to the tab asks at once when
 * the last look is older than the shorter wait.
 */
const NOTIFICATIONS_POLL_MS = 60_000;
const NOTIFICATIONS_RECHECK_MS = 15_000;

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
      unread={
        <Suspense fallback={null}>
          <Await promise={notifications}>{(inbox) => <UnreadBadge inbox={inbox} />}</Await>
        </Suspense>
      }
      unreadMessages={
        <Suspense fallback={null}>
          <Await promise={notifications}>{(inbox) => <UnreadMessagesBadge inbox={inbox} />}</Await>
        </Suspense>
      }
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

/** The count of unread news (core's unreadNews: a payment already made is none); nothing when there is none or it could not be read. */
function UnreadBadge({ inbox }: { readonly inbox: Loaded<Inbox> }) {
  const count = inbox.ok ? unreadNews(inbox.value.notifications, inbox.value.cases).length : 0;
  if (count === 0) return null;
  return (
    <span className="ui-badge">
      {count}
      <span className="visually-hidden"> sin leer</span>
    </span>
  );
}

/** The count of the lawyers' unread messages (core's unreadMessageCount), from the same notifications and as often read. */
function UnreadMessagesBadge({ inbox }: { readonly inbox: Loaded<Inbox> }) {
  const count = inbox.ok ? unreadMessageCount(inbox.value.notifications) : 0;
  if (count === 0) return null;
  return (
    <span className="ui-badge">
      {count}
      <span className="visually-hidden"> {count === 1 ? 'mensaje sin leer' : 'mensajes sin leer'}</span>
    </span>
  );
}

/**
 * Looks for new notifications while the tab is visible, never while it is hidden. New unread
 * ones are announced (the toast region speaks to screen readers), and the unread count and
 * /notificaciones reload to show them.
 */
function useNotificationsWatch(notifications: Promise<Loaded<Inbox>>) {
  const context = useRouterContext();
  const router = useRouter();
  const toaster = useToaster();
  const client = useAtomValue(userAtom)?.client ?? null;
  const known = useRef<Set<string> | null>(null);

  useEffect(() => {
    let current = true;
    void notifications.then((listed) => {
      if (current && listed.ok)
        known.current = new Set(listed.value.notifications.map((notification) => notification.id));
    });
    return () => {
      current = false;
    };
  }, [notifications]);

  useEffect(() => {
    if (client === null) return;
    let lastLook = Date.now();
    async function look() {
      if (document.visibilityState !== 'visible' || client === null) return;
      lastLook = Date.now();
      const listed = await context.portal.listNotifications({ client });
      const seen = known.current;
      if (!listed.ok || seen === null) return;
      const fresh = listed.value.filter((notification) => !seen.has(notification.id) && !notification.leida);
      for (const notification of listed.value) seen.add(notification.id);
      if (fresh.length === 0) return;
      const [first] = fresh;
      toaster.info(
        fresh.length === 1 && first !== undefined
          ? `Nueva notificación: ${first.titulo}`
          : `Tiene ${fresh.length} notificaciones nuevas`,
      );
      // A lawyer's message also reloads the conversations on screen; a contact request accepted
      // (or an invitation) the pages that show the contact button, which would say Pendiente until a reload.
      const reloaded: readonly string[] = [
        '/_main',
        '/_main/notificaciones',
        '/_main/mensajes',
        '/_main/mensajes_/$id',
        '/_main/directorio',
        '/_main/abogados',
        '/_main/lawyerDetails/$id/$id_grupo/{-$showInfo}',
      ];
      await router.invalidate({ filter: (match) => reloaded.includes(match.routeId) });
    }
    const timer = setInterval(() => void look(), NOTIFICATIONS_POLL_MS);
    const comeBack = () => {
      if (Date.now() - lastLook >= NOTIFICATIONS_RECHECK_MS) void look();
    };
    document.addEventListener('visibilitychange', comeBack);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', comeBack);
    };
  }, [client, context, router, toaster]);
}
