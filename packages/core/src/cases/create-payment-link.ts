import { webLink } from '../calendar/calendar-ics';
import { tryParsePaymentPrice } from '../consultations/payment-price';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, type Result } from '../shared/result';
import { MOVEMENT_TYPE, type Movement } from './movement';
import { paymentState } from './payments';

export interface PaymentLinkOrder {
  readonly lawyerId: string;
  /** The client's group with this lawyer (id_grupo_{product}), when known; a case's payment is found by its case and movement. */
  readonly clientGroupId?: string;
  readonly caseId: string;
  readonly movementId: string;
  /** As the service or movement states it; SPEC §5's price rule is applied here. */
  readonly price: string | number;
  /**
   * Where the checkout sends the client back once the payment is approved, left pending or
   * rejected (Mercado Pago's back URL): an http(s) address of the portal's, to which the checkout
   * adds `status`, `payment_id` and `external_reference` (on the emulator, the movement). A script reads that
   * address and hands it to recordPayment (`{ returnUrl, price }`). The emulator takes any local
   * origin (http://localhost:…, 127.0.0.1) or its configured web origin, and refuses others.
   * Left out, the checkout returns to the portal the link was asked from, on the payment's case
   * (/asunto/:case/:movement/:status), as the web's checkout does.
   */
  readonly returnUrl?: string;
}

/**
 * A checkout link for a payment movement (SPEC §7 getPaymentLinkMP); the UI redirects to it. The
 * case's movements are read first (listaMovimientos), so a payment already paid or in process (left
 * pending at a checkout whose ticket has not expired) is refused before any link is made: no caller,
 * page or script, pays it twice.
 */
export function makeCreatePaymentLink({ payments, cases, clock }: Pick<PortalPorts, 'payments' | 'cases' | 'clock'>) {
  return async function createPaymentLink(
    order: PaymentLinkOrder,
  ): Promise<Result<{ readonly redirectUrl: string }, PortalError>> {
    const price = tryParsePaymentPrice(order.price);
    if (!price.ok) return price;
    const { lawyerId, clientGroupId, caseId, movementId, returnUrl } = order;
    const back = returnUrl === undefined ? undefined : webLink(String(returnUrl));
    if (back === null)
      return err({
        ...portalError.invalidInput('returnUrl', errorMessages.paymentLink),
        detail: 'returnUrl is no http(s) address',
      });
    const read = labelFailure(await cases.listMovements(caseId), errorMessages.paymentLink);
    if (!read.ok) return read;
    const charged = chargedPayment(read.value.movements, movementId);
    if (charged !== undefined) {
      const state = paymentState(charged, clock.now());
      if (state.kind === 'paid')
        return err(
          portalError.rejected(400, errorMessages.paymentAlreadyPaid, `movement ${charged.id_movimiento} is paid`),
        );
      if (state.kind === 'in-process')
        return err(
          portalError.rejected(
            400,
            errorMessages.paymentInProcess,
            `movement ${charged.id_movimiento} is pending until ${state.until.day}`,
          ),
        );
    }
    return labelFailure(
      await payments.createPaymentLink({
        lawyerId,
        clientGroupId,
        caseId,
        movementId,
        price: price.value,
        ...(back === undefined ? {} : { returnUrl: back }),
      }),
      errorMessages.paymentLink,
    );
  };
}

/**
 * The payment a link for `movementId` charges, as the legacy API picks it: that movement when it is
 * a payment; for another movement of the case (the consultation that started it), the case's first
 * unpaid payment, else its first one. Undefined when the case has none: the service then answers.
 */
function chargedPayment(movements: readonly Movement[], movementId: string): Movement | undefined {
  const named = movements.find((movement) => movement.id_movimiento === movementId);
  if (named?.id_tipo === MOVEMENT_TYPE.payment) return named;
  if (named === undefined) return undefined;
  const casePayments = movements
    .filter((movement) => movement.id_tipo === MOVEMENT_TYPE.payment)
    .sort((a, b) => Number(a.id_movimiento) - Number(b.id_movimiento));
  return casePayments.find((movement) => !movement.pagado) ?? casePayments[0];
}
