import {
  formatPesos,
  formatServiceDay,
  formatServiceTime,
  paymentInProcessMessage,
  type PaymentLinkOrder,
  type PaymentState,
} from '@justiciable/core';
import { useState } from 'react';
import { rememberCheckoutOrigin } from '../data/checkout-origin';
import { leaveFor } from '../data/leave-for';
import { useAction } from '../data/use-action';
import { usePortal } from '../session/router-context';
import { FormAlert } from './blocks';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';
import { FactList, type Fact } from './fact-list';
import './pay-dialog.css';

/** What the pay dialog says of a payment before the browser leaves for the checkout. */
export interface PayFacts {
  readonly concept: string;
  readonly caseName: string;
  readonly lawyer: string;
}

interface PaymentActionProps {
  /** The payment's state as core read it (paid, in process at the checkout, owed): whether it may be paid now. */
  readonly state: PaymentState;
  /** In pesos; null while the lawyer has not stated it, when there is nothing to pay yet. */
  readonly amount: number | null;
  readonly facts: PayFacts;
  /** The case, lawyer and payment movement the checkout link is asked for (core's createPaymentLink). */
  readonly order: Omit<PaymentLinkOrder, 'price'>;
  /** Where the dialog says the client comes back to after the checkout ('a este asunto', 'al asunto'). */
  readonly returnsTo: string;
  /** The id of what names the payment, which describes its button where several are listed. */
  readonly describedBy?: string;
  /**
   * Where the client goes once back from the checkout, when not the payment's case ('/pagos'):
   * the checkout returns to the case, which records the payment and then takes them there.
   */
  readonly comesBackTo?: string;
}

/**
 * What a payment offers, in one place for the case and Pagos: "Pagar $ …"
 * while it is owed; while it is in process (left pending at the checkout: a Rapipago ticket, say)
 * no button at all but what happens and until when, so it is never paid twice; nothing once paid.
 */
export function PaymentAction({
  state,
  amount,
  facts,
  order,
  returnsTo,
  describedBy,
  comesBackTo,
}: PaymentActionProps) {
  if (state.kind === 'in-process') return <PaymentInProcess until={state.until} />;
  if (state.kind === 'paid' || amount === null || amount <= 0) return null;
  return (
    <PayDialog
      amount={amount}
      facts={facts}
      order={order}
      returnsTo={returnsTo}
      describedBy={describedBy}
      comesBackTo={comesBackTo}
    />
  );
}

/** A payment left pending: it will be credited when the provider confirms it, or owed again once its ticket expires. */
export function PaymentInProcess({
  until,
}: {
  readonly until: Extract<PaymentState, { kind: 'in-process' }>['until'];
}) {
  return (
    <p className="pay-in-process">
      {paymentInProcessMessage(`${formatServiceDay(until)} a las ${formatServiceTime(until)}`)}
    </p>
  );
}

/**
 * "Pagar $ …": a dialog says what is paid, in which case, to whom and how much before the browser
 * leaves for the checkout (core's createPaymentLink, which refuses a payment paid or in process),
 * which sends it back to the payment's case, /asunto/:case/:movement/:paid.
 */
function PayDialog({
  amount,
  facts,
  order,
  returnsTo,
  describedBy,
  comesBackTo,
}: Omit<PaymentActionProps, 'state' | 'amount'> & { readonly amount: number }) {
  const portal = usePortal();
  const [leaving, setLeaving] = useState(false);
  const createLink = useAction(portal.createPaymentLink, {
    failure: 'inline',
    onSuccess: ({ redirectUrl }) => {
      setLeaving(true);
      if (comesBackTo !== undefined) rememberCheckoutOrigin(order.movementId, comesBackTo);
      leaveFor(redirectUrl);
    },
  });
  const rows: readonly (readonly [string, string])[] = [
    ['Concepto', facts.concept],
    ['Asunto', facts.caseName],
    ['Abogado o Estudio', facts.lawyer],
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
          <PaymentFacts rows={rows} />
          <p>Va a pagar en Mercado Pago. Al terminar, vuelve {returnsTo} y verá si el pago fue aprobado.</p>
          {createLink.error !== null ? <FormAlert>{createLink.error}</FormAlert> : null}
          <p role="status" className="pay-hint">
            {leaving ? 'Abriendo Mercado Pago…' : createLink.pending ? 'Preparando el pago…' : ''}
          </p>
          <DialogActions>
            <Button variant="secondary" onPress={close} isDisabled={createLink.pending || leaving}>
              Cancelar
            </Button>
            <Button
              onPress={() => void createLink.run({ ...order, price: amount })}
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

/** What is known of a payment, each fact under its label: in the pay dialog and in a paid payment's receipt alike. */
export function PaymentFacts({ rows }: { readonly rows: readonly Fact[] }) {
  return <FactList className="pay-facts" rows={rows} />;
}
