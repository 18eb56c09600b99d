import { formatServiceDay, paymentListMessages, paymentTotals, type Payment, type PaymentTotals, formatPesos } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import type { Loaded } from '../../data/loaded';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';
import { DataFreshness } from '../../ui/data-freshness';
import { LoadFailure } from '../../ui/load-failure';
import { WindowList } from '../../ui/window-list';
import { PaymentAction as PayOrInProcess } from '../../ui/pay-dialog';
import { PaymentReceipt } from './payment-receipt';
import './payments-page.css';

const paymentsRoute = getRouteApi('/_main/pagos');

/**
 * /pagos: every payment of every case of the client, what they add up to owed, in process and paid
 * at the top, then the owed ones, those in process (left pending at the checkout, no button until
 * settled or expired), then the paid ones with their receipt, each newest first. The unpaid ones
 * show as soon as they are read; the whole list completes them when it comes, in place, so a
 * payment dialog opened meanwhile stays open.
 */
export function PaymentsPage() {
  const { owed, every } = paymentsRoute.useLoaderData();
  const settled = useSettled(every);
  const header = <PageHeader title="Pagos" lead="Los pagos de todos sus asuntos: primero los pendientes, después los que están en proceso y los ya pagados." />;
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
  // Until the whole list comes, the unpaid ones read first (none when they could not be read: the whole list's answer says why).
  const unpaid = settled !== null ? settled.value.filter((payment) => !payment.paid) : owed.ok ? owed.value : [];
  const owedShown = unpaid.filter((payment) => payment.state.kind === 'owed');
  const inProcess = unpaid.filter((payment) => payment.state.kind === 'in-process');
  const paid = settled === null ? [] : settled.value.filter((payment) => payment.paid);
  return (
    <>
      {header}
      <DataFreshness of={settled ?? owed} />
      {settled !== null ? <Totals totals={paymentTotals(settled.value)} /> : null}
      {owedShown.length > 0 ? <PaymentGroup title={`Pendientes (${owedShown.length})`} payments={owedShown} /> : null}
      {inProcess.length > 0 ? <PaymentGroup title={`En proceso (${inProcess.length})`} payments={inProcess} /> : null}
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

/** What the client's payments add up to, owed, in process and paid: each a count and an amount. */
function Totals({ totals }: { readonly totals: PaymentTotals }) {
  const id = useId();
  const tallies = [
    ['owed', paymentListMessages.totalOwed, totals.owed],
    ['in-process', paymentListMessages.totalInProcess, totals.inProcess],
    ['paid', paymentListMessages.totalPaid, totals.paid],
  ] as const;
  return (
    <section className="payment-totals" aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        {paymentListMessages.totalsTitle}
      </h2>
      <dl>
        {tallies.map(([state, label, tally]) => (
          <div key={state} data-state={state}>
            <dt>{label}</dt>
            <dd>
              <span className="payment-total-amount">{formatPesos(tally.amount)}</span>
              <span className="payment-total-count">{tally.count === 1 ? '1 pago' : `${tally.count} pagos`}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
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
            <span className="ui-status payment-state" data-state={payment.state.kind === 'paid' ? 'done' : payment.state.kind === 'in-process' ? 'in-process' : 'pending'}>
              {payment.state.kind === 'paid' ? paymentListMessages.paid : payment.state.kind === 'in-process' ? paymentListMessages.inProcess : paymentListMessages.due}
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

/**
 * Pagar for one owed now, what happens to one in process (ui/pay-dialog.tsx, the case's rule too);
 * the receipt of a paid one.
 */
function PaymentAction({ payment, describedBy }: { readonly payment: Payment; readonly describedBy: string }) {
  if (payment.state.kind === 'paid') return payment.amount === null ? null : <PaymentReceipt payment={payment} amount={payment.amount} describedBy={describedBy} />;
  return (
    <PayOrInProcess
      state={payment.state}
      amount={payment.amount}
      facts={{ concept: payment.concept, caseName: payment.caseName, lawyer: payment.lawyer }}
      order={{ lawyerId: payment.lawyerId, caseId: payment.caseId, movementId: payment.movementId }}
      returnsTo="al asunto"
      describedBy={describedBy}
    />
  );
}
