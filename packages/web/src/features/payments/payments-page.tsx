import { formatServiceDay, paymentListMessages, type Payment, formatPesos } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import type { Loaded } from '../../data/loaded';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';
import { DataFreshness } from '../../ui/data-freshness';
import { LoadFailure } from '../../ui/load-failure';
import { WindowList } from '../../ui/window-list';
import { PaymentPayButton } from './payment-pay-button';
import './payments-page.css';

const paymentsRoute = getRouteApi('/_main/pagos');

/**
 * /pagos: every payment of every case of the client, the owed ones first, then the paid ones, each
 * newest first. The owed ones show as soon as they are read; the whole list completes them when it
 * comes, in place, so a payment dialog opened meanwhile stays open.
 */
export function PaymentsPage() {
  const { owed, every } = paymentsRoute.useLoaderData();
  const settled = useSettled(every);
  const header = <PageHeader title="Pagos" lead="Los pagos de todos sus asuntos: primero los pendientes, después los ya pagados." />;
  if (settled !== null && !settled.ok) {
    return (
      <>
        {header}
        <LoadFailure message={settled.message} />
      </>
    );
  }
  if (settled?.value.length === 0) {
    return (
      <>
        {header}
        <EmptyState title={paymentListMessages.empty}>{paymentListMessages.emptyDetail}</EmptyState>
      </>
    );
  }
  // Until the whole list comes, the owed ones read first (none when they could not be read: the whole list's answer says why).
  const owedShown = settled !== null ? settled.value.filter((payment) => !payment.paid) : owed.ok ? owed.value : [];
  const paid = settled === null ? [] : settled.value.filter((payment) => payment.paid);
  return (
    <>
      {header}
      <DataFreshness of={settled ?? owed} />
      {owedShown.length > 0 ? <PaymentGroup title={`Pendientes (${owedShown.length})`} payments={owedShown} /> : null}
      {paid.length > 0 ? <PaymentGroup title={`Pagados (${paid.length})`} payments={paid} /> : null}
      {settled === null ? (
        <p className="payment-reading" role="status">
          {paymentListMessages.readingAll}
        </p>
      ) : null}
    </>
  );
}

/**
 * What the whole list's read answered, once it has: null while it is read. A list read before
 * stays shown while the route reads it again (a refresh after the router's minute); a failure
 * does not, so 'Reintentar' shows the reading at once.
 */
function useSettled(every: Promise<Loaded<readonly Payment[]>>): Loaded<readonly Payment[]> | null {
  const [settled, setSettled] = useState<{ readonly of: Promise<Loaded<readonly Payment[]>>; readonly answer: Loaded<readonly Payment[]> } | null>(null);
  useEffect(() => {
    let current = true;
    void every.then((answer) => {
      if (current) setSettled({ of: every, answer });
    });
    return () => {
      current = false;
    };
  }, [every]);
  if (settled === null) return null;
  return settled.of === every || settled.answer.ok ? settled.answer : null;
}

const paymentKey = (payment: Payment) => payment.movementId;

/**
 * One group of payments, a card each on a phone and a row each, under the columns' names, on a
 * wide screen; items exist only while near the view, for an account with hundreds of them.
 */
function PaymentGroup({ title, payments }: { readonly title: string; readonly payments: readonly Payment[] }) {
  const id = useId();
  return (
    <section className="payment-group" aria-labelledby={id}>
      <h2 id={id} className="payment-group-title">
        {title}
      </h2>
      <div className="payment-list-frame">
        <div className="payment-list-header" aria-hidden="true">
          <span>Concepto</span>
          <span>Asunto</span>
          <span>Abogado o estudio</span>
          <span>Fecha</span>
          <span>Monto</span>
          <span>Estado</span>
          <span />
        </div>
        <WindowList items={payments} label={title} className="payment-list" itemClassName="payment-item" keyOf={paymentKey} estimateSize={170} overscan={6}>
          {(payment) => <PaymentSummary payment={payment} />}
        </WindowList>
      </div>
    </section>
  );
}

function PaymentSummary({ payment }: { readonly payment: Payment }) {
  const conceptId = useId();
  return (
    <>
      <h3 id={conceptId} className="payment-concept">
        {payment.concept}
      </h3>
      <dl className="payment-fields">
        <div>
          <dt>Asunto</dt>
          <dd>
            <Link to="/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}" params={{ id: payment.caseId, id_movent: payment.movementId }}>
              {payment.caseName}
            </Link>
          </dd>
        </div>
        <div>
          <dt>Abogado o estudio</dt>
          <dd>{payment.lawyer}</dd>
        </div>
        <div>
          <dt>Fecha</dt>
          <dd>{formatServiceDay(payment.createdAt)}</dd>
        </div>
        <div>
          <dt>Monto</dt>
          <dd className="payment-amount">{payment.amount === null ? paymentListMessages.amountPending : formatPesos(payment.amount)}</dd>
        </div>
        <div>
          <dt>Estado</dt>
          <dd>
            <span className="ui-status payment-state" data-state={payment.paid ? 'done' : 'pending'}>
              {payment.paid ? paymentListMessages.paid : paymentListMessages.due}
            </span>
          </dd>
        </div>
      </dl>
      <div className="payment-action">
        <PaymentAction payment={payment} describedBy={conceptId} />
      </div>
    </>
  );
}

/** Pagar for one owed now; the receipt of a paid one, when the checkout left one. */
function PaymentAction({ payment, describedBy }: { readonly payment: Payment; readonly describedBy: string }) {
  if (payment.payable && payment.amount !== null) return <PaymentPayButton payment={payment} amount={payment.amount} describedBy={describedBy} />;
  if (payment.receiptUrl === null) return null;
  return (
    <a href={payment.receiptUrl} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
      Ver comprobante<span className="visually-hidden"> (se abre en otra pestaña)</span>
    </a>
  );
}
