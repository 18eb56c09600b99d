import { Outlet } from '@tanstack/react-router';
import { Brand } from './brand';
import { Footer } from './footer';
import { useLoadingPath } from './route-loading';
import { SkipLink } from './skip-link';

/**
 * The frame of the pages outside the signed-in area (basic and preview layouts, the public
 * pages): the brand, optional actions, the page, the legal footer.
 */
export function PublicFrame({
  actions,
  narrow = false,
  footer = true,
  children,
}: {
  readonly actions?: React.ReactNode;
  readonly narrow?: boolean;
  /** Off in a prerendered shell, whose page below is still to come: a footer there would move when it came. */
  readonly footer?: boolean;
  readonly children?: React.ReactNode;
}) {
  const loading = useLoadingPath() !== null;
  return (
    <>
      <SkipLink />
      <header className="app-header">
        <div className="app-header-bar">
          <Brand />
          {actions ? <div className="app-header-actions">{actions}</div> : null}
        </div>
      </header>
      <main
        id="contenido"
        className={narrow ? 'app-main app-main--narrow' : 'app-main'}
        tabIndex={-1}
        aria-busy={loading || undefined}
      >
        {children ?? <Outlet />}
      </main>
      {footer ? <Footer /> : null}
    </>
  );
}
