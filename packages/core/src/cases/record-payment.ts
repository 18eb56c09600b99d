import { tryParsePaymentPrice } from '../consultations/payment-price';
import type { PortalPorts } from '../portal-ports';
import { errorMessages, paymentMessages, validationMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { readCheckoutReturn } from './checkout-return';

/** A payment reported by its parts: the movement, the checkout's payment id and the amount. */
export interface PaymentIdRecord {
  readonly movementId: string;
  /** The checkout's payment id, as its return URL carries it (`payment_id`). */
  readonly paymentId: string;
  readonly price: string | number;
}

/** A payment reported by the address the checkout sent the client back to, which carries its parts. */
export interface CheckoutReturnRecord {
  /**
   * The whole address the checkout returned to (createPaymentLink's `returnUrl` with the
   * checkout's query, or the portal's /asunto/:case/:movement/:status?payment_id=…): its
   * `payment_id`, `status` and `external_reference` are read (readCheckoutReturn).
   */
  readonly returnUrl: string;
  /** The payment movement; read from the address (the portal route's :movement, else `external_reference`) when left out, and must agree with it when both say one. */
  readonly movementId?: string;
  readonly price: string | number;
}

/** What recordPayment takes: the payment's parts, or the checkout's return address and the amount. */
export type PaymentRecord = PaymentIdRecord | CheckoutReturnRecord;

/** What a checkout's payment id can be: Mercado Pago's are digits, the emulator's a token of letters, digits, '-' and '_'. */
const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reports a payment back from the checkout (SPEC §7 changePaymentMovement): the
 * checkout's payment id, the movement and its amount. The service pays nothing on this word: it
 * verifies the checkout approved that payment, for that movement and amount.
 */
export function makeRecordPayment({ payments }: Pick<PortalPorts, 'payments'>) {
  return async function recordPayment(record: PaymentRecord): Promise<Result<void, PortalError>> {
    const read = paymentOfRecord(record);
    if (!read.ok) return read;
    const payment = read.value;
    if (typeof payment.paymentId !== 'string' || !PAYMENT_ID.test(payment.paymentId)) {
      return err({
        ...portalError.invalidInput('paymentId', errorMessages.payment),
        detail: 'no payment id from the checkout',
      });
    }
    const price = tryParsePaymentPrice(payment.price);
    if (!price.ok) return price;
    return labelFailure(
      await payments.recordPayment({
        movementId: payment.movementId,
        paymentId: payment.paymentId,
        price: price.value,
      }),
      errorMessages.payment,
    );
  };
}

/** Why a return address records nothing: what the checkout said, in the catalogue's words. */
const NOT_APPROVED_RETURN = { pending: paymentMessages.pending, rejected: paymentMessages.rejected } as const;

/**
 * The payment a record names: as given, or read from the checkout's return address. An address
 * that is no URL, or says another movement than the one given, is refused on `returnUrl`; one
 * that says the payment was left pending or rejected records nothing, with the checkout's word.
 */
function paymentOfRecord(record: PaymentRecord): Result<PaymentIdRecord, PortalError> {
  if (!('returnUrl' in record) || record.returnUrl === undefined) {
    const given = record as PaymentIdRecord;
    // Without a return address the movement must be named: nothing is sent for no movement.
    return typeof given.movementId === 'string' && given.movementId !== ''
      ? ok(given)
      : err(portalError.invalidInput('movementId', validationMessages.required));
  }
  const back = readCheckoutReturn(record.returnUrl);
  if (back === null)
    return err({
      ...portalError.invalidInput('returnUrl', errorMessages.payment),
      detail: 'returnUrl is no http(s) address',
    });
  if (back.status === 'pending' || back.status === 'rejected') {
    return err(
      portalError.rejected(
        400,
        NOT_APPROVED_RETURN[back.status],
        `the checkout returned ${back.status}: nothing to record`,
      ),
    );
  }
  const movementId = record.movementId ?? back.movementId;
  if (movementId === null || movementId === undefined || (back.movementId !== null && back.movementId !== movementId)) {
    const detail =
      movementId === null || movementId === undefined
        ? 'returnUrl names no movement (external_reference): give movementId'
        : `returnUrl is movement ${back.movementId}'s, not ${movementId}'s`;
    return err({ ...portalError.invalidInput('returnUrl', errorMessages.payment), detail });
  }
  if (back.paymentId === null)
    return err({
      ...portalError.invalidInput('returnUrl', errorMessages.payment),
      detail: 'returnUrl carries no payment_id',
    });
  return ok({ movementId, paymentId: back.paymentId, price: record.price });
}
