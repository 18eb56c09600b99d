import { createFileRoute } from '@tanstack/react-router';
import { CasesPage } from '../../../features/cases/cases-page';
import { CasesSearchSchema } from '../../../features/cases/cases-filters';

export const Route = createFileRoute('/_main/_cases/asuntos')({
  validateSearch: CasesSearchSchema,
  component: CasesPage,
});
