import type { WhatNeedsMe } from '@justiciable/core';
import { createFileRoute } from '@tanstack/react-router';
import { ATTENTION_COPY } from '../../../data/device-keys';
import { knownOnDevice } from '../../../data/device-reads';
import { CasesPage } from '../../../features/cases/cases-page';
import { CasesSearchSchema } from '../../../features/cases/cases-filters';
import { titled } from '../../../shell/page-title';

/**
 * /asuntos lists the parent's cases. Which of them need the client is what /nuevaConsulta, where
 * every sign-in lands, last read (core's listWhatNeedsMe), known without asking the services
 * again: each section's data is read once, and the agenda behind that answer is the largest there
 * is. Until it is known, or with none, the list marks what it knows itself: the payments owed.
 */
export const Route = createFileRoute('/_main/_cases/asuntos')({
  validateSearch: CasesSearchSchema,
  loader: ({ context }) => ({ attention: knownOnDevice<WhatNeedsMe>(context, ATTENTION_COPY) }),
  // Read again on entering only: a change of the search or filters asks nothing of it.
  shouldReload: false,
  head: () => titled('Asuntos'),
  component: CasesPage,
});
