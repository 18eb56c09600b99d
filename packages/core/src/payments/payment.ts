import type { Case } from '../cases/case';
import { MOVEMENT_TYPE, MOVEMENT_TYPE_NAMES, type Movement } from '../cases/movement';
import { awaitsPayment } from '../cases/payments';
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
  /** Unpaid for an amount above zero (core's `awaitsPayment`): the client can pay it now through a checkout link. */
  readonly payable: boolean;
  /** When the lawyer charged it (fecha_alta), read once; null when unreadable. */
  readonly createdAt: ServiceDateTime | null;
  /** The receipt of a paid one (its link_url) when that is an http(s) address; null otherwise. */
  readonly receiptUrl: string | null;
}

/** A payment movement of a case as a Payment. */
export function paymentOf(kase: Pick<Case, 'id' | 'case' | 'id_abogado' | 'abogadoEstudio'>, movement: Movement): Payment {
  return {
    movementId: movement.id_movimiento,
    caseId: kase.id,
    caseName: kase.case,
    lawyerId: kase.id_abogado,
    lawyer: kase.abogadoEstudio,
    concept: presentText(movement.concepto) ?? presentText(movement.descripcion_movimiento) ?? MOVEMENT_TYPE_NAMES[MOVEMENT_TYPE.payment],
    amount: movement.monto,
    paid: movement.pagado,
    payable: awaitsPayment(movement),
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

/**
 * The order of the client's payments: those still owed first (unpaid, whether payable now or
 * awaiting their amount), then the paid ones; within each, newest first by when they were charged
 * (SPEC §9's order for dated lists), undated ones last. Does not mutate.
 */
export function sortPaymentsDueFirst(payments: readonly Payment[]): Payment[] {
  const keyed = payments.map((payment, index) => ({ payment, index, at: payment.createdAt?.epochMs ?? Number.NEGATIVE_INFINITY }));
  keyed.sort((a, b) => Number(a.payment.paid) - Number(b.payment.paid) || (a.at === b.at ? a.index - b.index : b.at - a.at));
  return keyed.map(({ payment }) => payment);
}
