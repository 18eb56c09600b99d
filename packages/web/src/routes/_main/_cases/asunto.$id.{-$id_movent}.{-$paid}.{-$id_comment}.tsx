import { awaitsDate } from '@justiciable/core';
import { createFileRoute } from '@tanstack/react-router';
import { readThroughDevice } from '../../../data/device-reads';
import { loaded } from '../../../data/loaded';
import { CasePage } from '../../../features/cases/case-page';
import { CheckoutReturnSearchSchema } from '../../../features/cases/checkout-return-search';
import { enforce, unansweredOrLeave } from '../../-guard';
import { titled } from '../../../shell/page-title';

/**
 * Case detail: only the client's own cases open (SPEC §2, §6). The guard runs in the loader, the
 * one exception to guards in beforeLoad, because it decides on the case list, which is the
 * parent's cached loader data; a case missing from it makes core read the list again once. A
 * list that got no answer decides nothing: the page stays on the link (one from an e-mail, often)
 * with the message and 'Reintentar'. Back from the checkout, `?payment_id=` is the payment to report.
 * The movements and the documents' list are read through the device's copy (data/device-reads.ts).
 */
/** The device's copies of a case's movements and documents' list. */
const copiesOf = (caseId: string) => ({ movements: `movimientos:${caseId}`, documents: `documentos:${caseId}` });

export const Route = createFileRoute('/_main/_cases/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}')({
  validateSearch: CheckoutReturnSearchSchema,
  staticData: { deviceKeys: ({ id }) => (id === undefined ? [] : Object.values(copiesOf(id))) },
  loader: async ({ context, params, parentMatchPromise, route }) => {
    const cases = (await parentMatchPromise).loaderData;
    const opened = await context.portal.openCase({
      client: context.session.client,
      caseId: params.id,
      knownCases: cases?.ok ? cases.value : [],
    });
    if (!opened.ok) return { unchecked: unansweredOrLeave(opened.error, context.toaster, '/asuntos') };
    enforce(opened.value.access, context.toaster);
    const opening = opened.value.cases.find((item) => item.id === params.id);
    if (opening === undefined) throw new Error(`openCase allowed case ${params.id} without answering it.`);
    const [movements, documents, documentTypes, documentCategories] = await Promise.all([
      readThroughDevice(context, route.id, copiesOf(params.id).movements, () =>
        context.portal.listMovements({ caseId: params.id }),
      ),
      readThroughDevice(context, route.id, copiesOf(params.id).documents, () =>
        context.portal.listCaseDocuments({ caseId: params.id, groupId: opening.id_grupo }),
      ),
      context.portal.listDocumentTypes(),
      context.portal.listDocumentCategories({ groupId: opening.id_grupo }),
    ]);
    // The lawyer's busy slots only when a date request waits for the client's answer.
    const dateAwaited = movements.ok && movements.value.movements.some(awaitsDate);
    const lawyerCalendar = dateAwaited
      ? loaded(await context.portal.listLawyerCalendar({ lawyerId: opening.id_abogado }))
      : null;
    return {
      unchecked: null,
      case: opening,
      movements,
      documents,
      // What a document can be filed under on upload; a failed read is said there, with 'Reintentar'.
      documentTypes: loaded(documentTypes),
      documentCategories: loaded(documentCategories),
      lawyerCalendar,
    };
  },
  // The case's name, under its section: 'Despido sin causa · Asuntos · Justiciable'.
  head: ({ loaderData }) => titled(loaderData?.unchecked === null ? loaderData.case.case : 'Asunto', 'Asuntos'),
  component: CasePage,
});
