import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../features/legal/terms-page';
import { titled } from '../../shell/page-title';

export const Route = createFileRoute('/_public/terminosCondiciones')({
  head: () => titled('Términos y condiciones'),
  component: TermsPage,
});
