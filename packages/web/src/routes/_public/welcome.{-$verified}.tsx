import { createFileRoute, redirect } from '@tanstack/react-router';
import { WelcomePage } from '../../features/identity/welcome-page';
import { signedInClientIfAny } from '../../session/signed-in';

/** Sign in, registration and welcome (SPEC §2); a signed-in client goes to /. */
export const Route = createFileRoute('/_public/welcome/{-$verified}')({
  beforeLoad: async ({ context }) => {
    if ((await signedInClientIfAny(context)) !== null) throw redirect({ to: '/', replace: true });
  },
  component: WelcomePage,
});
