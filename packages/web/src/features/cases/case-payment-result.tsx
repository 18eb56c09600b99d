import { errorMessages, MOVEMENT_TYPE, type Movement } from '@justiciable/core';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { FormAlert } from '../../ui/blocks';
import { caseRoute, caseRouteId, useOpenedCase } from './case-movement-route';

/** The outcomes the checkout returns with, in /asunto/:case/:movement/:paid (Mercado Pago's back URLs). */
const CheckoutOutcomeSchema = v.picklist(['approved', 'pending', 'rejected']);
type CheckoutOutcome = v.InferOutput<typeof CheckoutOutcomeSchema>;

/**
 * What became of a payment, back from the checkout at /asunto/:case/:movement/:paid. An approved
 * payment is recorded on its movement (changePaymentMovement) unless the case already shows it
 * paid, as it does after a reload or when the provider recorded it first; any other `paid` in
 * the path is no checkout return and shows nothing.
 */
export function CasePaymentResult() {
  const { id_movent: movementId, paid } = caseRoute.useParams();
  const { movements } = useOpenedCase();
  const outcome = v.safeParse(CheckoutOutcomeSchema, paid);
  if (movementId === undefined || !outcome.success) return null;
  const payment = movements.ok
    ? movements.value.movements.find((movement) => movement.id_movimiento === movementId && movement.id_tipo === MOVEMENT_TYPE.payment)
    : undefined;
  // Keyed, so another return (movement or outcome) starts over with its own record.
  return <PaymentOutcome key={`${movementId}/${outcome.output}`} outcome={outcome.output} payment={payment ?? null} />;
}

function PaymentOutcome({ outcome, payment }: { readonly outcome: CheckoutOutcome; readonly payment: Movement | null }) {
  const portal = usePortal();
  const [recorded, setRecorded] = useState(false);
  const record = useAction(portal.recordPayment, { invalidates: [caseRouteId], onSuccess: () => setRecorded(true) });
  const started = useRef(false);
  const unrecorded = outcome === 'approved' && payment !== null && !payment.pagado ? payment : null;

  useEffect(() => {
    // Once per return, even when React runs effects twice; the case's reload then shows it paid.
    if (unrecorded === null || unrecorded.monto === null || started.current) return;
    started.current = true;
    void record.run({ movementId: unrecorded.id_movimiento, linkUrl: window.location.href, price: unrecorded.monto });
  });

  if (outcome === 'pending') {
    return (
      <FormAlert tone="info">
        Pago pendiente: el medio de pago todavía no lo confirmó. Lo verá como pagado en el asunto cuando se acredite.
      </FormAlert>
    );
  }
  if (outcome === 'rejected') {
    return <FormAlert>Pago rechazado: no se realizó ningún cobro. El pago sigue pendiente en el asunto.</FormAlert>;
  }
  if (payment === null || record.error !== null || (unrecorded !== null && unrecorded.monto === null)) {
    return <FormAlert>{errorMessages.payment}</FormAlert>;
  }
  if (unrecorded !== null && !recorded) return <FormAlert tone="info">Registrando el pago…</FormAlert>;
  return <FormAlert tone="success">Pago aprobado: quedó registrado en el asunto.</FormAlert>;
}
