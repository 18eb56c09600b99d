import { formatPesos } from '@justiciable/core';
import type { Movement } from '@justiciable/core';
import { useState } from 'react';
import { leaveFor } from '../../data/leave-for';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { Facts } from './case-facts';
import { useOpenedCase } from './case-movement-route';

/**
 * "Pagar" on an unpaid payment movement: a dialog says what is paid, to whom and how much
 * before the browser leaves for the checkout (getPaymentLinkMP), which sends it back to
 * /asunto/:case/:movement/:paid?payment_id=…, where the payment's card says the result (CheckoutResult).
 */
export function PayButton({ payment, amount }: { readonly payment: Movement; readonly amount: number }) {
  const portal = usePortal();
  const { case: opened } = useOpenedCase();
  const [leaving, setLeaving] = useState(false);
  const createLink = useAction(portal.createPaymentLink, {
    failure: 'inline',
    onSuccess: ({ redirectUrl }) => {
      setLeaving(true);
      leaveFor(redirectUrl);
    },
  });
  const concept = payment.concepto ?? payment.descripcion_movimiento ?? 'Pago';

  return (
    <Dialog title="Pagar" isDismissable={!createLink.pending && !leaving} trigger={<Button>Pagar {formatPesos(amount)}</Button>}>
      {(close) => (
        <>
          <Facts
            rows={[
              ['Concepto', concept],
              ['Asunto', opened.case],
              ['Abogado o Estudio', opened.abogadoEstudio],
              ['Monto', formatPesos(amount)],
            ]}
          />
          <p>Va a pagar en Mercado Pago. Al terminar, vuelve a este asunto y verá si el pago fue aprobado.</p>
          {createLink.error !== null ? <FormAlert>{createLink.error}</FormAlert> : null}
          <p role="status" className="movement-hint">
            {leaving ? 'Abriendo Mercado Pago…' : createLink.pending ? 'Preparando el pago…' : ''}
          </p>
          <DialogActions>
            <Button variant="secondary" onPress={close} isDisabled={createLink.pending || leaving}>
              Cancelar
            </Button>
            <Button
              onPress={() =>
                void createLink.run({ lawyerId: opened.id_abogado, caseId: opened.id, movementId: payment.id_movimiento, price: amount })
              }
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
