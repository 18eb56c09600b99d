import type { LoadedSession, RegisteredClient } from '@justiciable/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useRouterContext } from '../../session/router-context';
import { onBoardingAtom } from '../../session/session-atoms';
import { signedInClientIfAny } from '../../session/signed-in';
import { userAtom } from '../../session/user-atoms';
import { PendingPage } from '../../shell/status-pages';
import { FormAlert } from '../../ui/blocks';
import { Tabs } from '../../ui/tabs';
import { ConfirmCodeForm } from './confirm-code-form';
import { focusLandingHeading } from './landing-focus';
import { OnBoardingForm } from './on-boarding-form';
import { ConfirmResetForm, RequestResetForm } from './password-reset-forms';
import { SignInForm } from './sign-in-form';
import './welcome.css';

// Most visitors sign in: the registration form and its phone field's list (React Aria's select,
// popover and list box) are fetched when the 'Crear cuenta' tab is first chosen, not with the page.
const RegistrationForm = lazy(() =>
  import('./registration-form').then(({ RegistrationForm }) => ({ default: RegistrationForm })),
);

const welcomeRoute = getRouteApi('/_public/welcome/{-$verified}');

type View = 'signIn' | 'register' | 'confirm' | 'forgot' | 'reset' | 'onBoarding';

/**
 * /welcome/:verified?: sign in, registration with its e-mail confirmation, forgotten password, and
 * the on-boarding step of an account without a name. Signing in or registering goes back to the
 * page that sent the person here (`?volver=`), or to / (Nueva consulta).
 */
export function WelcomePage() {
  const { verified } = welcomeRoute.useParams();
  const { volver, correo } = welcomeRoute.useSearch();
  const context = useRouterContext();
  const { portal, toaster } = context;
  const navigate = useNavigate();
  const setOnBoarding = useSetAtom(onBoardingAtom);
  const setUser = useSetAtom(userAtom);
  const [view, setView] = useState<View>('signIn');
  // One e-mail for every step, so it is typed once.
  const [email, setEmail] = useState(correo ?? '');
  // The password typed at registration or on the sign-in form, to sign in once the code confirms the account.
  const [passwordToConfirm, setPasswordToConfirm] = useState<string | null>(null);
  const [sessionToComplete, setSessionToComplete] = useState<LoadedSession | null>(null);

  /** Registration, or signing in to an account not confirmed yet: the e-mailed code comes next. */
  function confirmWith(password: string) {
    setPasswordToConfirm(password);
    setView('confirm');
  }

  function registered(client: RegisteredClient, password: string) {
    setEmail(client.email);
    confirmWith(password);
  }

  async function confirmed(signedIn: boolean) {
    if (!signedIn) {
      // The provider confirmed without signing in: sign in with the password typed before.
      const signIn = passwordToConfirm === null ? null : await portal.signIn({ email, password: passwordToConfirm });
      if (signIn === null || !signIn.ok) {
        toaster.success('Su cuenta está confirmada. Ya puede ingresar.');
        setView('signIn');
        return;
      }
    }
    setPasswordToConfirm(null);
    setOnBoarding(true);
    await enter();
  }

  /** Signed in: the session is loaded once here (the signed-in area then reads it), and an account without a name completes it first. */
  async function enter() {
    const loaded = await signedInClientIfAny(context);
    if (loaded !== null && portal.needsOnBoarding(loaded)) {
      setSessionToComplete(loaded);
      setView('onBoarding');
      return;
    }
    await goOn();
  }

  async function completed(session: LoadedSession) {
    setUser(session);
    await goOn();
  }

  async function goOn() {
    focusLandingHeading();
    await navigate({ href: volver ?? '/', replace: true });
  }

  const tabs = [
    {
      id: 'signIn',
      label: 'Ingresar',
      content: (
        <SignInForm
          email={email}
          onEmailChange={setEmail}
          onSignedIn={enter}
          onForgotPassword={() => setView('forgot')}
          onUnconfirmed={confirmWith}
        />
      ),
    },
    {
      id: 'register',
      label: 'Crear cuenta',
      content: (
        <Suspense fallback={<PendingPage />}>
          <RegistrationForm
            email={email}
            onEmailChange={setEmail}
            onRegistered={registered}
            onSignIn={() => setView('signIn')}
            onForgotPassword={() => setView('forgot')}
          />
        </Suspense>
      ),
    },
  ];

  return (
    <div className="welcome">
      <section className="welcome-intro" aria-labelledby="welcome-title">
        <h1 id="welcome-title">Su consulta legal, clara y en orden</h1>
        <p>
          Justiciable reúne en un solo lugar lo que necesita para resolver un problema legal con su abogado o estudio.
        </p>
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
          <Tabs
            label="Ingresar o crear cuenta"
            items={tabs}
            selectedId={view}
            onSelectedIdChange={(id) => setView(id as View)}
          />
        ) : null}
        {view === 'confirm' ? (
          <ConfirmCodeForm email={email} onConfirmed={confirmed} onBack={() => setView('signIn')} />
        ) : null}
        {view === 'forgot' ? (
          <RequestResetForm
            email={email}
            onEmailChange={setEmail}
            onRequested={() => setView('reset')}
            onBack={() => setView('signIn')}
          />
        ) : null}
        {view === 'reset' ? (
          <ConfirmResetForm email={email} onReset={() => setView('signIn')} onBack={() => setView('signIn')} />
        ) : null}
        {view === 'onBoarding' && sessionToComplete !== null ? (
          <OnBoardingForm session={sessionToComplete} onCompleted={completed} />
        ) : null}
      </div>
    </div>
  );
}
