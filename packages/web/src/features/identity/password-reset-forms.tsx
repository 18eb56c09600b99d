import { sessionMessages, successMessages } from '@justiciable/core';
import { useState } from 'react';
import { usePortal, useToaster } from '../../session/router-context';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { IdentityForm } from './identity-form';
import { PasswordChecklist } from './password-checklist';

/** Step one of a forgotten password: the provider e-mails a code. */
export function RequestResetForm({
  email,
  onEmailChange,
  onRequested,
  onBack,
}: {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  readonly onRequested: () => void;
  readonly onBack: () => void;
}) {
  const portal = usePortal();

  return (
    <IdentityForm
      label="Recuperar contraseña"
      heading="Recuperar contraseña"
      lead="Escriba el correo electrónico de su cuenta y le enviaremos un código para elegir una contraseña nueva."
      submit="Enviar código"
      send={() => portal.requestPasswordReset({ email })}
      onAccepted={onRequested}
      footer={<BackToSignIn onBack={onBack} />}
    >
      <TextField
        name="email"
        type="email"
        label="Correo electrónico"
        autoComplete="username"
        value={email}
        onChange={onEmailChange}
      />
    </IdentityForm>
  );
}

/** Step two: the e-mailed code and the new password, which must meet the policy. */
export function ConfirmResetForm({
  email,
  onReset,
  onBack,
}: {
  readonly email: string;
  readonly onReset: () => void;
  readonly onBack: () => void;
}) {
  const portal = usePortal();
  const toaster = useToaster();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  // Checked from the start: whoever made a reset necessary may hold a session somewhere.
  const [endOtherSessions, setEndOtherSessions] = useState(true);

  return (
    <IdentityForm
      label="Elegir contraseña nueva"
      heading="Elija una contraseña nueva"
      lead={
        <>
          {successMessages.passwordResetRequested} Correo ingresado: <strong>{email}</strong>. Escriba el código junto
          con su contraseña nueva.
        </>
      }
      submit="Guardar contraseña"
      send={() => portal.confirmPasswordReset({ email, code, newPassword: password, endOtherSessions })}
      onAccepted={({ otherSessionsEnded }) => {
        if (!endOtherSessions) toaster.success('Su contraseña fue actualizada. Ya puede ingresar.');
        else if (otherSessionsEnded) toaster.success(sessionMessages.passwordResetEndedSessions);
        else toaster.info(sessionMessages.passwordResetSessionsKept);
        onReset();
      }}
      footer={<BackToSignIn onBack={onBack} />}
    >
      <TextField
        name="code"
        label="Código de verificación"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
      />
      <PasswordField
        name="password"
        label="Contraseña nueva"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        help={<PasswordChecklist password={password} />}
      />
      <CheckboxField
        name="endOtherSessions"
        label="Cerrar la sesión en todos mis dispositivos"
        checked={endOtherSessions}
        onChange={setEndOtherSessions}
      />
    </IdentityForm>
  );
}

function BackToSignIn({ onBack }: { readonly onBack: () => void }) {
  return (
    <Button variant="quiet" onPress={onBack}>
      Volver a ingresar
    </Button>
  );
}
