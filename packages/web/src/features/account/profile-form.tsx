import { profileFieldProblems, type LoadedSession, type ProfileChanges } from '@justiciable/core';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { usePortal } from '../../session/router-context';
import { Card, FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useAccountSave } from './use-save';

export function ProfileForm({ loaded }: { readonly loaded: LoadedSession }) {
  const portal = usePortal();
  const [name, setName] = useState(loaded.user.user.name ?? '');
  const [phone, setPhone] = useState(loaded.profile.phone ?? '');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof ProfileChanges, string>>>({});
  const { save, pending, error } = useAccountSave('Sus datos personales fueron guardados');

  return (
    <Card title="Datos personales" lead="Su nombre es el que ven sus abogados en los asuntos y comentarios." labelledBy="profile-title">
      <Form
        className="ui-form"
        aria-labelledby="profile-title"
        validationErrors={fieldErrors}
        onSubmit={(event) => {
          event.preventDefault();
          const changes = { name, phone };
          // What is wrong is said on its field (core's rules); what was typed stays for the person to correct.
          const problems = profileFieldProblems(changes);
          setFieldErrors(problems);
          if (Object.keys(problems).length > 0) return;
          void save((current) => portal.saveProfile({ current, changes }));
        }}
      >
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className="ui-form-grid">
          <TextField name="name" label="Nombre y apellido" autoComplete="name" value={name} onChange={setName} isRequired />
          <TextField name="phone" type="tel" label="Teléfono" autoComplete="tel" value={phone} onChange={setPhone} optional />
          <TextField name="email" type="email" label="Correo electrónico" value={loaded.session.email} isReadOnly description="Es su usuario; no se puede cambiar." />
        </div>
        <div className="ui-card-actions">
          <Button type="submit" isPending={pending}>
            Guardar datos personales
          </Button>
        </div>
      </Form>
    </Card>
  );
}
