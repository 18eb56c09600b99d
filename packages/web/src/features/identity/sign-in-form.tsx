import { useState } from 'react';
import { usePortal } from '../../session/router-context';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { IdentityForm } from './identity-form';

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
  const [unconfirmed, setUnconfirmed] = useState(false);

  return (
    <IdentityForm
      label="Ingresar"
      submit="Ingresar"
      send={() => portal.signIn({ email, password })}
      onAccepted={onSignedIn}
      onRefused={(error) => setUnconfirmed(error.kind === 'identity' && error.reason === 'userNotConfirmed')}
      refusalActions={
        unconfirmed ? (
          <Button variant="secondary" onPress={() => onUnconfirmed(password)}>
            Ingresar el código de confirmación
          </Button>
        ) : null
      }
      footer={
        <Button variant="quiet" onPress={onForgotPassword}>
          Olvidé mi contraseña
        </Button>
      }
    >
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
    </IdentityForm>
  );
}
