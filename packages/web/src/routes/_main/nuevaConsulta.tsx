import type { NewConsultationPart } from '@justiciable/core';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AGENDA_COPY, ATTENTION_COPY } from '../../data/device-keys';
import { handOverFor } from '../../data/device-reads';
import { readFailureMessage, type Loaded } from '../../data/loaded';
import { loadedPart, loadedParts, throughDevice } from '../../data/page-parts';
import { takeReturnAfterSignIn } from '../../features/consultations/consultation-draft';
import { NewConsultationPage } from '../../features/consultations/new-consultation-page';
import { NewConsultationSearchSchema } from '../../features/consultations/new-consultation-search';
import { titled } from '../../shell/page-title';

/**
 * What needs the client, read once per visit of the page and signed-in client: choosing a lawyer
 * on the form changes the route's deps and runs its loader again, which must not read the whole
 * agenda and the cases again for a panel that did not change.
 */
const visits = new WeakMap<object, Map<string, Promise<Loaded<unknown>>>>();

/** The device's copy the route reads (data/device-reads.ts). */
const COPIES = { attention: ATTENTION_COPY } as const satisfies Record<NewConsultationPart, string>;

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
    const visit = (cause === 'stay' ? visits.get(context.session) : undefined) ?? new Map();
    visits.set(context.session, visit);
    const copies = throughDevice(context, route.id, COPIES, { keepInMemory: true, visit });
    const opened = await context.portal.openNewConsultation({
      client: context.session.client,
      lawyerId: deps.lawyerId,
      groupId: deps.groupId,
      through: copies.through,
      // The panel's agenda goes to /agenda (DeviceReads' handOver), which a sign-in's next tap
      // often opens: the large account's agenda is not read twice in a minute on a phone's network.
      onAgendaRead: (agenda) => handOverFor(context, AGENDA_COPY, agenda),
    });
    if (!opened.ok) {
      const failed = { ok: false, message: readFailureMessage(opened.error) } as const;
      return { attention: Promise.resolve(failed), lawyers: failed, documentTypes: failed, busySlots: failed };
    }
    const { attention, ...parts } = opened.value;
    return { attention: attention.then((part) => loadedPart('attention', part, copies)), ...loadedParts(parts) };
  },
  head: () => titled('Nueva consulta'),
  component: NewConsultationPage,
});
