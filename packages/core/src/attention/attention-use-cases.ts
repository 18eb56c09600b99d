import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import { makeListWhatNeedsMe, type WhatNeedsMeRequest } from './list-what-needs-me';
import type { WhatNeedsMe } from './what-needs-me';

/**
 * The portal's use-cases of what needs the client across their cases: what a person who signs in
 * should see first, each thing with what it takes to do it in one step.
 *
 * Every failure is a `PortalError` whose message is the catalogue's Spanish text (SPEC §8): a call
 * that reaches a service fails as `unavailable` (no network, a timeout, an unexpected answer:
 * `transport` says which), `rejected`, `forbidden` or `not-found`, except that a throttled call
 * keeps 'Demasiados intentos…' and an ended session answers `unauthenticated`, 'El usuario no está
 * autenticado'.
 */
export interface AttentionUseCases {
  /**
   * What needs the client, most urgent first: the lawyers' file requests still without their file
   * and date requests still without a date, the payments owed, the lawyers' unread messages (per
   * case, with their count), the studios' invitations not answered, and the next three meetings.
   * Each item carries its kind, a Spanish label and description, its case, a meeting's start
   * (`due`), and the movement, agenda entry or invitation to open. `caseIds` are the cases that
   * need the client (those of every item but a meeting), which the case list marks
   * (`casesNeedingClient`).
   *
   * Order (`byUrgency`): meetings within the next 24 hours, soonest first; then what waits on the
   * client, by kind (payments, file requests, date requests, messages, invitations), what waited
   * longest first; then the later meetings.
   *
   * Cost, bounded on any account: listaAsuntos, listaAgendas (unless `agenda` gives its answer or
   * its read under way, for a caller that shows the agenda too), getNotifications and the pending
   * invitations (getNotifications again and findInvitation per invitation noticed), side by side;
   * then listaMovimientos for at most 5 cases (WHAT_NEEDS_ME_CASE_READS), side by side, never one
   * per case: the cases an unread notification names, newest first (a lawyer's new request or
   * charge announces itself so), then those whose `pago` counts payments owed, then the newest
   * cases not archived. The agenda lists every date request, so those are all found; a payment
   * owed in a case not read is known from its case's `pago` count (one item per case, without its
   * amount; that count also takes in a payment in process at the checkout, which a case read
   * leaves out); a file request is found only in the cases read. On the emulator's large seed (5,000
   * cases, 50,000 agenda entries) that is 10 requests, not 5,000: about 5 seconds on a busy 2-core
   * machine, most of it the agenda's answer, which is why a page shows it beside its own data
   * rather than waiting for it.
   *
   * Fails with the service's kind and 'Error al intentar obtener lo que necesita su atención' when
   * any of those reads fails.
   *
   * @example
   * const { items } = valueOrThrow(await portal.listWhatNeedsMe({ client }));
   * for (const item of items) console.log(item.label, '·', item.description, '·', item.caseName ?? '');
   *
   * @example
   * // The agenda read once, for both.
   * const agenda = portal.listCalendar({ client });
   * const needs = await portal.listWhatNeedsMe({ client, agenda });
   */
  listWhatNeedsMe(request: WhatNeedsMeRequest): Promise<Result<WhatNeedsMe, PortalError>>;
}

export function attentionUseCases(ports: PortalPorts): AttentionUseCases {
  return {
    listWhatNeedsMe: makeListWhatNeedsMe(ports),
  };
}
