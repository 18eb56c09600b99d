import { useId, type KeyboardEvent } from 'react';
import { LookAlikeField, lookAlikeIds } from './look-alike-field';
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
function SelectLookAlike({
  label,
  options,
  value,
  description,
  optional,
  placeholder,
  isDisabled,
  events,
}: SelectProps & { readonly events: LookAlikeEvents }) {
  const id = useId();
  const ids = lookAlikeIds(id);
  const chosen = options.find((option) => option.id === value);
  return (
    <LookAlikeField id={id} label={label} optional={optional} description={description} isDisabled={isDisabled}>
      <button
        type="button"
        id={ids.control}
        className="ui-select-button"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${id}-value ${ids.label}`}
        aria-describedby={description ? ids.description : undefined}
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
    </LookAlikeField>
  );
}
