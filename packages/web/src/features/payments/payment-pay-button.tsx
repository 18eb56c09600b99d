import { formatPesos } from '@justiciable/core';
import type { Payment } from '@justiciable/core';
import { useState } from 'react';
import { leaveFor } from '../../data/leave-for';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';

/**
 * "Pagar" on a payment the client owes: the same checkout as the case page's button. A dialog says
 * what is paid, in which case, to whom and how much before the browser leaves for the checkout
 * (core's createPaymentLink), which sends it back to the payment's case, /asunto/:case/:movement/:paid.
 */
export function PaymentPayButton({ payment, amount, describedBy }: { readonly payment: Payment; readonly amount: number; readonly describedBy: string }) {
  const portal = usePortal();
  const [leaving, setLeaving] = useState(false);
  const createLink = useAction(portal.createPaymentLink, {
    onSuccess: ({ redirectUrl }) => {
      setLeaving(true);
      leaveFor(redirectUrl);
    },
  });
  const facts: readonly (readonly [string, string])[] = [
    ['Concepto', payment.concept],
    ['Asunto', payment.caseName],
    ['Abogado o Estudio', payment.lawyer],
    ['Monto', formatPesos(amount)],
  ];

  return (
    <Dialog
      title="Pagar"
      isDismissable={!createLink.pending && !leaving}
      trigger={<Button aria-describedby={describedBy}>Pagar {formatPesos(amount)}</Button>}
    >
      {(close) => (
        <>
          <dl className="payment-facts">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p>Va a pagar en Mercado Pago. Al terminar, vuelve al asunto y verá si el pago fue aprobado.</p>
          {createLink.error !== null ? <FormAlert>{createLink.error}</FormAlert> : null}
          <p role="status" className="payment-hint">
            {leaving ? 'Abriendo Mercado Pago…' : createLink.pending ? 'Preparando el pago…' : ''}
          </p>
          <DialogActions>
            <Button variant="secondary" onPress={close} isDisabled={createLink.pending || leaving}>
              Cancelar
            </Button>
            <Button
              onPress={() => void createLink.run({ lawyerId: payment.lawyerId, caseId: payment.caseId, movementId: payment.movementId, price: amount })}
              isPending={createLink.pending || leaving}
            >
              Ir a pagar
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
