import type { Case } from '../cases/case';
import { MOVEMENT_TYPE, MOVEMENT_TYPE_NAMES, type Movement } from '../cases/movement';
import { awaitsPayment, paymentState, type PaymentState } from '../cases/payments';
import { presentText } from '../shared/blank';
import { readServiceDateTime, type ServiceDateTime } from '../shared/service-date-time';

/**
 * One payment of one of the client's cases: a payment movement (type 4) with what a person needs
 * to recognise and settle it, whichever case it belongs to.
 */
export interface Payment {
  /** The payment movement (id_movimiento), which createPaymentLink's `movementId` takes. */
  readonly movementId: string;
  readonly caseId: string;
  /** The case's name (Case.case). */
  readonly caseName: string;
  /** The lawyer in charge of the case, whom the payment is owed to (createPaymentLink's `lawyerId`). */
  readonly lawyerId: string;
  /** The lawyer or studio as the case names them (abogadoEstudio). */
  readonly lawyer: string;
  /** What is paid for: the movement's concepto, else its description, else 'Pago'. */
  readonly concept: string;
  /** In pesos; null when the lawyer has not stated it yet. */
  readonly amount: number | null;
  /** Paid (pagado): the checkout approved it. */
  readonly paid: boolean;
  /**
   * Paid, in process (left pending at the checkout, until its ticket expires) or owed, when it was
   * listed (core's `paymentState`): one in process is not offered again, so it is not paid twice.
   */
  readonly state: PaymentState;
  /** Owed for an amount above zero (core's `awaitsPayment`), neither paid nor in process: the client can pay it now through a checkout link. */
  readonly payable: boolean;
  /** When the lawyer charged it (fecha_alta), read once; null when unreadable. */
  readonly createdAt: ServiceDateTime | null;
  /** The receipt of a paid one (its link_url) when that is an http(s) address; null otherwise. */
  readonly receiptUrl: string | null;
}

/** A payment movement of a case as a Payment, its state as at `now`. */
export function paymentOf(
  kase: Pick<Case, 'id' | 'case' | 'id_abogado' | 'abogadoEstudio'>,
  movement: Movement,
  now: Date | number,
): Payment {
  return {
    movementId: movement.id_movimiento,
    caseId: kase.id,
    caseName: kase.case,
    lawyerId: kase.id_abogado,
    lawyer: kase.abogadoEstudio,
    concept:
      presentText(movement.concepto) ??
      presentText(movement.descripcion_movimiento) ??
      MOVEMENT_TYPE_NAMES[MOVEMENT_TYPE.payment],
    amount: movement.monto,
    paid: movement.pagado,
    state: paymentState(movement, now),
    payable: awaitsPayment(movement, now),
    createdAt: readServiceDateTime(movement.fecha_alta),
    receiptUrl: movement.pagado ? webAddress(movement.link_url) : null,
  };
}

/** An absolute http(s) address: a host (letters, digits, dots, dashes, a port), then a path, query or fragment with no space nor control character. */
const WEB_ADDRESS = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?([/?#][^\s\p{Cc}]*)?$/iu;

/** The text as an http(s) address, or null: a javascript: or data: address is never offered as a link. */
function webAddress(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return WEB_ADDRESS.test(trimmed) ? trimmed : null;
}

/** Where each state goes in the list: what the client can act on first. */
const STATE_ORDER: Readonly<Record<PaymentState['kind'], number>> = { owed: 0, 'in-process': 1, paid: 2 };

/**
 * The order of the client's payments: those still owed first (whether payable now or awaiting
 * their amount), then those in process, then the paid ones; within each, newest first by when they
 * were charged (SPEC §9's order for dated lists), undated ones last. Does not mutate.
 */
export function sortPaymentsDueFirst(payments: readonly Payment[]): Payment[] {
  const keyed = payments.map((payment, index) => ({
    payment,
    index,
    at: payment.createdAt?.epochMs ?? Number.NEGATIVE_INFINITY,
  }));
  keyed.sort(
    (a, b) =>
      STATE_ORDER[a.payment.state.kind] - STATE_ORDER[b.payment.state.kind] ||
      (a.at === b.at ? a.index - b.index : b.at - a.at),
  );
  return keyed.map(({ payment }) => payment);
}

/** How many payments of a state there are, and what those with a stated amount add up to. */
export interface PaymentTally {
  readonly count: number;
  /** In pesos; payments whose amount is not stated yet count in `count` only. */
  readonly amount: number;
}

/** The client's payments added up by state: what /pagos shows at the top. */
export interface PaymentTotals {
  readonly owed: PaymentTally;
  readonly inProcess: PaymentTally;
  readonly paid: PaymentTally;
}

/** The payments added up by state (owed, in process, paid), each its count and amount. */
export function paymentTotals(payments: readonly Pick<Payment, 'state' | 'amount'>[]): PaymentTotals {
  const tally = (kind: PaymentState['kind']): PaymentTally => {
    const those = payments.filter((payment) => payment.state.kind === kind);
    return { count: those.length, amount: those.reduce((sum, payment) => sum + (payment.amount ?? 0), 0) };
  };
  return { owed: tally('owed'), inProcess: tally('in-process'), paid: tally('paid') };
}
