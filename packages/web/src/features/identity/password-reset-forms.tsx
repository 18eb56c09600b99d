import { sessionMessages, successMessages } from '@justiciable/core';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { usePortal, useToaster } from '../../session/router-context';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { ErrorSummary } from '../../ui/error-summary';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { useFormRefusal } from './form-errors';
import { PasswordChecklist } from './password-checklist';
import { StepHeading } from './step-heading';

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
  const refusal = useFormRefusal();
  const [pending, setPending] = useState(false);

  async function submit() {
    setPending(true);
    const requested = await portal.requestPasswordReset({ email });
    setPending(false);
    if (requested.ok) onRequested();
    else refusal.refuse(requested.error);
  }

  return (
    <Form
      className="ui-form"
      validationBehavior="aria"
      validationErrors={refusal.fieldErrors}
      aria-label="Recuperar contraseña"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <StepHeading>Recuperar contraseña</StepHeading>
      <p>Escriba el correo electrónico de su cuenta y le enviaremos un código para elegir una contraseña nueva.</p>
      <ErrorSummary errors={refusal.items} attempt={refusal.attempt} />
      <TextField
        name="email"
        type="email"
        label="Correo electrónico"
        autoComplete="username"
        value={email}
        onChange={onEmailChange}
      />
      <Button type="submit" block isPending={pending}>
        Enviar código
      </Button>
      <Button variant="quiet" onPress={onBack}>
        Volver a ingresar
      </Button>
    </Form>
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
  const refusal = useFormRefusal();
  const [pending, setPending] = useState(false);

  async function submit() {
    setPending(true);
    const reset = await portal.confirmPasswordReset({ email, code, newPassword: password, endOtherSessions });
    setPending(false);
    if (reset.ok) {
      if (!endOtherSessions) toaster.success('Su contraseña fue actualizada. Ya puede ingresar.');
      else if (reset.value.otherSessionsEnded) toaster.success(sessionMessages.passwordResetEndedSessions);
      else toaster.info(sessionMessages.passwordResetSessionsKept);
      onReset();
    } else {
      refusal.refuse(reset.error);
    }
  }

  return (
    <Form
      className="ui-form"
      validationBehavior="aria"
      validationErrors={refusal.fieldErrors}
      aria-label="Elegir contraseña nueva"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <StepHeading>Elija una contraseña nueva</StepHeading>
      <p>
        {successMessages.passwordResetRequested} Correo ingresado: <strong>{email}</strong>. Escriba el código junto con
        su contraseña nueva.
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
      <Button type="submit" block isPending={pending}>
        Guardar contraseña
      </Button>
      <Button variant="quiet" onPress={onBack}>
        Volver a ingresar
      </Button>
    </Form>
  );
}
