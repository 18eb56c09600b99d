import { agendaInstant } from '../calendar/agenda-clock';
import { readServiceDateTime, type ServiceDateTime } from '../shared/service-date-time';
import { MOVEMENT_TYPE, type Movement } from './movement';

/**
 * What became of a payment, as the service says: paid; in process, left
 * pending at the checkout (an offline ticket: Rapipago, Pago Fácil) until the provider settles it
 * or the ticket expires (`until`, the service's vence_pago); or owed, to pay now. A payment left
 * pending is not offered again while in process, so the client does not pay it twice.
 */
export type PaymentState =
  | { readonly kind: 'paid' }
  | { readonly kind: 'in-process'; readonly until: ServiceDateTime }
  | { readonly kind: 'owed' };

/** The fields of a movement its payment state is read from. */
export type PaymentFields = Pick<Movement, 'pagado' | 'estado_pago' | 'vence_pago'>;

/**
 * The state of a payment at `now`: paid when the movement says so (pagado); in process while its
 * latest checkout was left pending and its ticket has not expired; owed otherwise: never settled,
 * rejected, or a pending ticket past its expiry (or with none the service states, which
 * could never end) counts as owed again.
 */
export function paymentState(movement: PaymentFields, now: Date | number): PaymentState {
  if (movement.pagado) return { kind: 'paid' };
  if (movement.estado_pago !== 'pendiente') return { kind: 'owed' };
  const until = readServiceDateTime(movement.vence_pago);
  const endsAt = ticketExpiry(movement);
  if (until === null || endsAt === null || endsAt <= +now) return { kind: 'owed' };
  return { kind: 'in-process', until };
}

/**
 * The instant (epoch ms) a payment left pending at the checkout stops being in process, its
 * ticket's expiry (vence_pago); null when it was not left pending or states no expiry.
 */
export function ticketExpiry(movement: Pick<Movement, 'estado_pago' | 'vence_pago'>): number | null {
  const until = readServiceDateTime(movement.vence_pago);
  return movement.estado_pago !== 'pendiente' || until === null ? null : expiresAt(movement.vence_pago ?? '', until);
}

const NAMED_OFFSET = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/** The instant a ticket's expiry means: the service writes Argentina's wall-clock time (SPEC §9) unless the text names an offset. */
function expiresAt(text: string, until: ServiceDateTime): number {
  if (NAMED_OFFSET.test(text.trim())) return until.epochMs;
  const [hours = 0, minutes = 0] = (until.time ?? '00:00').split(':').map(Number);
  return agendaInstant(until.day, hours * 60 + minutes);
}

/**
 * Whether the client still owes a payment movement (type 4) at `now`: owed (paymentState: neither
 * paid nor in process), for an amount above zero, so it can be paid through a checkout link.
 */
export function awaitsPayment<M extends Pick<Movement, 'id_tipo' | 'monto'> & PaymentFields>(
  movement: M,
  now: Date | number,
): movement is M & { readonly monto: number } {
  return (
    movement.id_tipo === MOVEMENT_TYPE.payment &&
    movement.monto !== null &&
    movement.monto > 0 &&
    paymentState(movement, now).kind === 'owed'
  );
}

/**
 * What the payments a case's movements still await at `now` add up to, those in process left out;
 * null when none awaits one (a case's pago may count charges its movements do not state).
 */
export function pendingPaymentTotal(
  movements: readonly (Pick<Movement, 'id_tipo' | 'monto'> & PaymentFields)[],
  now: Date | number,
): number | null {
  const owed = movements.filter((movement) => awaitsPayment(movement, now));
  return owed.length === 0 ? null : owed.reduce((sum, movement) => sum + movement.monto, 0);
}
