import type { CallingCountry, LoadedSession } from '@justiciable/core';
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { usePortal } from '../../session/router-context';
import { Card, FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { PhoneField } from '../../ui/phone-field';
import { TextField } from '../../ui/text-field';
import { useAccountSave } from './use-save';

const PROFILE_FIELDS = ['name', 'phone'] as const;

export function ProfileForm({
  loaded,
  onDirtyChange,
}: {
  readonly loaded: LoadedSession;
  readonly onDirtyChange: (dirty: boolean) => void;
}) {
  const portal = usePortal();
  const stored = portal.phoneParts({ stored: loaded.profile.phone });
  const [name, setName] = useState(loaded.user.user.name ?? '');
  const [phoneCountry, setPhoneCountry] = useState<CallingCountry>(stored.country);
  const [phone, setPhone] = useState(stored.number);
  const { save, refusal, pending, error } = useAccountSave(
    'Sus datos personales fueron guardados',
    PROFILE_FIELDS,
    (saved) => {
      // The phone as it was saved, written back the way people read it ('011 15 2345-6789' shows as '11 2345-6789').
      const parts = portal.phoneParts({ stored: saved.user.phone });
      setPhoneCountry(parts.country);
      setPhone(parts.number);
    },
  );
  // Unsaved while what would be saved differs from the record: a phone written another way that means the same number is no edit.
  const dirty =
    name !== (loaded.user.user.name ?? '') ||
    portal.cellphoneE164({ typed: phone, country: phoneCountry }) !==
      portal.cellphoneE164({ typed: loaded.profile.phone ?? '' });
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  return (
    <Card
      title="Datos personales"
      lead="Su nombre es el que ven sus abogados en los asuntos y comentarios."
      labelledBy="profile-title"
    >
      <Form
        className="ui-form"
        aria-labelledby="profile-title"
        validationBehavior="aria"
        validationErrors={refusal.fieldErrors}
        onSubmit={(event) => {
          event.preventDefault();
          // Core's save says every problem at once, on its field and in the summary; what was typed stays to be corrected.
          void save((current) => portal.saveProfile({ current, changes: { name, phone, phoneCountry } }));
        }}
      >
        <ErrorSummary errors={refusal.items} attempt={refusal.attempt} headingLevel={3} />
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className="ui-form-grid">
          <TextField name="name" label="Nombre y apellido" autoComplete="name" value={name} onChange={setName} />
          <TextField
            name="email"
            type="email"
            label="Correo electrónico"
            value={loaded.session.email}
            isReadOnly
            description="Es su usuario; no se puede cambiar."
          />
        </div>
        <PhoneField
          legend="Teléfono celular"
          name="phone"
          country={phoneCountry}
          onCountryChange={setPhoneCountry}
          number={phone}
          onNumberChange={setPhone}
          optional
        />
        <div className="ui-card-actions">
          <Button type="submit" isPending={pending}>
            Guardar datos personales
          </Button>
        </div>
      </Form>
    </Card>
  );
}
