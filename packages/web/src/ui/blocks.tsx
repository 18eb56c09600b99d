/** Small presentational pieces shared by every page. */

export function PageHeader({
  title,
  lead,
  actions,
}: {
  readonly title: string;
  readonly lead?: string;
  readonly actions?: React.ReactNode;
}) {
  return (
    <header className="page-header">
      <div>
        <h1>{title}</h1>
        {lead ? <p className="page-lead">{lead}</p> : null}
      </div>
      {actions ? <div className="page-header-actions">{actions}</div> : null}
    </header>
  );
}

export function Card({
  title,
  lead,
  children,
  labelledBy,
}: {
  readonly title?: string;
  readonly lead?: string;
  readonly children: React.ReactNode;
  readonly labelledBy?: string;
}) {
  return (
    <section className="ui-card" aria-labelledby={labelledBy}>
      {title ? (
        <div className="ui-card-header">
          <h2 id={labelledBy}>{title}</h2>
          {lead ? <p>{lead}</p> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function EmptyState({
  title,
  children,
  action,
}: {
  readonly title: string;
  readonly children: React.ReactNode;
  readonly action?: React.ReactNode;
}) {
  return (
    <div className="ui-empty">
      <h2>{title}</h2>
      <p>{children}</p>
      {action}
    </div>
  );
}

/** A message about the form as a whole; announced as soon as it appears. */
export function FormAlert({
  tone = 'error',
  children,
}: {
  readonly tone?: 'error' | 'success' | 'info';
  readonly children: React.ReactNode;
}) {
  return (
    <div className={`ui-alert ui-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
