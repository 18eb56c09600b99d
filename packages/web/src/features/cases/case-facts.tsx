type Fact = readonly [label: string, value: React.ReactNode];

/** Labelled facts of a movement; empty ones are left out. */
export function Facts({ rows }: { readonly rows: readonly Fact[] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="movement-facts">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
