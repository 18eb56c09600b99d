import { createFileRoute, redirect } from '@tanstack/react-router';
import { WelcomePage } from '../../features/identity/welcome-page';
import { WelcomeSearchSchema } from '../../session/welcome-search';
import { signedInClientIfAny } from '../../session/signed-in';
import { titled } from '../../shell/page-title';

/**
 * Sign in, registration and welcome (SPEC §2); a signed-in client goes to /, or back to the page
 * that sent them here (`?volver=`).
 */
export const Route = createFileRoute('/_public/welcome/{-$verified}')({
  validateSearch: WelcomeSearchSchema,
  beforeLoad: async ({ context, search }) => {
    if ((await signedInClientIfAny(context)) !== null) throw redirect({ href: search.volver ?? '/', replace: true });
  },
  head: () => titled('Ingresar o registrarse'),
  component: WelcomePage,
});
