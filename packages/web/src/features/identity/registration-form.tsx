import type { RegisteredClient } from '@justiciable/core';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { usePortal } from '../../session/router-context';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { PasswordField } from '../../ui/password-field';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { CALLING_CODES, DEFAULT_CALLING_CODE, callingCode } from './calling-codes';
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

const callingCodeOptions = CALLING_CODES.map(({ id, label }) => ({ id, label }));

export function RegistrationForm({ email, onEmailChange, onRegistered, onSignIn, onForgotPassword }: RegistrationFormProps) {
  const portal = usePortal();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [country, setCountry] = useState<string>(DEFAULT_CALLING_CODE);
  const [phone, setPhone] = useState('');
  const refusal = useFormRefusal();
  const [accountExists, setAccountExists] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit() {
    setPending(true);
    const registered = await portal.registerClient({ name, email, password, phone: `${callingCode(country)}${phone}` });
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
      <TextField name="name" label="Nombre y apellido" description="Así lo verán sus abogados." autoComplete="name" value={name} onChange={setName} />
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
      <fieldset className="ui-fieldset">
        <legend className="ui-label">Teléfono celular</legend>
        <div className="ui-phone">
          <Select
            label="País"
            options={callingCodeOptions}
            value={country}
            onChange={(value) => setCountry(value ?? DEFAULT_CALLING_CODE)}
          />
          <TextField
            name="phone"
            type="tel"
            label="Número"
            inputMode="tel"
            autoComplete="tel-national"
            description="Con código de área, sin 0 ni 15. Ej.: 11 2345 6789"
            value={phone}
            onChange={setPhone}
          />
        </div>
      </fieldset>
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
