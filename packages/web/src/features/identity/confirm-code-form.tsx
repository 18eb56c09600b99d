import { useState } from 'react';
import { Form } from 'react-aria-components';
import { usePortal, useToaster } from '../../session/router-context';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { TextField } from '../../ui/text-field';
import { useFormRefusal } from './form-errors';
import { StepHeading } from './step-heading';

export interface ConfirmCodeFormProps {
  readonly email: string;
  /** The code was accepted; `signedIn` tells whether the provider's auto sign-in happened. */
  readonly onConfirmed: (signedIn: boolean) => Promise<void>;
  readonly onBack: () => void;
}

/** The code e-mailed at registration, typed in, with a way to ask for it again. */
export function ConfirmCodeForm({ email, onConfirmed, onBack }: ConfirmCodeFormProps) {
  const portal = usePortal();
  const toaster = useToaster();
  const [code, setCode] = useState('');
  const refusal = useFormRefusal();
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);

  async function submit() {
    setPending(true);
    const confirmed = await portal.confirmRegistration({ email, code });
    if (confirmed.ok) {
      await onConfirmed(confirmed.value.signedIn);
      setPending(false);
      return;
    }
    setPending(false);
    refusal.refuse(confirmed.error);
  }

  async function resend() {
    setResending(true);
    const resent = await portal.resendConfirmationCode({ email });
    setResending(false);
    if (resent.ok) toaster.success(`Le enviamos un nuevo código a ${email}`);
    else toaster.error(resent.error.message);
  }

  return (
    <Form
      className="ui-form"
      validationBehavior="aria"
      validationErrors={refusal.fieldErrors}
      aria-label="Confirmar correo electrónico"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <StepHeading>Confirme su correo electrónico</StepHeading>
      <p>
        Le enviamos un código de verificación a <strong>{email}</strong>. Escríbalo aquí para activar su cuenta. También
        puede usar el enlace del correo.
      </p>
      <ErrorSummary errors={refusal.items} attempt={refusal.attempt} />
      <TextField
        name="code"
        label="Código de verificación"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
      />
      <Button type="submit" block isPending={pending}>
        Confirmar y entrar
      </Button>
      <div className="ui-card-actions ui-card-actions--start">
        <Button variant="secondary" onPress={() => void resend()} isPending={resending}>
          Reenviar código
        </Button>
        <Button variant="quiet" onPress={onBack}>
          Volver
        </Button>
      </div>
    </Form>
  );
}
