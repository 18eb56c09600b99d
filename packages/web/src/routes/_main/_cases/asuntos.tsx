import { createFileRoute } from '@tanstack/react-router';
import { readThroughDevice } from '../../../data/device-reads';
import { CasesPage } from '../../../features/cases/cases-page';
import { CasesSearchSchema } from '../../../features/cases/cases-filters';

/** The device's copy of what needs the client, the same /nuevaConsulta reads (data/device-reads.ts). */
const ATTENTION_COPY = 'atencion';

/**
 * /asuntos lists the parent's cases. Which of them need the client (core's listWhatNeedsMe, a few
 * requests on any account) is read beside them and not awaited: until it comes, the list marks
 * the cases whose payments are owed, which the list itself says.
 */
export const Route = createFileRoute('/_main/_cases/asuntos')({
  validateSearch: CasesSearchSchema,
  staticData: { deviceKeys: () => [ATTENTION_COPY] },
  loader: ({ context, route }) => ({
    attention: readThroughDevice(context, route.id, ATTENTION_COPY, () => context.portal.listWhatNeedsMe({ client: context.session.client })),
  }),
  component: CasesPage,
});
