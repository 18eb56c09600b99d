import {
  formatServiceDay,
  paymentListMessages,
  type Case,
  type Payment,
  type PaymentReadProgress,
  type PaymentTotals,
  formatPesos,
} from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useSyncExternalStore } from 'react';
import { usePortal } from '../../session/router-context';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';
import { DataFreshness } from '../../ui/data-freshness';
import { LoadFailure } from '../../ui/load-failure';
import { WindowList } from '../../ui/window-list';
import { PaymentAction as PayOrInProcess } from '../../ui/pay-dialog';
import { PaymentReceipt } from './payment-receipt';
import type { PaymentReading } from './payment-reading';
import './payments-page.css';

const paymentsRoute = getRouteApi('/_main/pagos');

/** An owed payment, or a case that owes some whose movements are not read yet: what the Pendientes group lists. */
type OwedItem = { readonly payment: Payment } | { readonly unread: Case };

/**
 * /pagos: every payment of every case of the client, what they add up to owed, in process and paid
 * at the top, then the owed ones, those in process (left pending at the checkout, no button until
 * settled or expired), then the paid ones with their receipt, each newest first. What is owed shows
 * first: the cases whose `pago` counts some, at once from the case list (case, lawyer, how many),
 * each completed in place with its amounts and its Pagar as its movements come; then the paid
 * history, read slowly while the page is shown (core's readPayments, features/payments/payment-reading.ts),
 * with how far it came. What was read is kept on the device, so the next visit shows it at once and
 * reads again only the cases that owe. A payment dialog opened meanwhile stays open.
 */
export function PaymentsPage() {
  const { cases, reading } = paymentsRoute.useLoaderData();
  const header = (
    <PageHeader
      title="Pagos"
      lead="Los pagos de todos sus asuntos: primero los pendientes, después los que están en proceso y los ya pagados."
    />
  );
  if (!cases.ok) {
    return (
      <>
        {header}
        <LoadFailure message={cases.message} />
      </>
    );
  }
  return (
    <>
      {header}
      <DataFreshness of={cases} />
      <PaymentLists cases={cases.value} reading={reading} />
    </>
  );
}

function PaymentLists({ cases, reading }: { readonly cases: readonly Case[]; readonly reading: PaymentReading }) {
  const portal = usePortal();
  const state = useSyncExternalStore(reading.subscribe, reading.getState);
  // The reading goes on only while this page is on screen.
  useEffect(() => reading.view(), [reading]);
  // The groups and their totals are core's, made anew each time the reading brings more.
  const {
    payments,
    owed: owedNow,
    unreadOwing,
    owedCount,
    inProcess,
    paid,
    totals,
  } = useMemo(() => portal.viewPayments({ cases, known: state.known }), [portal, cases, state.known]);

  if (state.failure !== null && payments.length === 0) return <LoadFailure message={state.failure} />;
  if (state.done && payments.length === 0)
    return <EmptyState title={paymentListMessages.empty}>{paymentListMessages.emptyDetail}</EmptyState>;

  const owed: OwedItem[] = [
    ...owedNow.map((payment) => ({ payment })),
    ...unreadOwing.map((kase) => ({ unread: kase })),
  ];
  const readNow = state.readNow;
  return (
    <>
      {state.failure !== null ? <LoadFailure message={state.failure} /> : null}
      <ReadingProgress progress={state.progress} />
      {state.done ? <Totals totals={totals} /> : null}
      {owed.length > 0 ? (
        <PaymentGroup title={`Pendientes (${owedCount})`} items={owed} keyOf={owedKey}>
          {(item) =>
            'payment' in item ? (
              <PaymentSummary payment={item.payment} updating={!readNow.has(item.payment.caseId) && !state.done} />
            ) : (
              <UnreadCase kase={item.unread} />
            )
          }
        </PaymentGroup>
      ) : null}
      {inProcess.length > 0 ? (
        <PaymentGroup title={`En proceso (${inProcess.length})`} items={inProcess} keyOf={paymentKey}>
          {(payment) => <PaymentSummary payment={payment} updating={!readNow.has(payment.caseId) && !state.done} />}
        </PaymentGroup>
      ) : null}
      {paid.length > 0 ? (
        <PaymentGroup title={`Pagados (${paid.length})`} items={paid} keyOf={paymentKey}>
          {(payment) => <PaymentSummary payment={payment} updating={false} />}
        </PaymentGroup>
      ) : null}
    </>
  );
}

/** How far the reading came, announced politely, with a bar; nothing once done. */
function ReadingProgress({ progress }: { readonly progress: PaymentReadProgress | null }) {
  const text =
    progress === null
      ? null
      : progress.phase === 'owed'
        ? paymentListMessages.readingOwed(progress.done, progress.total)
        : paymentListMessages.readingHistory(progress.done, progress.total);
  return (
    <div className="payment-reading" role="status">
      {progress === null || text === null ? null : (
        <>
          <p>{text}</p>
          <progress value={progress.done} max={Math.max(progress.total, 1)} aria-hidden="true" />
          {progress.phase === 'history' ? (
            <p className="payment-reading-detail">{paymentListMessages.readingHistoryDetail}</p>
          ) : null}
        </>
      )}
    </div>
  );
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
const owedKey = (item: OwedItem) => ('payment' in item ? item.payment.movementId : `asunto-${item.unread.id}`);

/**
 * One group of payments, a card each on a phone and a row each, under the columns' names, on a
 * wide screen; items exist only while near the view, for an account with hundreds of them.
 */
function PaymentGroup<T>({
  title,
  items,
  keyOf,
  children,
}: {
  readonly title: string;
  readonly items: readonly T[];
  readonly keyOf: (item: T) => string;
  readonly children: (item: T) => React.ReactNode;
}) {
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
        <WindowList
          items={items}
          label={title}
          className="payment-list"
          itemClassName="payment-item"
          keyOf={keyOf}
          estimateSize={170}
          overscan={6}
        >
          {children}
        </WindowList>
      </div>
    </section>
  );
}

/** A case that owes some whose movements are not read yet: its name, lawyer and how many, its amounts on their way. */
function UnreadCase({ kase }: { readonly kase: Case }) {
  const conceptId = useId();
  return (
    <>
      <h3 id={conceptId} className="payment-concept">
        {paymentListMessages.owedInCase(kase.pago)}
      </h3>
      <dl className="payment-fields">
        <div>
          <dt>Asunto</dt>
          <dd>
            <Link to="/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}" params={{ id: kase.id }}>
              {kase.case}
            </Link>
          </dd>
        </div>
        <div>
          <dt>Abogado o estudio</dt>
          <dd>{kase.abogadoEstudio}</dd>
        </div>
        <div>
          <dt>Fecha</dt>
          <dd>—</dd>
        </div>
        <div>
          <dt>Monto</dt>
          <dd className="payment-amount payment-amount-reading">{paymentListMessages.amountReading}</dd>
        </div>
        <div>
          <dt>Estado</dt>
          <dd>
            <span className="ui-status payment-state" data-state="pending">
              {paymentListMessages.due}
            </span>
          </dd>
        </div>
      </dl>
      <div className="payment-action" />
    </>
  );
}

function PaymentSummary({ payment, updating }: { readonly payment: Payment; readonly updating: boolean }) {
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
            <Link
              to="/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}"
              params={{ id: payment.caseId, id_movent: payment.movementId }}
            >
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
          <dd className="payment-amount">
            {payment.amount === null ? paymentListMessages.amountPending : formatPesos(payment.amount)}
          </dd>
        </div>
        <div>
          <dt>Estado</dt>
          <dd>
            <span
              className="ui-status payment-state"
              data-state={
                payment.state.kind === 'paid' ? 'done' : payment.state.kind === 'in-process' ? 'in-process' : 'pending'
              }
            >
              {payment.state.kind === 'paid'
                ? paymentListMessages.paid
                : payment.state.kind === 'in-process'
                  ? paymentListMessages.inProcess
                  : paymentListMessages.due}
            </span>
            {/* Kept from an earlier visit, read again now: it may change. */}
            {updating ? <span className="payment-updating"> {paymentListMessages.updating}</span> : null}
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
  if (payment.state.kind === 'paid')
    return payment.amount === null ? null : (
      <PaymentReceipt payment={payment} amount={payment.amount} describedBy={describedBy} />
    );
  return (
    <PayOrInProcess
      state={payment.state}
      amount={payment.amount}
      facts={{ concept: payment.concept, caseName: payment.caseName, lawyer: payment.lawyer }}
      order={{ lawyerId: payment.lawyerId, caseId: payment.caseId, movementId: payment.movementId }}
      returnsTo="a Pagos"
      comesBackTo="/pagos"
      describedBy={describedBy}
    />
  );
}
