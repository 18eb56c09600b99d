import type { Notification } from '@justiciable/core';
import { Await, getRouteApi, Link, Outlet, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useRef } from 'react';
import { endSession } from '../session/end-session';
import type { Loaded } from '../data/loaded';
import { useRouterContext } from '../session/router-context';
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
