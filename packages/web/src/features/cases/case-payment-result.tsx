import type { CaseMovementView, CheckoutReturnView, CheckoutStatus } from '@justiciable/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { checkoutOriginOf, forgetCheckoutOrigin } from '../../data/checkout-origin';
import { useRouterContext } from '../../session/router-context';
import { FormAlert } from '../../ui/blocks';
import { useOpenedCase } from './case-movement-route';

/** The DOM id of what became of a payment back from the checkout, which describes its movement. */
function checkoutResultId(movementId: string): string {
  return `pago-resultado-${movementId}`;
}

/** The id of the result the payment movement shows, when the page is its checkout return; its article is described by it. */
export function useCheckoutResultOf(movement: Pick<CaseMovementView, 'id_movimiento' | 'kind'>): string | undefined {
  const { checkout } = useOpenedCase();
  return checkout?.movementId === movement.id_movimiento && movement.kind === 'payment'
    ? checkoutResultId(movement.id_movimiento)
    : undefined;
}

/** What the checkout said of the payment movement `movementId`, when the page is its return; null otherwise. */
export function useCheckoutOutcomeOf(movementId: string): CheckoutStatus | null {
  const { checkout } = useOpenedCase();
  return checkout?.movementId === movementId ? checkout.status : null;
}

/**
 * A return from the checkout that names no payment of this case: the page lands on no payment
 * to say it on, so it is said at the top. A return to a payment is said on it (CheckoutResult).
 */
export function CasePaymentResult() {
  const { checkout } = useOpenedCase();
  return checkout !== null && checkout.movementId === null ? <FormAlert>{checkout.text}</FormAlert> : null;
}

/**
 * What became of this payment, on the payment itself, where the page lands back from the
 * checkout (/asunto/:case/:movement/:paid): approved, left pending or rejected, announced to
 * screen readers, as core's read of the page said it (an approved payment was reported there).
 */
export function CheckoutResult({ payment }: { readonly payment: Pick<CaseMovementView, 'id_movimiento'> }) {
  const { checkout } = useOpenedCase();
  if (checkout === null || checkout.movementId !== payment.id_movimiento) return null;
  return <PaymentOutcome movementId={payment.id_movimiento} outcome={checkout} />;
}

function PaymentOutcome({
  movementId,
  outcome,
}: {
  readonly movementId: string;
  readonly outcome: CheckoutReturnView;
}) {
  useBackToOrigin(movementId, outcome);
  return (
    <div id={checkoutResultId(movementId)} className="movement-checkout-result">
      <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>
    </div>
  );
}

/**
 * A checkout started from elsewhere (Pagos) comes back to the case, where the payment is recorded;
 * once its outcome is settled, the client is taken back where they paid from, the outcome said in
 * a toast there. A failure to record stays on the case, where it is said and can be seen.
 */
function useBackToOrigin(movementId: string, outcome: CheckoutReturnView): void {
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
