import {
  awaitsPayment,
  caseNextStep,
  MOVEMENT_TYPE,
  paymentState,
  pendingPaymentTotal,
  type Case,
  type Movement,
  formatPesos,
} from '@justiciable/core';
import { PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';
import { PaymentAction } from '../../ui/pay-dialog';
import { TermHelp } from '../../ui/term-help';

/** The case's title and what the client needs to know about it at a glance. */
export function CaseHeader({
  opened,
  movements,
}: {
  readonly opened: Case;
  readonly movements: readonly Movement[] | null;
}) {
  const next = caseNextStep(opened);
  return (
    <>
      <PageHeader
        title={opened.case}
        lead={`${opened.tipo} · ${opened.abogadoEstudio}`}
        actions={
          <Link to="/asuntos" look="button-secondary">
            Volver a asuntos
          </Link>
        }
      />
      <section className="ui-card case-summary" aria-labelledby="case-summary-title">
        <h2 id="case-summary-title" className="visually-hidden">
          Resumen del asunto
        </h2>
        <dl className="case-facts">
          <div className="case-facts-estado">
            <dt>Estado</dt>
            <dd>
              {/* What the state waits for ('Pendiente de pago'), so it never reads as a contradiction of «Consulta aceptada». */}
              <span className="ui-status case-estado" data-estado={opened.estado}>
                {next.label}
              </span>
              <TermHelp term={opened.estado} />
              <p className="case-next-step" data-actor={next.actor}>
                {next.text}
              </p>
            </dd>
          </div>
          <div>
            <dt>Tipo de servicio</dt>
            <dd>{opened.tipo}</dd>
          </div>
          <div>
            <dt>Abogado y estudio</dt>
            <dd>{opened.abogadoEstudio}</dd>
          </div>
          <div>
            <dt>
              Medio de comunicación
              <TermHelp term="Medio de comunicación" />
            </dt>
            <dd>{opened.medio_comunicacion ?? '-'}</dd>
          </div>
          <div>
            <dt>Consulta</dt>
            <dd>
              {opened.consulta_aceptada ? 'Consulta aceptada' : 'Pendiente de aceptación'}
              {opened.consulta_aceptada ? <TermHelp term="Consulta aceptada" /> : null}
            </dd>
          </div>
          <div>
            <dt>Pagos pendientes</dt>
            <dd>
              {pendingPayments(opened.pago, movements)}
              <PayOwed opened={opened} movements={movements} />
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}

/**
 * The case's count of unpaid charges and, when the movements say, what the owed ones add up to;
 * those left pending at the checkout (core's paymentState) are counted apart, in process, not owed.
 */
function pendingPayments(count: number, movements: readonly Movement[] | null): string {
  const now = Date.now();
  const inProcess = (movements ?? []).filter(
    (movement) => movement.id_tipo === MOVEMENT_TYPE.payment && paymentState(movement, now).kind === 'in-process',
  ).length;
  const owed = Math.max(count - inProcess, 0);
  if (owed === 0 && inProcess === 0) return 'Sin pagos pendientes';
  const total = pendingPaymentTotal(movements ?? [], now);
  const owedLabel =
    owed === 0
      ? null
      : `${owed === 1 ? '1 pago pendiente' : `${owed} pagos pendientes`}${total === null ? '' : ` · ${formatPesos(total)}`}`;
  const inProcessLabel =
    inProcess === 0 ? null : inProcess === 1 ? '1 pago en proceso' : `${inProcess} pagos en proceso`;
  return [owedLabel, inProcessLabel].filter((label) => label !== null).join(' · ');
}

/**
 * The way to pay what the summary says is owed, where it says it: "Pagar $ …" for each payment
 * owed now (the same dialog as the payment's own card and Pagos), each named by its concept.
 */
function PayOwed({ opened, movements }: { readonly opened: Case; readonly movements: readonly Movement[] | null }) {
  const now = Date.now();
  const owed = (movements ?? []).filter((movement) => awaitsPayment(movement, now));
  if (owed.length === 0) return null;
  return (
    <ul className="case-summary-pay">
      {owed.map((payment) => {
        const concept = payment.concepto ?? payment.descripcion_movimiento ?? 'Pago';
        const conceptId = `resumen-pago-${payment.id_movimiento}`;
        return (
          <li key={payment.id_movimiento}>
            {owed.length > 1 ? <span id={conceptId}>{concept}</span> : null}
            <PaymentAction
              state={paymentState(payment, now)}
              amount={payment.monto}
              facts={{ concept, caseName: opened.case, lawyer: opened.abogadoEstudio }}
              order={{ lawyerId: opened.id_abogado, caseId: opened.id, movementId: payment.id_movimiento }}
              returnsTo="a este asunto"
              {...(owed.length > 1 ? { describedBy: conceptId } : {})}
            />
          </li>
        );
      })}
    </ul>
  );
}
