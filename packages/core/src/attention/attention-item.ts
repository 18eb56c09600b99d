/**
 * What can need the client, in the order a kind comes among the things that wait on them (see
 * attention-order.ts): money owed first, since a pending payment can hold a case back; then what
 * the lawyer asked for (a file, a date); then what the lawyer wrote; then a studio's invitation.
 * A meeting is not something to do but somewhere to be: it is placed by its time instead.
 */
export const ATTENTION_KINDS = ['payment', 'file-request', 'date-request', 'message', 'invitation', 'meeting'] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/** When a meeting starts, in the agenda's zone (AGENDA_TIME_ZONE). */
export interface AttentionDue {
  /** yyyy-mm-dd. */
  readonly day: string;
  /** Minutes after midnight; null for an entry that takes the whole day. */
  readonly minutes: number | null;
  /** The instant it starts (the whole day's from midnight), in epoch milliseconds: what orders by. */
  readonly epochMs: number;
}

/**
 * One thing that needs the client, with what a page needs to take them to doing it in one tap:
 * the case and the movement to open (a request, a payment), the agenda entry, or the invitation.
 */
export interface AttentionItem {
  readonly kind: AttentionKind;
  /** Unique among the items of one answer, and the same on every read: `<kind>:<id>`. */
  readonly key: string;
  /** What to do, in Spanish: 'Enviar un archivo', 'Pagar', 'Elegir una fecha'… */
  readonly label: string;
  /** What it is about, in the lawyer's or the agenda's words. */
  readonly description: string;
  /** The case it belongs to; null for an invitation, or an agenda entry of no case. */
  readonly caseId: string | null;
  readonly caseName: string | null;
  /** The movement to open in the case (the request, the payment); null when the case as a whole is meant. */
  readonly movementId: string | null;
  /** The agenda entry, for a meeting. */
  readonly calendarId: string | null;
  /** The studio's invitation, answered on /notificaciones. */
  readonly invitationId: string | null;
  /** A payment's amount in pesos; null when not known (a payment known only from the case's count). */
  readonly amount: number | null;
  /** How many it stands for: unread messages of a case, payments of a case known only by their count; 1 otherwise. */
  readonly count: number;
  /** A meeting's start; null for what already waits on the client. */
  readonly due: AttentionDue | null;
  /** Since when it waits (the request's, notice's or invitation's creation), in epoch milliseconds; null when unknown. */
  readonly since: number | null;
}
