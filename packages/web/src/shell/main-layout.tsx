import { Await, Link, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useRef } from 'react';
import { endSession } from '../session/end-session';
import { useRouterContext } from '../session/router-context';
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

export interface MainLayoutProps {
  /** Unread notifications; null when they could not be read, so no count is shown. */
  readonly unreadNotifications: Promise<number | null>;
}

/** The signed-in frame: the sections of the portal, the account menu, the page. */
export function MainLayout({ unreadNotifications }: MainLayoutProps) {
  const context = useRouterContext();
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
                  <Await promise={unreadNotifications}>{(count) => <UnreadBadge count={count} />}</Await>
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

function UnreadBadge({ count }: { readonly count: number | null }) {
  if (count === null || count === 0) return null;
  return (
    <span className="ui-badge">
      {count}
      <span className="visually-hidden"> sin leer</span>
    </span>
  );
}
