import { createFileRoute } from '@tanstack/react-router';
import { CasesPage } from '../../../features/cases/cases-page';

export const Route = createFileRoute('/_main/_cases/asuntos')({
  component: CasesPage,
});
