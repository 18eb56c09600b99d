import './list-skeleton.css';

/**
 * What a page looks like while its data is on its way: grey bars where its text will be. Hidden
 * from screen readers, which hear the frame's announcement instead ('Cargando Asuntos…'); no
 * heading either, so nothing waiting for the page's own heading takes this for it.
 */
export function PageSkeleton({ title }: { readonly title?: string }) {
  return (
    <div className="page-skeleton" aria-hidden="true">
      {title === undefined ? (
        <span className="skeleton-bar skeleton-bar--title" />
      ) : (
        <p className="page-skeleton-title">{title}</p>
      )}
      <span className="skeleton-bar skeleton-bar--lead" />
    </div>
  );
}

/** A list's page while its items come: its title and the outline of a few of its cards. */
export function ListSkeleton({ title, rows = 4 }: { readonly title: string; readonly rows?: number }) {
  return (
    <div className="list-skeleton" aria-hidden="true">
      <PageSkeleton title={title} />
      <ul className="list-skeleton-items">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className="ui-card list-skeleton-card">
            <span className="skeleton-bar skeleton-bar--heading" />
            <span className="skeleton-bar" />
            <span className="skeleton-bar skeleton-bar--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
