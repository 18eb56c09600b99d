import { useId, type KeyboardEvent } from 'react';
import { useLookAlike, type LookAlikeEvents } from './overlay-loader';
import type { SelectProps } from './overlay-props';

export type { Option, SelectProps } from './overlay-props';

/** A choice among options, as a button that opens a list (overlay-controls.tsx's SelectControl). */
export function Select(props: SelectProps) {
  const { controls, takeover, events } = useLookAlike();
  if (controls !== null) return <controls.SelectControl {...props} takeover={takeover} />;
  return <SelectLookAlike {...props} events={events} />;
}

/** The keys that open a select's list from its button. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/** The select as React Aria draws it closed: its label, its button with the chosen option, its description. */
function SelectLookAlike({ label, options, value, description, optional, placeholder, isDisabled, events }: SelectProps & { readonly events: LookAlikeEvents }) {
  const id = useId();
  const chosen = options.find((option) => option.id === value);
  return (
    <div className="ui-field" data-disabled={isDisabled ? '' : undefined}>
      <label className="ui-label" id={`${id}-label`} htmlFor={`${id}-button`}>
        {label}
        {optional ? <span className="ui-optional"> (opcional)</span> : null}
      </label>
      <button
        type="button"
        id={`${id}-button`}
        className="ui-select-button"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${id}-value ${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={isDisabled}
        onClick={events.press}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          events.press();
        }}
        onFocus={events.onFocus}
        onBlur={events.onBlur}
      >
        <span id={`${id}-value`} data-placeholder={chosen === undefined ? 'true' : undefined}>
          {chosen?.label ?? placeholder ?? 'Seleccione una opción'}
        </span>
        <span className="ui-chevron" aria-hidden="true" />
      </button>
      {description ? (
        <span className="ui-description" id={`${id}-description`}>
          {description}
        </span>
      ) : null}
    </div>
  );
}
