import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '../ui/button';
import { Link } from '../ui/link';
import { pageTitle, STATUS_PAGE_TITLES } from './page-title';
import { PublicFrame } from './public-frame';

// The status pages' views, with React Aria's button and link: a chunk fetched when one is first
// shown (./status-pages.tsx names them for the router).

/** Any path the portal does not have (SPEC §2). */
export function NotFoundPage() {
  return (
    <PublicFrame narrow>
      <div className="page-stack">
        <h1>{STATUS_PAGE_TITLES.notFound}</h1>
        <p>La dirección que abrió no existe o cambió. Revise el enlace o vuelva al inicio.</p>
        <p>
          <Link to="/" look="button-primary">
            Ir al inicio
          </Link>
        </p>
      </div>
    </PublicFrame>
  );
}

/**
 * What a bug or a broken service shows (expected failures are handled on their pages). The
 * technical error goes to the console for developers; the person gets a way to try again.
 * Inside a layout it replaces only the page; at the root it brings its own frame.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="page-stack" role="alert">
      <h1>{STATUS_PAGE_TITLES.error}</h1>
      <p>
        No pudimos mostrar esta página. Intente nuevamente en unos instantes; si el problema sigue, vuelva al inicio.
      </p>
      <div className="ui-card-actions ui-card-actions--start">
        <Button
          onPress={() => {
            reset();
            void router.invalidate();
          }}
        >
          Reintentar
        </Button>
        <Link to="/" look="button-secondary">
          Ir al inicio
        </Link>
      </div>
    </div>
  );
}

export function RootError(props: ErrorComponentProps) {
  // The root's own page (shell/root-layout.tsx), which writes every other title, is what failed.
  useEffect(() => {
    document.title = pageTitle(STATUS_PAGE_TITLES.error);
  }, []);
  return (
    <PublicFrame narrow>
      <RouteError {...props} />
    </PublicFrame>
  );
}
