import { agendaInstant, agendaMoment } from '../calendar/agenda-clock';
import type { CalendarEntry } from '../calendar/calendar-entry';
import { upcomingCalendar } from '../calendar/upcoming-calendar';
import type { Case } from '../cases/case';
import { MOVEMENT_TYPE, type Movement } from '../cases/movement';
import { awaitsDate, awaitsFile } from '../cases/movement-links';
import { awaitsPayment } from '../cases/payments';
import type { Invitation } from '../directory/invitation';
import { unreadMessageNotices } from '../messages/unread-messages';
import type { Notification } from '../notifications/notification';
import { presentText } from '../shared/blank';
import { attentionMessages } from '../shared/catalogue';
import { readServiceDateTime } from '../shared/service-date-time';
import type { AttentionItem } from './attention-item';
import { sortByUrgency } from './attention-order';

/**
 * How many cases' movements one answer reads at most (one listaMovimientos each): what keeps it
 * bounded on an account of thousands of cases, where reading every case would take thousands of
 * requests. See casesToRead for which.
 */
export const WHAT_NEEDS_ME_CASE_READS = 5;

/** How many of the meetings to come are shown: the next few, not the whole agenda ahead. */
export const NEXT_MEETINGS = 3;

/** What needs the client, most urgent first, and the cases that need them. */
export interface WhatNeedsMe {
  /** In byUrgency's order (attention-order.ts). */
  readonly items: readonly AttentionItem[];
  /**
   * The cases that need the client: each case of an item other than a meeting (a meeting asks them
   * to be there, not to act), in the order of `items`, each once.
   */
  readonly caseIds: readonly string[];
  /** The cases whose movements were read (casesToRead), in the order they were chosen. */
  readonly casesRead: readonly string[];
}

/**
 * Which cases' movements to read, at most `limit`, each once, among the client's `cases` (in the
 * list's order, newest first): a file request lives only among its case's movements, and the
 * legacy API answers them one case at a time. Chosen first, the cases an unread notification names
 * (newest notice first): a lawyer's new request or charge announces itself so; then the cases whose
 * `pago` counts payments owed (SPEC §3), to know each one and its amount; then the newest cases not
 * archived, where a request already seen but not answered is most likely. A file request in an
 * older case whose notice was read is not found: the bound is the price of an answer in a few
 * requests on any account.
 */
export function casesToRead(
  cases: readonly Case[],
  notifications: readonly Notification[],
  limit: number = WHAT_NEEDS_ME_CASE_READS,
): string[] {
  const known = new Set(cases.map((kase) => kase.id));
  const chosen = new Set<string>();
  const choose = (caseId: string | null) => {
    if (chosen.size < limit && caseId !== null && known.has(caseId)) chosen.add(caseId);
  };
  const unread = notifications
    .map((notice, index) => ({
      notice,
      index,
      at: readServiceDateTime(notice.fecha_alta)?.epochMs ?? Number.NEGATIVE_INFINITY,
    }))
    .filter(({ notice }) => !notice.leida && notice.id_caso !== null)
    .sort((a, b) => (a.at === b.at ? a.index - b.index : b.at - a.at));
  for (const { notice } of unread) choose(notice.id_caso);
  for (const kase of cases) if (kase.pago > 0) choose(kase.id);
  for (const kase of cases) if (kase.estado !== 'Archivado') choose(kase.id);
  return [...chosen];
}

/** What listWhatNeedsMe read, to put together. */
export interface AttentionSources {
  /** The client's cases, newest first (listCases). */
  readonly cases: readonly Case[];
  readonly agenda: readonly CalendarEntry[];
  readonly notifications: readonly Notification[];
  /** The studios' invitations still unanswered. */
  readonly invitations: readonly Invitation[];
  /** The movements of the cases read (casesToRead), by case id; a case missing here was not read. */
  readonly movements: ReadonlyMap<string, readonly Movement[]>;
  /** The instant asked at, epoch milliseconds. */
  readonly now: number;
}

const since = (date: string | null | undefined) => readServiceDateTime(date)?.epochMs ?? null;

function plural(count: number, one: string, many: (count: number) => string): string {
  return count === 1 ? one : many(count);
}

/**
 * What needs the client, from what was read:
 * - in each case read, every file request (type 2) still without its file, date request (type 7)
 *   still without its date, and payment (type 4) owed (awaitsPayment: unpaid, for an amount, and not in process at the checkout);
 * - in each case not read whose `pago` counts payments owed, one item for them, by their count;
 * - every date request the agenda lists without a day (the agenda lists them all, so those of
 *   cases not read are found too), once with those found among movements;
 * - per case, the lawyer's unread messages (messages/unread-messages.ts), as one item with their count;
 * - every studio's invitation not answered;
 * - the next NEXT_MEETINGS agenda entries from `now` on (upcomingCalendar).
 * Ordered by byUrgency at `now`.
 */
export function whatNeedsMeFrom(sources: AttentionSources): WhatNeedsMe {
  const { cases, agenda, notifications, invitations, movements, now } = sources;
  const caseNames = new Map(cases.map((kase) => [kase.id, kase.case]));
  const items: AttentionItem[] = [];
  const base = {
    caseId: null,
    caseName: null,
    movementId: null,
    calendarId: null,
    invitationId: null,
    amount: null,
    count: 1,
    due: null,
    since: null,
  };
  const labels = attentionMessages.labels;

  const requestedDates = new Set<string>();
  for (const kase of cases) {
    const read = movements.get(kase.id);
    if (read === undefined) {
      if (kase.pago > 0) {
        items.push({
          ...base,
          kind: 'payment',
          key: `payment:case:${kase.id}`,
          label: labels.payment,
          description: plural(kase.pago, attentionMessages.onePaymentOwed, attentionMessages.paymentsOwed),
          caseId: kase.id,
          caseName: kase.case,
          count: kase.pago,
        });
      }
      continue;
    }
    for (const movement of read) {
      const ofCase = {
        ...base,
        caseId: kase.id,
        caseName: kase.case,
        movementId: movement.id_movimiento,
        since: since(movement.fecha_alta),
      };
      const said = presentText(movement.descripcion_movimiento);
      if (movement.id_tipo === MOVEMENT_TYPE.fileRequest && awaitsFile(movement)) {
        items.push({
          ...ofCase,
          kind: 'file-request',
          key: `file-request:${movement.id_movimiento}`,
          label: labels['file-request'],
          description: said ?? attentionMessages.fileAsked,
        });
      } else if (awaitsDate(movement)) {
        requestedDates.add(movement.id_movimiento);
        items.push({
          ...ofCase,
          kind: 'date-request',
          key: `date-request:${movement.id_movimiento}`,
          label: labels['date-request'],
          description: said ?? attentionMessages.dateAsked,
        });
      } else if (awaitsPayment(movement, now)) {
        items.push({
          ...ofCase,
          kind: 'payment',
          key: `payment:${movement.id_movimiento}`,
          label: labels.payment,
          description: presentText(movement.concepto) ?? said ?? labels.payment,
          amount: movement.monto,
        });
      }
    }
  }

  for (const entry of agenda) {
    if (entry.day !== null || entry.id_movimiento === null || requestedDates.has(entry.id_movimiento)) continue;
    requestedDates.add(entry.id_movimiento);
    const caseId = presentText(entry.id_caso);
    items.push({
      ...base,
      kind: 'date-request',
      key: `date-request:${entry.id_movimiento}`,
      label: labels['date-request'],
      description: presentText(entry.calendar_title) ?? attentionMessages.dateAsked,
      caseId,
      caseName: (caseId === null ? undefined : caseNames.get(caseId)) ?? presentText(entry.asunto),
      movementId: entry.id_movimiento,
      calendarId: entry.id,
      since: since(entry.fecha_alta),
    });
  }

  const unreadByCase = new Map<string, Notification[]>();
  for (const notice of unreadMessageNotices(notifications)) {
    const caseId = notice.id_caso as string;
    unreadByCase.set(caseId, [...(unreadByCase.get(caseId) ?? []), notice]);
  }
  for (const [caseId, notices] of unreadByCase) {
    const oldest = Math.min(...notices.map((notice) => since(notice.fecha_alta) ?? Number.POSITIVE_INFINITY));
    items.push({
      ...base,
      kind: 'message',
      key: `message:${caseId}`,
      label: labels.message,
      description: plural(notices.length, attentionMessages.oneUnreadMessage, attentionMessages.unreadMessages),
      caseId,
      caseName: caseNames.get(caseId) ?? null,
      count: notices.length,
      since: Number.isFinite(oldest) ? oldest : null,
    });
  }

  for (const invitation of invitations) {
    if (invitation.estado !== 'pendiente') continue;
    items.push({
      ...base,
      kind: 'invitation',
      key: `invitation:${invitation.id}`,
      label: labels.invitation,
      description: attentionMessages.invitedBy(invitation.nombre_abogado, invitation.nombre_estudio),
      invitationId: invitation.id,
      since: since(invitation.fecha_alta),
    });
  }

  for (const entry of upcomingCalendar(agenda, agendaMoment(now)).entries.slice(0, NEXT_MEETINGS)) {
    const day = entry.day as string;
    const caseId = presentText(entry.id_caso);
    items.push({
      ...base,
      kind: 'meeting',
      key: `meeting:${entry.id}`,
      label: labels.meeting,
      description: presentText(entry.calendar_title) ?? presentText(entry.asunto) ?? labels.meeting,
      caseId,
      caseName: (caseId === null ? undefined : caseNames.get(caseId)) ?? presentText(entry.asunto),
      calendarId: entry.id,
      due: { day, minutes: entry.startMinutes, epochMs: agendaInstant(day, entry.startMinutes ?? 0) },
      since: since(entry.fecha_alta),
    });
  }

  const sorted = sortByUrgency(items, now);
  const caseIds = [
    ...new Set(sorted.flatMap((item) => (item.kind !== 'meeting' && item.caseId !== null ? [item.caseId] : []))),
  ];
  return { items: sorted, caseIds, casesRead: [...movements.keys()] };
}

/**
 * Which of the cases need the client, for the case list's mark: with what listWhatNeedsMe
 * answered, its `caseIds`; before it comes (or when it could not be read), what the list itself
 * knows: the cases whose `pago` counts payments owed.
 */
export function casesNeedingClient(
  cases: readonly Pick<Case, 'id' | 'pago'>[],
  answer: Pick<WhatNeedsMe, 'caseIds'> | null,
): ReadonlySet<string> {
  if (answer !== null) return new Set(answer.caseIds);
  return new Set(cases.filter((kase) => kase.pago > 0).map((kase) => kase.id));
}
