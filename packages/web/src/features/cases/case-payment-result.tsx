import {
  checkoutOutcome,
  checkoutPaymentOf,
  errorMessages,
  paymentToReport,
  readCheckoutReturn,
  type CheckoutOutcome,
  type CaseMovementView,
  type CheckoutStatus,
  type Movement,
  type PaymentRecording,
} from '@justiciable/core';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { checkoutOriginOf, forgetCheckoutOrigin } from '../../data/checkout-origin';
import { useAction } from '../../data/use-action';
import { usePortal, useRouterContext } from '../../session/router-context';
import { FormAlert } from '../../ui/blocks';
import { caseRoute, caseRouteId, useOpenedCase } from './case-movement-route';

/** A return from the checkout to this case's page (/asunto/:case/:movement/:paid, Mercado Pago's back URLs), as core reads its address. */
interface CheckoutReturn {
  readonly movementId: string;
  readonly status: CheckoutStatus;
  /** The checkout's payment id from the return URL, which the cloud verifies; null when it carries none. */
  readonly paymentId: string | null;
  /** The whole address the checkout returned to, which recordPayment reads. */
  readonly returnUrl: string;
}

/** The checkout return the page's URL is, or null: any other `paid` in the path is no return. */
function useCheckoutReturn(): CheckoutReturn | null {
  const { id_movent: movementId } = caseRoute.useParams();
  const href = useLocation({ select: (location) => location.href });
  if (movementId === undefined) return null;
  const returnUrl = new URL(href, window.location.origin).href;
  const back = readCheckoutReturn(returnUrl);
  // Only the path's own movement: the return is to this page's payment.
  return back?.status == null || back.movementId !== movementId
    ? null
    : { movementId, status: back.status, paymentId: back.paymentId, returnUrl };
}

/** The DOM id of what became of a payment back from the checkout, which describes its movement. */
export function checkoutResultId(movementId: string): string {
  return `pago-resultado-${movementId}`;
}

/** The id of the result the payment movement shows, when the page is its checkout return; its article is described by it. */
export function useCheckoutResultOf(movement: Pick<CaseMovementView, 'id_movimiento' | 'kind'>): string | undefined {
  const checkout = useCheckoutReturn();
  return checkout?.movementId === movement.id_movimiento && movement.kind === 'payment'
    ? checkoutResultId(movement.id_movimiento)
    : undefined;
}

/** What the checkout said of the payment movement `movementId`, when the page is its return; null otherwise. */
export function useCheckoutOutcomeOf(movementId: string): CheckoutStatus | null {
  const checkout = useCheckoutReturn();
  return checkout?.movementId === movementId ? checkout.status : null;
}

/**
 * A return from the checkout that names no payment of this case: the page lands on no payment
 * to say it on, so it is said at the top. A return to a payment is said on it (CheckoutResult).
 */
export function CasePaymentResult() {
  const checkout = useCheckoutReturn();
  const { movements } = useOpenedCase();
  if (checkout === null || !movements.ok) return null;
  return checkoutPaymentOf(checkout, movements.value.movements) === null ? (
    <FormAlert>{errorMessages.payment}</FormAlert>
  ) : null;
}

/**
 * What became of this payment, on the payment itself, where the page lands back from the
 * checkout (/asunto/:case/:movement/:paid): approved, left pending or rejected, announced to
 * screen readers. An approved payment is reported with the checkout's payment id
 * (changePaymentMovement), which the cloud verifies against the checkout before saying it is
 * recorded; without one it is approved only if the case already shows it paid.
 */
export function CheckoutResult({ payment }: { readonly payment: Movement }) {
  const checkout = useCheckoutReturn();
  if (checkout === null || checkout.movementId !== payment.id_movimiento) return null;
  // Keyed, so another return (outcome or payment id) starts over with its own report.
  return (
    <PaymentOutcome key={`${checkout.status}/${checkout.paymentId ?? ''}`} checkout={checkout} payment={payment} />
  );
}

function PaymentOutcome({ checkout, payment }: { readonly checkout: CheckoutReturn; readonly payment: Movement }) {
  const portal = usePortal();
  const [recorded, setRecorded] = useState(false);
  const record = useAction(portal.recordPayment, {
    invalidates: [caseRouteId],
    failure: 'inline',
    onSuccess: () => setRecorded(true),
  });
  const started = useRef(false);
  const ofPayment = { status: checkout.status, paymentId: checkout.paymentId, payment };
  const toReport = paymentToReport(ofPayment);

  useEffect(() => {
    // Once per return, even when React runs effects twice; the case's reload then shows it paid.
    if (toReport === null || started.current) return;
    started.current = true;
    void record.run({ returnUrl: checkout.returnUrl, movementId: payment.id_movimiento, price: toReport.price });
  });

  const report: PaymentRecording | null =
    toReport === null
      ? null
      : record.error !== null
        ? { state: 'failed', message: record.error }
        : { state: recorded ? 'recorded' : 'recording' };
  const outcome = checkoutOutcome(ofPayment, report, Date.now());
  useBackToOrigin(payment.id_movimiento, outcome);
  return <Outcome id={checkoutResultId(payment.id_movimiento)} tone={outcome.tone} text={outcome.text} />;
}

/** The result, as an alert when it went wrong and a status otherwise; its id describes the payment's card. */
function Outcome({
  id,
  tone,
  text,
}: {
  readonly id: string;
  readonly tone: 'error' | 'success' | 'info';
  readonly text: string;
}) {
  return (
    <div id={id} className="movement-checkout-result">
      <FormAlert tone={tone}>{text}</FormAlert>
    </div>
  );
}

/**
 * A checkout started from elsewhere (Pagos) comes back to the case, where the payment is recorded;
 * once its outcome is settled, the client is taken back where they paid from, the outcome said in
 * a toast there. A failure to record stays on the case, where it is said and can be seen.
 */
function useBackToOrigin(movementId: string, outcome: CheckoutOutcome): void {
  const router = useRouter();
  const { toaster } = useRouterContext();
  const [origin] = useState(() => checkoutOriginOf(movementId));
  const tone = outcome.settled ? outcome.tone : undefined;
  const text = outcome.settled ? outcome.text : undefined;
  useEffect(() => {
    if (origin === null || tone === undefined || text === undefined) return;
    forgetCheckoutOrigin();
    toaster[tone](text);
    void router.navigate({ href: origin, replace: true });
  }, [origin, tone, text, router, toaster]);
}
