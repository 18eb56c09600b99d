import { createFileRoute, redirect } from '@tanstack/react-router';
import { MissingPhonePage } from '../../features/identity/missing-phone-page';
import { requireSignedInClient } from '../../session/signed-in';
import { WelcomeSearchSchema } from '../../session/welcome-search';
import { titled } from '../../shell/page-title';

/**
 * The cell phone of an account created without one, asked before the signed-in area lets it in
 * (`askForMissingPhone`); then on to the page asked for (`?volver=`). A client whose account
 * holds a phone has nothing to do here and goes on at once.
 */
export const Route = createFileRoute('/_public/celular')({
  validateSearch: WelcomeSearchSchema,
  beforeLoad: async ({ context, location, search }) => {
    const session = await requireSignedInClient(context, location.href);
    if (!session.phoneMissing) throw redirect({ href: search.volver ?? '/', replace: true });
    return { session };
  },
  head: () => titled('Falta su teléfono celular'),
  component: MissingPhonePage,
});
