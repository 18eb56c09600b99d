import { TermHelp } from '../../ui/term-help';

type Fact = readonly [label: string, value: React.ReactNode];

/** Labelled facts of a movement; empty ones are left out. A label the glossary explains has its «¿Qué significa?». */
export function Facts({ rows }: { readonly rows: readonly Fact[] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="movement-facts">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>
            {label}
            <TermHelp term={label} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
