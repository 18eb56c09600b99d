import type { LoadedSession } from '@justiciable/core';
import { useState } from 'react';
import { usePortal } from '../../session/router-context';
import { TextField } from '../../ui/text-field';
import { IdentityForm } from './identity-form';

export interface OnBoardingFormProps {
  /** The session just loaded, whose user record has no name (the portal's needsOnBoarding). */
  readonly session: LoadedSession;
  /** Saved: the session with the saved record, to keep and go on with. */
  readonly onCompleted: (session: LoadedSession) => Promise<void>;
}

/**
 * The on-boarding step right after signing in (SPEC §3 session.onBoarding) of an account without
 * a name: lawyers read the client by it. The phone on the record comes filled in, to confirm.
 */
export function OnBoardingForm({ session, onCompleted }: OnBoardingFormProps) {
  const portal = usePortal();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState(session.client.phone);

  return (
    <IdentityForm
      label="Completar sus datos"
      heading="Complete sus datos"
      lead="Sus abogados y estudios lo conocerán por su nombre. Confirme también su teléfono celular."
      submit="Guardar y continuar"
      send={() => portal.completeOnBoarding({ session, name, phone })}
      onAccepted={onCompleted}
      leaves
    >
      <TextField name="name" label="Nombre y apellido" autoComplete="name" value={name} onChange={setName} />
      <TextField
        name="phone"
        type="tel"
        label="Teléfono celular"
        inputMode="tel"
        autoComplete="tel"
        description="Con el código de país y de área. Ej.: +54 9 11 2345 6789"
        value={phone}
        onChange={setPhone}
      />
    </IdentityForm>
  );
}
