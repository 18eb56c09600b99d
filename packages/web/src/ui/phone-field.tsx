import { CALLING_CODES, type CallingCountry } from '@justiciable/core';
import { Select } from './select';
import { TextField } from './text-field';

const callingCodeOptions = CALLING_CODES.map(({ id, label }) => ({ id, label }));

export interface PhoneFieldProps {
  /** The fieldset's legend, e.g. 'Teléfono celular'. */
  readonly legend: string;
  /** The number's control `name`, which a form's validationErrors and the error summary name. */
  readonly name: string;
  readonly country: CallingCountry;
  readonly onCountryChange: (country: CallingCountry) => void;
  readonly number: string;
  readonly onNumberChange: (number: string) => void;
  readonly optional?: boolean;
}

/**
 * A cell phone as sign-up and Mi cuenta ask for it: the country's calling code picked from a list
 * (Argentina first) and the number as people write it; core's cellphoneE164 joins them, so
 * '011 15 2345-6789' under Argentina is saved as +5491123456789.
 */
export function PhoneField({
  legend,
  name,
  country,
  onCountryChange,
  number,
  onNumberChange,
  optional,
}: PhoneFieldProps) {
  return (
    <fieldset className="ui-fieldset">
      <legend className="ui-label">
        {legend}
        {optional ? <span className="ui-optional"> (opcional)</span> : null}
      </legend>
      <div className="ui-phone">
        <Select
          label="País"
          options={callingCodeOptions}
          value={country}
          onChange={(value) => {
            const picked = CALLING_CODES.find((option) => option.id === value);
            if (picked) onCountryChange(picked.id);
          }}
        />
        <TextField
          name={name}
          type="tel"
          label="Número"
          inputMode="tel"
          autoComplete="tel-national"
          description="Con código de área; el 0 y el 15 son opcionales. Ej.: 11 2345-6789"
          value={number}
          onChange={onNumberChange}
        />
      </div>
    </fieldset>
  );
}
