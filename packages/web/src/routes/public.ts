import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { endSession } from '../session/end-session';
import { onBoardingAtom } from '../session/session-atoms';
import { PublicFrame } from '../shell/public-frame';
import { rootRoute } from './root';

/** Pages anyone may open: sign-in and registration, the legal texts, links sent by e-mail. */
const publicLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: PublicFrame,
});

/** Sign in, registration and welcome (SPEC §2); a signed-in client goes to /. */
const welcomeRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'welcome/{-$verified}',
  beforeLoad: async ({ context }) => {
    const loaded = await context.portal.loadSession();
    if (loaded.ok) throw redirect({ to: '/', replace: true });
    // Signed in at the provider but without a usable user record: that session cannot be used,
    // so it ends here and the person can sign in again (SPEC §2, a failed user load logs out).
    if (loaded.error.kind !== 'unauthenticated') await endSession(context);
  },
  component: lazyRouteComponent(() => import('../features/identity/welcome-page'), 'WelcomePage'),
});

/**
 * The link of the confirmation e-mail. Confirming signs the client in (SPEC §4), so they land
 * on Nueva consulta; when the provider did not sign them in (another browser), they sign in.
 */
const verifyAccountRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'verifyAccount/$username/$code',
  loader: async ({ context, params }) => {
    const confirmed = await context.portal.confirmRegistration({ email: params.username, code: params.code });
    if (confirmed.ok && confirmed.value.signedIn) {
      context.store.current().set(onBoardingAtom, true);
      throw redirect({ to: '/nuevaConsulta', replace: true });
    }
    if (confirmed.ok) throw redirect({ to: '/welcome/{-$verified}', params: { verified: 'verificado' }, replace: true });
    return { error: confirmed.error.message };
  },
  component: lazyRouteComponent(() => import('./pages/verify-account'), 'VerifyAccountRoutePage'),
});

/** A studio's invitation sent by e-mail. */
const vinculateContactRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'vinculateContact/$id_invitation',
  loader: async ({ context, params }) => {
    const [invitation, session] = await Promise.all([context.portal.findInvitation(params.id_invitation), context.portal.loadSession()]);
    return { invitation, client: session.ok ? session.value.client : null };
  },
  component: lazyRouteComponent(() => import('./pages/vinculate-contact'), 'VinculateContactRoutePage'),
});

const termsRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'terminosCondiciones',
  component: lazyRouteComponent(() => import('../features/legal/terms-page'), 'TermsPage'),
});

const privacyRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'politicasDePrivacidad',
  component: lazyRouteComponent(() => import('../features/legal/privacy-page'), 'PrivacyPage'),
});

export const publicRoutes = publicLayoutRoute.addChildren([welcomeRoute, verifyAccountRoute, vinculateContactRoute, termsRoute, privacyRoute]);
