import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../features/legal/terms-page';

export const Route = createFileRoute('/_public/terminosCondiciones')({
  component: TermsPage,
});
