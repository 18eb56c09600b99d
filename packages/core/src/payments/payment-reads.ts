import type { Case } from '../cases/case';
import { sortPaymentsDueFirst, type Payment } from './payment';

/**
 * What was read of one case's payments, and when: the unit a device keeps between visits, so a
 * case is not asked for again while what it said still holds.
 */
export interface CasePayments {
  readonly caseId: string;
  /** The case's `pago` (SPEC §3, its pending payments) when its movements were read. */
  readonly pago: number;
  /** When its movements were read, in epoch ms. */
  readonly readAt: number;
  /** Its payments as they were read (core's paymentOf). */
  readonly payments: readonly Payment[];
}

/**
 * How long the payments of a case that owes none are trusted without asking again: a week. Such
 * a case changes in two ways only: a new charge (its `pago` goes up, so it is read at once) or a
 * charge paid and settled elsewhere since (its `pago` at the read said more than now: read at once);
 * a payment charged and paid between two visits, a week apart at most, is the one change seen late.
 */
export const PAID_HISTORY_FRESH_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Which cases' movements to read, in what order: `owed` first, every case whose `pago` counts some
 * (their state changes as the client pays, leaves a ticket pending or the lawyer states an amount,
 * so they are read on each visit); then `history`, the cases that owe nothing whose payments the
 * device does not hold, or holds from before a charge was settled (`pago` then above what it is
 * now) or older than PAID_HISTORY_FRESH_MS. Each keeps the order of `cases` (newest first, SPEC §9);
 * no case is in both; a case neither lists is shown from what `known` holds.
 */
export interface PaymentReadPlan {
  readonly owed: readonly Case[];
  readonly history: readonly Case[];
}

/** The reads Pagos needs for `cases`, given what the device holds (`known`) at `now`. */
export function planPaymentReads({
  cases,
  known,
  now,
}: {
  readonly cases: readonly Case[];
  readonly known: readonly CasePayments[];
  readonly now: number;
}): PaymentReadPlan {
  const held = new Map(known.map((read) => [read.caseId, read]));
  const owed: Case[] = [];
  const history: Case[] = [];
  for (const kase of cases) {
    if (kase.pago > 0) {
      owed.push(kase);
      continue;
    }
    const read = held.get(kase.id);
    if (
      read === undefined ||
      read.pago !== kase.pago ||
      now - read.readAt >= PAID_HISTORY_FRESH_MS ||
      read.readAt > now
    )
      history.push(kase);
  }
  return { owed, history };
}

/**
 * The payments `known` holds of the cases still listed, owed first then newest (sortPaymentsDueFirst):
 * a case no longer among the client's cases is left out.
 */
export function knownPayments({
  cases,
  known,
}: {
  readonly cases: readonly Pick<Case, 'id'>[];
  readonly known: readonly CasePayments[];
}): Payment[] {
  const listed = new Set(cases.map((kase) => kase.id));
  return sortPaymentsDueFirst(known.filter((read) => listed.has(read.caseId)).flatMap((read) => read.payments));
}

/** `known` with `reads` in place of what it held of the same cases. Does not mutate. */
export function withCasePayments(known: readonly CasePayments[], reads: readonly CasePayments[]): CasePayments[] {
  const replaced = new Set(reads.map((read) => read.caseId));
  return [...known.filter((read) => !replaced.has(read.caseId)), ...reads];
}
