import type { LoadedSession } from '@justiciable/core';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { usePortal } from '../../session/router-context';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { TextField } from '../../ui/text-field';
import { useFormRefusal } from './form-errors';
import { StepHeading } from './step-heading';

export interface OnBoardingFormProps {
  /** The session just loaded, whose user record has no name (needsOnBoarding). */
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
  const refusal = useFormRefusal();
  const [pending, setPending] = useState(false);

  async function submit() {
    setPending(true);
    const completed = await portal.completeOnBoarding({ session, name, phone });
    if (completed.ok) {
      await onCompleted(completed.value);
      return;
    }
    setPending(false);
    refusal.refuse(completed.error);
  }

  return (
    <Form
      className="ui-form"
      validationBehavior="aria"
      validationErrors={refusal.fieldErrors}
      aria-label="Completar sus datos"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <StepHeading>Complete sus datos</StepHeading>
      <p>Sus abogados y estudios lo conocerán por su nombre. Confirme también su teléfono celular.</p>
      <ErrorSummary errors={refusal.items} attempt={refusal.attempt} />
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
      <Button type="submit" block isPending={pending}>
        Guardar y continuar
      </Button>
    </Form>
  );
}
