import { useId } from 'react';

/**
 * A checkbox with its label beside it, the platform's own: the whole row is the target, it
 * takes focus with the page's ring, and a screen reader reads its state with no script of ours.
 */
export function CheckboxField({
  name,
  label,
  checked,
  onChange,
}: {
  readonly name: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="ui-checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
