import { useId, useState } from 'react';
import { LookAlikeField, lookAlikeIds } from './look-alike-field';
import { useLookAlike } from './overlay-loader';
import type { ComboBoxProps } from './overlay-props';

export type { ComboBoxProps } from './overlay-props';

/**
 * A searchable list; with `allowsCustomValue` the typed text stands when it matches no option
 * (overlay-controls.tsx's ComboBoxControl). Until that has come, a look-alike whose text is
 * handed over, so nothing typed meanwhile is lost.
 */
export function ComboBox(props: ComboBoxProps) {
  const { controls, takeover, events } = useLookAlike();
  const [typed, setTyped] = useState<string | null>(null);
  const id = useId();
  if (controls !== null)
    return (
      <controls.ComboBoxControl {...props} defaultInputValue={typed ?? props.defaultInputValue} takeover={takeover} />
    );
  const { label, options, selectedId, description, optional, isDisabled } = props;
  const chosen = options.find((option) => option.id === selectedId);
  const ids = lookAlikeIds(id);
  return (
    <LookAlikeField id={id} label={label} optional={optional} description={description} isDisabled={isDisabled}>
      <div className="ui-combobox-group" role="group">
        <input
          id={ids.control}
          className="ui-input"
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          aria-describedby={description ? ids.description : undefined}
          autoComplete={props.autoComplete ?? 'off'}
          disabled={isDisabled}
          value={typed ?? chosen?.label ?? props.defaultInputValue ?? ''}
          onChange={(event) => setTyped(event.target.value)}
          // The real list opens when the field is focused: fetch it now.
          onFocus={() => {
            events.onFocus();
            events.press();
          }}
          onBlur={events.onBlur}
        />
        <button
          type="button"
          className="ui-button ui-button--quiet"
          aria-label="Mostrar opciones"
          tabIndex={-1}
          disabled={isDisabled}
          onClick={events.press}
        >
          <span className="ui-chevron" aria-hidden="true" />
        </button>
      </div>
    </LookAlikeField>
  );
}
