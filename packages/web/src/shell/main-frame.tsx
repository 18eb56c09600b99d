import { Brand } from './brand';
import { ConnectionStatus } from './connection-status';
import { Footer } from './footer';
import { PagePending } from './page-pending';
import { useLoadingPath } from './route-loading';
import { SectionsNav } from './sections';
import { SkipLink } from './skip-link';

interface MainFrameProps {
  /** The account menu, at the header's end. */
  readonly account?: React.ReactNode;
  /** The unread count, beside Notificaciones. */
  readonly unread?: React.ReactNode;
  /** The count of the lawyers' unread messages, beside Mensajes. */
  readonly unreadMessages?: React.ReactNode;
  readonly children: React.ReactNode;
}

/**
 * The signed-in frame: header, sections, the connection's state while offline, the page, footer.
 * While another page loads, the page on screen is marked busy (and dimmed after a moment) until
 * the new one takes its place.
 */
export function MainFrame({ account, unread, unreadMessages, children }: MainFrameProps) {
  const loading = useLoadingPath() !== null;
  return (
    <>
      <SkipLink />
      <header className="app-header app-header--main">
        <div className="app-header-bar">
          <Brand />
          <div className="app-header-actions">{account}</div>
        </div>
        <SectionsNav unread={unread} unreadMessages={unreadMessages} />
        <ConnectionStatus />
      </header>
      <main id="contenido" className="app-main" tabIndex={-1} aria-busy={loading || undefined}>
        {children}
      </main>
      <Footer />
    </>
  );
}

/**
 * The signed-in layout while its guard checks the session (a cold load, the moment after
 * signing in) and the page's data comes: the frame at once, with the page's outline, instead of
 * an empty window.
 */
export function MainPending() {
  return (
    <MainFrame>
      <PagePending />
    </MainFrame>
  );
}
