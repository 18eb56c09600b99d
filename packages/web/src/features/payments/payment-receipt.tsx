import { formatPesos, formatServiceDay, paymentListMessages, type Payment } from '@justiciable/core';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { PaymentFacts } from '../../ui/pay-dialog';

/**
 * "Ver comprobante" on a paid payment: the receipt in the portal, with what the portal knows of the
 * payment (concept, case, lawyer or studio, amount, date, its number), and the provider's own
 * receipt when the checkout left one. "Imprimir" prints the receipt alone (payments-page.css's
 * print rules hide everything else).
 */
export function PaymentReceipt({
  payment,
  amount,
  describedBy,
}: {
  readonly payment: Payment;
  readonly amount: number;
  readonly describedBy: string;
}) {
  const rows: readonly (readonly [string, string])[] = [
    ['Concepto', payment.concept],
    ['Asunto', payment.caseName],
    ['Abogado o Estudio', payment.lawyer],
    ['Monto', formatPesos(amount)],
    ['Fecha', formatServiceDay(payment.createdAt)],
    ['Estado', paymentListMessages.paid],
    ['N.º de pago', payment.movementId],
  ];
  return (
    <Dialog
      title={paymentListMessages.receiptTitle}
      trigger={
        <Button variant="secondary" aria-describedby={describedBy}>
          {paymentListMessages.receipt}
        </Button>
      }
    >
      {(close) => (
        <div className="payment-receipt">
          <PaymentFacts rows={rows} />
          <p className="payment-receipt-note">{paymentListMessages.receiptNote}</p>
          {payment.receiptUrl === null ? null : (
            <p className="payment-receipt-provider">
              <a href={payment.receiptUrl} target="_blank" rel="noopener noreferrer">
                Comprobante del medio de pago<span className="visually-hidden"> (se abre en otra pestaña)</span>
              </a>
            </p>
          )}
          <div className="payment-receipt-actions">
            <DialogActions>
              <Button variant="secondary" onPress={close}>
                Cerrar
              </Button>
              <Button onPress={() => window.print()}>{paymentListMessages.print}</Button>
            </DialogActions>
          </div>
        </div>
      )}
    </Dialog>
  );
}
