import type { WhatNeedsMe } from '@justiciable/core';
import { createFileRoute } from '@tanstack/react-router';
import { ATTENTION_COPY } from '../../../data/device-keys';
import { knownOnDevice } from '../../../data/device-reads';
import { CasesPage } from '../../../features/cases/cases-page';
import { CasesSearchSchema } from '../../../features/cases/cases-filters';
import { titled } from '../../../shell/page-title';

/**
 * /asuntos lists the parent's cases as core's openCaseList marks them. Which of them need the
 * client is what /nuevaConsulta, where every sign-in lands, last read (core's listWhatNeedsMe),
 * kept on the device and known without asking the services again: each section's data is read
 * once, and the agenda behind that answer is the largest there is. With none kept, core marks
 * what the list itself says: the payments owed.
 */
export const Route = createFileRoute('/_main/_cases/asuntos')({
  validateSearch: CasesSearchSchema,
  loader: async ({ context, parentMatchPromise }) => {
    const cases = (await parentMatchPromise).loaderData;
    // A list that could not be read is said by the page, from the parent's answer.
    if (cases === undefined || !cases.ok) return { list: null };
    const list = await context.portal.openCaseList({
      client: context.session.client,
      knownCases: cases.value,
      whatNeedsMe: await knownOnDevice<WhatNeedsMe>(context, ATTENTION_COPY),
    });
    return { list: list.ok ? list.value : null };
  },
  // Read again on entering (or when the cases are): a change of the search or filters asks nothing of it.
  shouldReload: false,
  head: () => titled('Asuntos'),
  component: CasesPage,
});
