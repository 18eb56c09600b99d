import type { Notification } from '@justiciable/core';
import { Await, getRouteApi, Link, Outlet, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useRef } from 'react';
import { endSession } from '../session/end-session';
import type { Loaded } from '../data/loaded';
import { useRouterContext, useToaster } from '../session/router-context';
import { scheduleRevalidationAfterIdle } from '../session/signed-in';
import { userAtom } from '../session/user-atoms';
import { MenuButton } from '../ui/menu';
import { Brand } from './brand';
import { Footer } from './footer';
import { SkipLink } from './skip-link';

const sections = [
  { to: '/nuevaConsulta', label: 'Nueva consulta' },
  { to: '/asuntos', label: 'Asuntos' },
  { to: '/agenda', label: 'Agenda' },
  { to: '/directorio', label: 'Directorio' },
  { to: '/abogados', label: 'Mis abogados' },
] as const;

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
  const sectionList = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // On a phone the sections scroll sideways: bring the current one into sight after each
  // navigation and each change of width (a phone turned), or it could sit off screen.
  useEffect(() => {
    const reveal = () => {
      const list = sectionList.current;
      const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!list || !current) return;
      const hidden = current.offsetLeft < list.scrollLeft || current.offsetLeft + current.offsetWidth > list.scrollLeft + list.clientWidth;
      if (hidden) list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    };
    reveal();
    window.addEventListener('resize', reveal);
    return () => window.removeEventListener('resize', reveal);
  }, [pathname]);

  // Coming back to the portal after a long idle reads the user record again and reloads the
  // page's data; a short look elsewhere asks nothing.
  useEffect(() => {
    const regainFocus = () => {
      if (document.visibilityState === 'visible' && scheduleRevalidationAfterIdle(context, Date.now())) void router.invalidate();
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
    <>
      <SkipLink />
      <header className="app-header">
        <div className="app-header-bar">
          <Brand />
          <div className="app-header-actions">
            <MenuButton
              ariaLabel={`Cuenta de ${displayName}`}
              label={
                <>
                  <span className="user-name">{displayName}</span>
                  <span className="user-name-short">Cuenta</span>
                </>
              }
              actions={[
                { id: 'account', label: 'Mi cuenta', onAction: () => void navigate({ to: '/miCuenta' }) },
                { id: 'logout', label: 'Cerrar sesión', onAction: () => void logout() },
              ]}
            />
          </div>
        </div>
        <nav className="main-nav" aria-label="Secciones">
          <ul ref={sectionList}>
            {sections.map((section) => (
              <li key={section.to}>
                <Link to={section.to}>{section.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/notificaciones">
                Notificaciones
                <Suspense fallback={null}>
                  <Await promise={notifications}>{(listed) => <UnreadBadge notifications={listed} />}</Await>
                </Suspense>
              </Link>
            </li>
          </ul>
        </nav>
      </header>
      <main id="contenido" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

/** The count of unread notifications; nothing when there are none or they could not be read. */
function UnreadBadge({ notifications }: { readonly notifications: Loaded<readonly Notification[]> }) {
  const count = notifications.ok ? notifications.value.filter((notification) => !notification.leida).length : 0;
  if (count === 0) return null;
  return (
    <span className="ui-badge">
      {count}
      <span className="visually-hidden"> sin leer</span>
    </span>
  );
}

/**
 * Looks for new notifications while the tab is visible, never while it is hidden. New unread
 * ones are announced (the toast region speaks to screen readers), and the unread count and
 * /notificaciones reload to show them.
 */
function useNotificationsWatch(notifications: Promise<Loaded<readonly Notification[]>>) {
  const context = useRouterContext();
  const router = useRouter();
  const toaster = useToaster();
  const client = useAtomValue(userAtom)?.client ?? null;
  const known = useRef<Set<string> | null>(null);

  useEffect(() => {
    let current = true;
    void notifications.then((listed) => {
      if (current && listed.ok) known.current = new Set(listed.value.map((notification) => notification.id));
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
      toaster.info(fresh.length === 1 && first !== undefined ? `Nueva notificación: ${first.titulo}` : `Tiene ${fresh.length} notificaciones nuevas`);
      await router.invalidate({ filter: (match) => match.routeId === '/_main' || match.routeId === '/_main/notificaciones' });
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
