import { useState } from 'react';
import { Form } from 'react-aria-components';
import { usePortal } from '../../session/router-context';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { useFormRefusal } from './form-errors';

export interface SignInFormProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  /** The provider signed the client in: go on (the page loads the session and leaves). */
  readonly onSignedIn: () => Promise<void>;
  readonly onForgotPassword: () => void;
  /** The account exists but its e-mail was never confirmed: go enter the code, then sign in with this password. */
  readonly onUnconfirmed: (password: string) => void;
}

export function SignInForm({ email, onEmailChange, onSignedIn, onForgotPassword, onUnconfirmed }: SignInFormProps) {
  const portal = usePortal();
  const [password, setPassword] = useState('');
  const refusal = useFormRefusal();
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit() {
    setPending(true);
    const signedIn = await portal.signIn({ email, password });
    if (signedIn.ok) {
      await onSignedIn();
      setPending(false);
      return;
    }
    setPending(false);
    refusal.refuse(signedIn.error);
    setUnconfirmed(signedIn.error.kind === 'identity' && signedIn.error.reason === 'userNotConfirmed');
  }

  return (
    <Form
      className="ui-form"
      validationBehavior="aria"
      validationErrors={refusal.fieldErrors}
      aria-label="Ingresar"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ErrorSummary errors={refusal.items} attempt={refusal.attempt}>
        {unconfirmed ? (
          <Button variant="secondary" onPress={() => onUnconfirmed(password)}>
            Ingresar el código de confirmación
          </Button>
        ) : null}
      </ErrorSummary>
      <TextField
        name="email"
        type="email"
        label="Correo electrónico"
        autoComplete="username"
        value={email}
        onChange={onEmailChange}
      />
      <PasswordField
        name="password"
        label="Contraseña"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <Button type="submit" block isPending={pending}>
        Ingresar
      </Button>
      <Button variant="quiet" onPress={onForgotPassword}>
        Olvidé mi contraseña
      </Button>
    </Form>
  );
}
