import { formatPesos, type Case, type CaseFileView, type PendingPayments } from '@justiciable/core';
import { PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';
import { TermHelp } from '../../ui/term-help';
import { CasePayAction } from './case-pay-button';

/** The case's title and what the client needs to know about it at a glance. */
export function CaseHeader({ opened, view }: { readonly opened: Case; readonly view: CaseFileView }) {
  const next = view.nextStep;
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
              {pendingPaymentsText(view.pendingPayments)}
              <PayOwed view={view} />
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}

/** The case's unpaid charges as core counted them: the owed ones with what they add up to, and those in process apart. */
function pendingPaymentsText({ owed, inProcess, owedTotal }: PendingPayments): string {
  if (owed === 0 && inProcess === 0) return 'Sin pagos pendientes';
  const owedLabel =
    owed === 0
      ? null
      : `${owed === 1 ? '1 pago pendiente' : `${owed} pagos pendientes`}${owedTotal === null ? '' : ` · ${formatPesos(owedTotal)}`}`;
  const inProcessLabel =
    inProcess === 0 ? null : inProcess === 1 ? '1 pago en proceso' : `${inProcess} pagos en proceso`;
  return [owedLabel, inProcessLabel].filter((label) => label !== null).join(' · ');
}

/**
 * The way to pay what the summary says is owed, where it says it: "Pagar $ …" for each payment
 * owed now (the same dialog as the payment's own card and Pagos), each named by its concept.
 */
function PayOwed({ view }: { readonly view: CaseFileView }) {
  const owed = view.owedPayments;
  if (owed.length === 0) return null;
  return (
    <ul className="case-summary-pay">
      {owed.map((payment) => {
        const conceptId = `resumen-pago-${payment.order.movementId}`;
        return (
          <li key={payment.order.movementId}>
            {owed.length > 1 ? <span id={conceptId}>{payment.facts.concept}</span> : null}
            <CasePayAction payment={payment} {...(owed.length > 1 ? { describedBy: conceptId } : {})} />
          </li>
        );
      })}
    </ul>
  );
}
