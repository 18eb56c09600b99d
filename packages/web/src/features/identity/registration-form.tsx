import { DEFAULT_CALLING_COUNTRY, type CallingCountry, type RegisteredClient } from '@justiciable/core';
import { useState } from 'react';
import { usePortal } from '../../session/router-context';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { PhoneField } from '../../ui/phone-field';
import { TextField } from '../../ui/text-field';
import { IdentityForm } from './identity-form';
import { PasswordChecklist } from './password-checklist';

export interface RegistrationFormProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  /** The account exists; the password stays with the page to sign in if confirming does not. */
  readonly onRegistered: (client: RegisteredClient, password: string) => void;
  /** The e-mail has an account already: sign in with it instead, or recover its password. */
  readonly onSignIn: () => void;
  readonly onForgotPassword: () => void;
}

export function RegistrationForm({
  email,
  onEmailChange,
  onRegistered,
  onSignIn,
  onForgotPassword,
}: RegistrationFormProps) {
  const portal = usePortal();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [country, setCountry] = useState<CallingCountry>(DEFAULT_CALLING_COUNTRY);
  const [phone, setPhone] = useState('');
  const [accountExists, setAccountExists] = useState(false);

  return (
    <IdentityForm
      label="Crear cuenta"
      submit="Crear cuenta"
      send={() => portal.registerClient({ name, email, password, phone, phoneCountry: country })}
      onAccepted={(client) => onRegistered(client, password)}
      onRefused={(error) =>
        setAccountExists(error.kind === 'identity' && (error.reason === 'emailExists' || error.reason === 'userExists'))
      }
      refusalActions={
        accountExists ? (
          <>
            <Button variant="secondary" onPress={onSignIn}>
              Ingresar con este correo
            </Button>
            <Button variant="quiet" onPress={onForgotPassword}>
              Olvidé mi contraseña
            </Button>
          </>
        ) : null
      }
      footer={
        <p className="ui-description">
          Al crear su cuenta acepta los <NewTabLink href="/terminosCondiciones">términos y condiciones</NewTabLink> y la{' '}
          <NewTabLink href="/politicasDePrivacidad">política de privacidad</NewTabLink>.
        </p>
      }
    >
      <TextField
        name="name"
        label="Nombre y apellido"
        description="Así lo verán sus abogados."
        autoComplete="name"
        value={name}
        onChange={setName}
      />
      <TextField
        name="email"
        type="email"
        label="Correo electrónico"
        description="Será su usuario para ingresar."
        autoComplete="email"
        value={email}
        onChange={onEmailChange}
      />
      <PasswordField
        name="password"
        label="Contraseña"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        help={<PasswordChecklist password={password} />}
      />
      <PhoneField
        legend="Teléfono celular"
        name="phone"
        country={country}
        onCountryChange={setCountry}
        number={phone}
        onNumberChange={setPhone}
      />
    </IdentityForm>
  );
}

/** Opens the legal texts beside the form, so what was typed stays. */
function NewTabLink({ href, children }: { readonly href: string; readonly children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
    </a>
  );
}
