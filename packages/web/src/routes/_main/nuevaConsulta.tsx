import type { Portal, PortalError, Result, WhatNeedsMe } from '@justiciable/core';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AGENDA_COPY, ATTENTION_COPY } from '../../data/device-keys';
import { handOverFor, readThroughDevice, type DeviceReadContext } from '../../data/device-reads';
import { loaded, type Loaded } from '../../data/loaded';
import { takeReturnAfterSignIn } from '../../features/consultations/consultation-draft';
import { NewConsultationPage } from '../../features/consultations/new-consultation-page';
import { NewConsultationSearchSchema } from '../../features/consultations/new-consultation-search';
import { titled } from '../../shell/page-title';

/**
 * What needs the client, read once per visit of the page and signed-in client: choosing a lawyer
 * on the form changes the route's deps and runs its loader again, which must not read the whole
 * agenda and the cases again for a panel that did not change.
 */
const attentionOfVisit = new WeakMap<object, Promise<Loaded<WhatNeedsMe>>>();

/**
 * The panel's read: the agenda it takes in is read here and handed over to /agenda (DeviceReads'
 * handOver), which a sign-in's next tap often opens: the large account's agenda is not read
 * twice in a minute on a phone's network.
 */
function readAttention(
  context: DeviceReadContext & { readonly portal: Portal },
): Promise<Result<WhatNeedsMe, PortalError>> {
  const { client } = context.session;
  const agenda = context.portal.listCalendar({ client });
  handOverFor(context, AGENDA_COPY, agenda);
  return context.portal.listWhatNeedsMe({ client, agenda });
}

/**
 * Nueva consulta (SPEC §2 newConsultation), where sign-in and registration land: a visitor who
 * left a studio's or a calendar's link to sign in goes back to it, where their draft waits. A
 * lawyer the address names who cannot be consulted is said so on the first step.
 * Above the form, what needs the client (core's listWhatNeedsMe), read through the device's copy
 * and not awaited: the form never waits for it, and the panel says it is looking meanwhile. Its
 * answer is kept in memory too, for /asuntos to mark the cases that need the client.
 */
export const Route = createFileRoute('/_main/nuevaConsulta')({
  validateSearch: NewConsultationSearchSchema,
  staticData: { deviceKeys: () => [ATTENTION_COPY] },
  beforeLoad: ({ context }) => {
    const back = takeReturnAfterSignIn(context.store.current());
    if (back !== null) throw redirect({ href: back, replace: true });
  },
  loaderDeps: ({ search }) => ({ lawyerId: search.abogado, groupId: search.grupo }),
  loader: async ({ context, deps, route, cause }) => {
    const { client } = context.session;
    const kept = cause === 'stay' ? attentionOfVisit.get(context.session) : undefined;
    const read = () =>
      readThroughDevice(context, route.id, ATTENTION_COPY, () => readAttention(context), { keepInMemory: true });
    // A read that failed is read again (the panel's Reintentar reloads the route).
    const attention = kept === undefined ? read() : kept.then((answer) => (answer.ok ? answer : read()));
    attentionOfVisit.set(context.session, attention);
    const { lawyerId, groupId } = deps;
    const named = lawyerId === undefined || groupId === undefined ? undefined : { lawyerId, groupId };
    const [lawyers, documentTypes, busySlots] = await Promise.all([
      // Who can be chosen, the client's own lawyers among them, and why the named one cannot be, if so.
      context.portal.listConsultationLawyers({ client, named }),
      context.portal.listDocumentTypes(),
      lawyerId === undefined ? null : context.portal.listLawyerCalendar({ lawyerId }),
    ]);
    return {
      attention,
      lawyers: loaded(lawyers),
      documentTypes: loaded(documentTypes),
      busySlots: busySlots === null ? null : loaded(busySlots),
    };
  },
  head: () => titled('Nueva consulta'),
  component: NewConsultationPage,
});
