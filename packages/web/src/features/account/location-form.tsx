import {
  ARGENTINA,
  COUNTRIES,
  locationTextFields,
  type LoadedSession,
  type LocationField,
  type Place,
} from '@justiciable/core';
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { usePortal } from '../../session/router-context';
import { Card, FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { ComboBox } from '../../ui/combo-box';
import { ErrorSummary } from '../../ui/error-summary';
import { TextField } from '../../ui/text-field';
import { useAccountSave } from './use-save';

const LOCATION_FIELDS = Object.keys(locationTextFields) as LocationField[];

/** What each place holds for the browser's autofill (WCAG 1.3.5): it fills the name, which the list then finds. */
const PLACE_PURPOSE: Partial<Record<LocationField, string>> = {
  country: 'country-name',
  state: 'address-level1',
  city: 'address-level2',
};

/** A combo box over one of core's lists: picking an option sets its name; typing keeps the text, which core checks on save. */
function PlaceComboBox({
  name,
  label,
  places,
  value,
  onChange,
  description,
}: {
  readonly name: LocationField;
  readonly label: string;
  readonly places: readonly Place[];
  readonly value: string;
  readonly onChange: (name: string) => void;
  readonly description?: string;
}) {
  const portal = usePortal();
  return (
    <ComboBox
      name={name}
      label={label}
      description={description}
      autoComplete={PLACE_PURPOSE[name]}
      options={places}
      selectedId={portal.placeNamed({ places, name: value })?.id ?? null}
      onSelectedIdChange={(id) => {
        const picked = places.find((place) => place.id === id);
        if (picked) onChange(picked.label);
      }}
      inputValue={value}
      onInputChange={onChange}
      allowsCustomValue
    />
  );
}

export function LocationForm({
  loaded,
  onDirtyChange,
}: {
  readonly loaded: LoadedSession;
  readonly onDirtyChange: (dirty: boolean) => void;
}) {
  const portal = usePortal();
  const { profile } = loaded;
  const [country, setCountry] = useState(profile.country ?? '');
  const [state, setState] = useState(profile.state ?? '');
  const [city, setCity] = useState(profile.city ?? '');
  const [address, setAddress] = useState(profile.address ?? '');
  const { save, refusal, pending, error } = useAccountSave('Su ubicación fue guardada', LOCATION_FIELDS);
  const dirty =
    country !== (profile.country ?? '') ||
    state !== (profile.state ?? '') ||
    city !== (profile.city ?? '') ||
    address !== (profile.address ?? '');
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const provinces = portal.provincesOfCountry({ country });
  const cities = portal.citiesOf({ province: state });

  function chooseCountry(name: string) {
    // A province belongs to its country, and a city to its province: another country clears both.
    if (name !== country) {
      setState('');
      setCity('');
    }
    setCountry(name);
  }

  function chooseProvince(name: string) {
    if (name !== state) setCity('');
    setState(name);
  }

  return (
    <Card
      title="Ubicación"
      lead="Ayuda a encontrar abogados que trabajen en su jurisdicción. Todos los campos son opcionales."
      labelledBy="location-title"
    >
      <Form
        className="ui-form"
        aria-labelledby="location-title"
        validationBehavior="aria"
        validationErrors={refusal.fieldErrors}
        onSubmit={(event) => {
          event.preventDefault();
          // The names only: core's save finds each place's id on its lists (or keeps the stored one),
          // and says at once on their fields a country and an Argentine province not on them.
          void save((current) => portal.saveLocation({ current, location: { country, state, city, address } }));
        }}
      >
        <ErrorSummary errors={refusal.items} attempt={refusal.attempt} headingLevel={3} />
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className="ui-form-grid">
          <PlaceComboBox name="country" label="País" places={COUNTRIES} value={country} onChange={chooseCountry} />
          {country === ARGENTINA ? (
            <PlaceComboBox name="state" label="Provincia" places={provinces} value={state} onChange={chooseProvince} />
          ) : (
            <TextField
              name="state"
              label="Provincia, estado o región"
              autoComplete="address-level1"
              value={state}
              onChange={setState}
            />
          )}
          {cities.length > 0 ? (
            <PlaceComboBox
              name="city"
              label="Ciudad o localidad"
              places={cities}
              value={city}
              onChange={setCity}
              description="Elija de la lista o, si su localidad no está, escríbala."
            />
          ) : (
            <TextField
              name="city"
              label="Ciudad o localidad"
              autoComplete="address-level2"
              value={city}
              onChange={setCity}
            />
          )}
          <TextField
            name="address"
            label="Domicilio"
            autoComplete="street-address"
            value={address}
            onChange={setAddress}
          />
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
