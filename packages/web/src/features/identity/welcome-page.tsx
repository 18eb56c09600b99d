import type { RegisteredClient } from '@justiciable/core';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { usePortal, useToaster } from '../../session/router-context';
import { onBoardingAtom } from '../../session/session-atoms';
import { PendingPage } from '../../shell/status-pages';
import { FormAlert } from '../../ui/blocks';
import { Tabs } from '../../ui/tabs';
import { ConfirmCodeForm } from './confirm-code-form';
import { ConfirmResetForm, RequestResetForm } from './password-reset-forms';
import { SignInForm } from './sign-in-form';
import './welcome.css';

// Most visitors sign in: the registration form and its phone field's list (React Aria's select,
// popover and list box) are fetched when the 'Crear cuenta' tab is first chosen, not with the page.
const RegistrationForm = lazy(() => import('./registration-form').then(({ RegistrationForm }) => ({ default: RegistrationForm })));

type View = 'signIn' | 'register' | 'confirm' | 'forgot' | 'reset';

/** /welcome/:verified?: sign in, registration with its e-mail confirmation, forgotten password. */
export function WelcomePage() {
  const { verified } = useParams({ strict: false });
  const portal = usePortal();
  const toaster = useToaster();
  const navigate = useNavigate();
  const setOnBoarding = useSetAtom(onBoardingAtom);
  const [view, setView] = useState<View>('signIn');
  // One e-mail for every step, so it is typed once.
  const [email, setEmail] = useState('');
  const [registrationPassword, setRegistrationPassword] = useState<string | null>(null);

  function registered(client: RegisteredClient, password: string) {
    setEmail(client.email);
    setRegistrationPassword(password);
    setView('confirm');
  }

  async function confirmed(signedIn: boolean) {
    if (!signedIn) {
      // The provider confirmed without signing in: sign in with the password just chosen.
      const signIn = registrationPassword === null ? null : await portal.signIn({ email, password: registrationPassword });
      if (signIn === null || !signIn.ok) {
        toaster.success('Su cuenta está confirmada. Ya puede ingresar.');
        setView('signIn');
        return;
      }
    }
    setRegistrationPassword(null);
    setOnBoarding(true);
    await navigate({ to: '/nuevaConsulta' });
  }

  const tabs = [
    {
      id: 'signIn',
      label: 'Ingresar',
      content: (
        <SignInForm
          email={email}
          onEmailChange={setEmail}
          onForgotPassword={() => setView('forgot')}
          onUnconfirmed={() => setView('confirm')}
        />
      ),
    },
    {
      id: 'register',
      label: 'Crear cuenta',
      content: (
        <Suspense fallback={<PendingPage />}>
          <RegistrationForm email={email} onEmailChange={setEmail} onRegistered={registered} />
        </Suspense>
      ),
    },
  ];

  return (
    <div className="welcome">
      <section className="welcome-intro" aria-labelledby="welcome-title">
        <h1 id="welcome-title">Su consulta legal, clara y en orden</h1>
        <p>Justiciable reúne en un solo lugar lo que necesita para resolver un problema legal con su abogado o estudio.</p>
        <ul>
          <li>Inicie consultas con abogados y estudios de todo el país.</li>
          <li>Siga sus asuntos, movimientos y documentos.</li>
          <li>Organice audiencias y reuniones en su agenda.</li>
        </ul>
      </section>
      <div className="welcome-card ui-card">
        {verified ? (
          <FormAlert tone="success">Su correo electrónico fue verificado. Ingrese con su contraseña.</FormAlert>
        ) : null}
        {view === 'signIn' || view === 'register' ? (
          <Tabs label="Ingresar o crear cuenta" items={tabs} selectedId={view} onSelectedIdChange={(id) => setView(id as View)} />
        ) : null}
        {view === 'confirm' ? <ConfirmCodeForm email={email} onConfirmed={confirmed} onBack={() => setView('signIn')} /> : null}
        {view === 'forgot' ? (
          <RequestResetForm email={email} onEmailChange={setEmail} onRequested={() => setView('reset')} onBack={() => setView('signIn')} />
        ) : null}
        {view === 'reset' ? <ConfirmResetForm email={email} onReset={() => setView('signIn')} onBack={() => setView('signIn')} /> : null}
      </div>
    </div>
  );
}
