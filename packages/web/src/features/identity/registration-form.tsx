import { DEFAULT_CALLING_COUNTRY, type CallingCountry, type RegisteredClient } from '@justiciable/core';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { usePortal } from '../../session/router-context';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { PasswordField } from '../../ui/password-field';
import { PhoneField } from '../../ui/phone-field';
import { TextField } from '../../ui/text-field';
import { useFormRefusal } from './form-errors';
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
  const refusal = useFormRefusal();
  const [accountExists, setAccountExists] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit() {
    setPending(true);
    const registered = await portal.registerClient({ name, email, password, phone, phoneCountry: country });
    setPending(false);
    if (registered.ok) {
      onRegistered(registered.value, password);
      return;
    }
    refusal.refuse(registered.error);
    const { error } = registered;
    setAccountExists(error.kind === 'identity' && (error.reason === 'emailExists' || error.reason === 'userExists'));
  }

  return (
    <Form
      className="ui-form"
      validationBehavior="aria"
      validationErrors={refusal.fieldErrors}
      aria-label="Crear cuenta"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ErrorSummary errors={refusal.items} attempt={refusal.attempt}>
        {accountExists ? (
          <>
            <Button variant="secondary" onPress={onSignIn}>
              Ingresar con este correo
            </Button>
            <Button variant="quiet" onPress={onForgotPassword}>
              Olvidé mi contraseña
            </Button>
          </>
        ) : null}
      </ErrorSummary>
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
      <Button type="submit" block isPending={pending}>
        Crear cuenta
      </Button>
      <p className="ui-description">
        Al crear su cuenta acepta los <NewTabLink href="/terminosCondiciones">términos y condiciones</NewTabLink> y la{' '}
        <NewTabLink href="/politicasDePrivacidad">política de privacidad</NewTabLink>.
      </p>
    </Form>
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
