import { createFileRoute } from '@tanstack/react-router';
import { VerifyAccountPage } from '../../features/identity/verify-account-page';
import { titled } from '../../shell/page-title';

/**
 * The link of the confirmation e-mail. Confirming is a change, so the page asks for it with a
 * button instead of a loader doing it: mail scanners that open links confirm nothing.
 */
export const Route = createFileRoute('/_public/verifyAccount/$username/$code')({
  head: () => titled('Confirmar su cuenta'),
  component: VerifyAccountPage,
});
