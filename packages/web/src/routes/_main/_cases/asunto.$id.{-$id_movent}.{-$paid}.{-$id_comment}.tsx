import type { CaseDetailPart } from '@justiciable/core';
import { createFileRoute } from '@tanstack/react-router';
import { loadedParts, throughDevice } from '../../../data/page-parts';
import { CasePage } from '../../../features/cases/case-page';
import { CheckoutReturnSearchSchema } from '../../../features/cases/checkout-return-search';
import { refuse, unansweredOrLeave } from '../../-guard';
import { titled } from '../../../shell/page-title';

/**
 * Case detail: only the client's own cases open (SPEC §2, §6). The guard runs in the loader, the
 * one exception to guards in beforeLoad, because it decides on the case list, which is the
 * parent's cached loader data; a case missing from it makes core read the list again once. A
 * list that got no answer decides nothing: the page stays on the link (one from an e-mail, often)
 * with the message and 'Reintentar'. Back from the checkout (a :paid part, with `?payment_id=`), core
 * reads the page's address and reports the payment it names.
 * The movements and the documents' list are read through the device's copy (data/device-reads.ts).
 */
/** The device's copies of a case's movements and documents' list. */
const copiesOf = (caseId: string): Record<CaseDetailPart, string> => ({
  movements: `movimientos:${caseId}`,
  documents: `documentos:${caseId}`,
});

export const Route = createFileRoute('/_main/_cases/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}')({
  validateSearch: CheckoutReturnSearchSchema,
  // Another payment id is another return, read again.
  loaderDeps: ({ search }) => ({ paymentId: search.payment_id }),
  staticData: { deviceKeys: ({ id }) => (id === undefined ? [] : Object.values(copiesOf(id))) },
  loader: async ({ context, params, parentMatchPromise, route, location }) => {
    const cases = (await parentMatchPromise).loaderData;
    const copies = throughDevice(context, route.id, copiesOf(params.id));
    const opened = await context.portal.openCaseDetail({
      client: context.session.client,
      caseId: params.id,
      knownCases: cases?.ok ? cases.value : [],
      through: copies.through,
      ...(params.paid === undefined ? {} : { checkoutReturn: new URL(location.href, window.location.origin).href }),
    });
    if (!opened.ok) return { unchecked: unansweredOrLeave(opened.error, context.toaster, '/asuntos') };
    const { refusal, file } = opened.value;
    if (refusal !== null) refuse(refusal, context.toaster);
    const { case: opening, view, checkout, ...parts } = file;
    // What a document can be filed under on upload: a failed read is said there, with 'Reintentar'.
    return { unchecked: null, case: opening, view, checkout, ...loadedParts(parts, copies) };
  },
  // The case's name, under its section: 'Despido sin causa · Asuntos · Justiciable'.
  head: ({ loaderData }) => titled(loaderData?.unchecked === null ? loaderData.case.case : 'Asunto', 'Asuntos'),
  component: CasePage,
});
