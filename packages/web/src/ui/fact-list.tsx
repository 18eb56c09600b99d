import type { ReactNode } from 'react';

/** One fact of a list: its label and what it says. */
export type Fact = readonly [term: string, value: ReactNode];

/**
 * Facts read label then value (a payment's concept and amount, a consultation's lawyer and
 * price), as a description list, so a screen reader says each value with its label. Each page's
 * class lays them out.
 */
export function FactList({ rows, className }: { readonly rows: readonly Fact[]; readonly className: string }) {
  return (
    <dl className={className}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
