import { useState } from 'react';
import { usePortal, useToaster } from '../../session/router-context';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { IdentityForm } from './identity-form';

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
  const [resending, setResending] = useState(false);

  async function resend() {
    setResending(true);
    const resent = await portal.resendConfirmationCode({ email });
    setResending(false);
    if (resent.ok) toaster.success(`Le enviamos un nuevo código a ${email}`);
    else toaster.error(resent.error.message);
  }

  return (
    <IdentityForm
      label="Confirmar correo electrónico"
      heading="Confirme su correo electrónico"
      lead={
        <>
          Le enviamos un código de verificación a <strong>{email}</strong>. Escríbalo aquí para activar su cuenta.
          También puede usar el enlace del correo.
        </>
      }
      submit="Confirmar y entrar"
      send={() => portal.confirmRegistration({ email, code })}
      onAccepted={(confirmed) => onConfirmed(confirmed.signedIn)}
      footer={
        <div className="ui-card-actions ui-card-actions--start">
          <Button variant="secondary" onPress={() => void resend()} isPending={resending}>
            Reenviar código
          </Button>
          <Button variant="quiet" onPress={onBack}>
            Volver
          </Button>
        </div>
      }
    >
      <TextField
        name="code"
        label="Código de verificación"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
      />
    </IdentityForm>
  );
}
