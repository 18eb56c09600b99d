import {
  errorMessages,
  formatServiceDay,
  formatServiceTime,
  MOVEMENT_TYPE,
  paymentInProcessMessage,
  paymentMessages,
  paymentState,
  type Movement,
} from '@justiciable/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { checkoutOriginOf, forgetCheckoutOrigin } from '../../data/checkout-origin';
import { useAction } from '../../data/use-action';
import { usePortal, useRouterContext } from '../../session/router-context';
import { FormAlert } from '../../ui/blocks';
import { caseRoute, caseRouteId, useOpenedCase } from './case-movement-route';

/** The outcomes the checkout returns with, in /asunto/:case/:movement/:paid (Mercado Pago's back URLs). */
const CheckoutOutcomeSchema = v.picklist(['approved', 'pending', 'rejected']);
type CheckoutOutcome = v.InferOutput<typeof CheckoutOutcomeSchema>;

interface CheckoutReturn {
  readonly movementId: string;
  readonly outcome: CheckoutOutcome;
  /** The checkout's payment id from the return URL, which the cloud verifies. */
  readonly paymentId: string | undefined;
}

/** The checkout return the page's URL is, or null: any other `paid` in the path is no return. */
function useCheckoutReturn(): CheckoutReturn | null {
  const { id_movent: movementId, paid } = caseRoute.useParams();
  const { payment_id: paymentId } = caseRoute.useSearch();
  const outcome = v.safeParse(CheckoutOutcomeSchema, paid);
  return movementId === undefined || !outcome.success ? null : { movementId, outcome: outcome.output, paymentId };
}

/** The DOM id of what became of a payment back from the checkout, which describes its movement. */
export function checkoutResultId(movementId: string): string {
  return `pago-resultado-${movementId}`;
}

/** The id of the result the payment movement shows, when the page is its checkout return; its article is described by it. */
export function useCheckoutResultOf(movement: Pick<Movement, 'id_movimiento' | 'id_tipo'>): string | undefined {
  const checkout = useCheckoutReturn();
  return checkout?.movementId === movement.id_movimiento && movement.id_tipo === MOVEMENT_TYPE.payment
    ? checkoutResultId(movement.id_movimiento)
    : undefined;
}

/** What the checkout said of this payment, when the page is its return; null otherwise. */
export function useCheckoutOutcomeOf(movement: Pick<Movement, 'id_movimiento' | 'id_tipo'>): CheckoutOutcome | null {
  const checkout = useCheckoutReturn();
  return checkout?.movementId === movement.id_movimiento && movement.id_tipo === MOVEMENT_TYPE.payment
    ? checkout.outcome
    : null;
}

/**
 * A return from the checkout that names no payment of this case: the page lands on no payment
 * to say it on, so it is said at the top. A return to a payment is said on it (CheckoutResult).
 */
export function CasePaymentResult() {
  const checkout = useCheckoutReturn();
  const { movements } = useOpenedCase();
  if (checkout === null || !movements.ok) return null;
  const payment = movements.value.movements.find(
    (movement) => movement.id_movimiento === checkout.movementId && movement.id_tipo === MOVEMENT_TYPE.payment,
  );
  return payment === undefined ? <FormAlert>{errorMessages.payment}</FormAlert> : null;
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
    <PaymentOutcome key={`${checkout.outcome}/${checkout.paymentId ?? ''}`} checkout={checkout} payment={payment} />
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
  const { outcome, paymentId } = checkout;
  const toReport =
    outcome === 'approved' && paymentId !== undefined && payment.monto !== null
      ? { paymentId, price: payment.monto }
      : null;

  useEffect(() => {
    // Once per return, even when React runs effects twice; the case's reload then shows it paid.
    if (toReport === null || started.current) return;
    started.current = true;
    void record.run({ movementId: payment.id_movimiento, paymentId: toReport.paymentId, price: toReport.price });
  });

  const id = checkoutResultId(payment.id_movimiento);
  const settled = settledOutcome(checkout, payment, toReport !== null, recorded, record.error);
  useBackToOrigin(payment.id_movimiento, settled);
  if (outcome === 'pending') {
    // Left pending and in process as the service says: when it will be credited and until when, said once (CasePayment says nothing more).
    const state = paymentState(payment, Date.now());
    const text =
      state.kind === 'in-process'
        ? paymentInProcessMessage(`${formatServiceDay(state.until)} a las ${formatServiceTime(state.until)}`)
        : paymentMessages.pending;
    return <Outcome id={id} tone="info" text={text} />;
  }
  if (outcome === 'rejected') return <Outcome id={id} tone="error" text={paymentMessages.rejected} />;
  if (toReport === null)
    return payment.pagado ? (
      <Outcome id={id} tone="success" text={paymentMessages.approved} />
    ) : (
      <Outcome id={id} tone="error" text={errorMessages.payment} />
    );
  if (record.error !== null) return <Outcome id={id} tone="error" text={record.error} />;
  if (!recorded) return <Outcome id={id} tone="info" text={paymentMessages.recording} />;
  return <Outcome id={id} tone="success" text={paymentMessages.approved} />;
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

/** What the checkout's return came to once nothing more happens here: null while recording, and for a failure, which stays said on the case. */
function settledOutcome(
  checkout: CheckoutReturn,
  payment: Movement,
  reported: boolean,
  recorded: boolean,
  failure: string | null,
): { readonly tone: 'info' | 'error' | 'success'; readonly text: string } | null {
  if (checkout.outcome === 'pending') {
    const state = paymentState(payment, Date.now());
    return {
      tone: 'info',
      text:
        state.kind === 'in-process'
          ? paymentInProcessMessage(`${formatServiceDay(state.until)} a las ${formatServiceTime(state.until)}`)
          : paymentMessages.pending,
    };
  }
  if (checkout.outcome === 'rejected') return { tone: 'error', text: paymentMessages.rejected };
  if (!reported) return payment.pagado ? { tone: 'success', text: paymentMessages.approved } : null;
  return failure === null && recorded ? { tone: 'success', text: paymentMessages.approved } : null;
}

/**
 * A checkout started from elsewhere (Pagos) comes back to the case, where the payment is recorded;
 * once its outcome is settled, the client is taken back where they paid from, the outcome said in
 * a toast there. A failure to record stays on the case, where it is said and can be seen.
 */
function useBackToOrigin(
  movementId: string,
  settled: { readonly tone: 'info' | 'error' | 'success'; readonly text: string } | null,
): void {
  const router = useRouter();
  const { toaster } = useRouterContext();
  const [origin] = useState(() => checkoutOriginOf(movementId));
  const tone = settled?.tone;
  const text = settled?.text;
  useEffect(() => {
    if (origin === null || tone === undefined || text === undefined) return;
    forgetCheckoutOrigin();
    toaster[tone](text);
    void router.navigate({ href: origin, replace: true });
  }, [origin, tone, text, router, toaster]);
}
