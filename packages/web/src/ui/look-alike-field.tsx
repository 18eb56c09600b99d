import type { ReactNode } from 'react';

/** The ids a look-alike's parts take from its field's `id`. */
export const lookAlikeIds = (id: string) => ({
  label: `${id}-label`,
  control: `${id}-control`,
  description: `${id}-description`,
});

/**
 * What a closed look-alike (select.tsx, combo-box.tsx) draws around its control, as FieldFrame
 * does inside React Aria: the label with the optional marker, the control, the description. The
 * control takes the ids of lookAlikeIds(id).
 */
export function LookAlikeField({
  id,
  label,
  optional,
  description,
  isDisabled,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly optional?: boolean;
  readonly description?: string;
  readonly isDisabled?: boolean;
  readonly children: ReactNode;
}) {
  const ids = lookAlikeIds(id);
  return (
    <div className="ui-field" data-disabled={isDisabled ? '' : undefined}>
      <label className="ui-label" id={ids.label} htmlFor={ids.control}>
        {label}
        {optional ? <span className="ui-optional"> (opcional)</span> : null}
      </label>
      {children}
      {description ? (
        <span className="ui-description" id={ids.description}>
          {description}
        </span>
      ) : null}
    </div>
  );
}
