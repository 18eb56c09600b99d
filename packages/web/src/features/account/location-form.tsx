import { locationTextFields, overLongFields, type LoadedSession } from '@justiciable/core';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { usePortal } from '../../session/router-context';
import { Card, FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { ComboBox } from '../../ui/combo-box';
import type { Option } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { ARGENTINA, ARGENTINE_PROVINCES, COUNTRIES } from './places';
import { useAccountSave } from './use-save';

function optionNamed(options: readonly Option[], name: string): Option | undefined {
  return options.find((option) => option.label === name);
}

/**
 * The id saved with a place: the stored one while the name is unchanged (it may come from
 * another catalogue), the list's id for a place picked from the list, and none (saved as 0,
 * SPEC §5) for a place typed by hand.
 */
function placeId(name: string, stored: { readonly name: string | null; readonly id: number | null }, options: readonly Option[]): number | null {
  if (name === stored.name) return stored.id;
  const option = optionNamed(options, name);
  return option === undefined ? null : Number(option.id);
}

export function LocationForm({ loaded }: { readonly loaded: LoadedSession }) {
  const portal = usePortal();
  const { profile } = loaded;
  const [country, setCountry] = useState(profile.country ?? '');
  const [state, setState] = useState(profile.state ?? '');
  const [city, setCity] = useState(profile.city ?? '');
  const [address, setAddress] = useState(profile.address ?? '');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof typeof locationTextFields, string>>>({});
  const { save, pending, error } = useAccountSave('Su ubicación fue guardada');

  function chooseCountry(name: string) {
    // A province belongs to its country: another country clears it.
    if (name !== country) setState('');
    setCountry(name);
  }

  return (
    <Card title="Ubicación" lead="Ayuda a encontrar abogados que trabajen en su jurisdicción. Todos los campos son opcionales." labelledBy="location-title">
      <Form
        className="ui-form"
        aria-labelledby="location-title"
        validationErrors={fieldErrors}
        onSubmit={(event) => {
          event.preventDefault();
          // An over-long text is said on its field; what was typed stays for the person to shorten.
          const tooLong = overLongFields({ country, state, city, address }, locationTextFields);
          setFieldErrors(tooLong);
          if (Object.keys(tooLong).length > 0) return;
          void save((current) =>
            portal.saveLocation({
              current,
              location: {
                country,
                countryId: placeId(country, { name: profile.country, id: profile.countryId }, COUNTRIES),
                state,
                stateId: placeId(state, { name: profile.state, id: profile.stateId }, country === ARGENTINA ? ARGENTINE_PROVINCES : []),
                city,
                cityId: placeId(city, { name: profile.city, id: profile.cityId }, []),
                address,
              },
            }),
          );
        }}
      >
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className="ui-form-grid">
          <ComboBox
            name="country"
            label="País"
            options={COUNTRIES}
            selectedId={optionNamed(COUNTRIES, country)?.id ?? null}
            onSelectedIdChange={(id) => {
              const picked = COUNTRIES.find((option) => option.id === id);
              if (picked) chooseCountry(picked.label);
            }}
            inputValue={country}
            onInputChange={chooseCountry}
            allowsCustomValue
          />
          {country === ARGENTINA ? (
            <ComboBox
              name="state"
              label="Provincia"
              options={ARGENTINE_PROVINCES}
              selectedId={optionNamed(ARGENTINE_PROVINCES, state)?.id ?? null}
              onSelectedIdChange={(id) => {
                const picked = ARGENTINE_PROVINCES.find((option) => option.id === id);
                if (picked) setState(picked.label);
              }}
              inputValue={state}
              onInputChange={setState}
              allowsCustomValue
            />
          ) : (
            <TextField name="state" label="Provincia, estado o región" value={state} onChange={setState} />
          )}
          <TextField name="city" label="Ciudad o localidad" autoComplete="address-level2" value={city} onChange={setCity} />
          <TextField name="address" label="Domicilio" autoComplete="street-address" value={address} onChange={setAddress} />
        </div>
        <div className="ui-card-actions">
          <Button type="submit" isPending={pending}>
            Guardar ubicación
          </Button>
        </div>
      </Form>
    </Card>
  );
}
