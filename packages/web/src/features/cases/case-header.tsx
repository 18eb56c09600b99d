import { pendingPaymentTotal, type Case, type Movement, formatPesos } from '@justiciable/core';
import { PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';

/** The case's title and what the client needs to know about it at a glance. */
export function CaseHeader({ opened, movements }: { readonly opened: Case; readonly movements: readonly Movement[] | null }) {
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
          <div>
            <dt>Estado</dt>
            <dd>
              <span className="ui-status case-estado" data-estado={opened.estado}>
                {opened.estado}
              </span>
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
            <dt>Medio de comunicación</dt>
            <dd>{opened.medio_comunicacion ?? '-'}</dd>
          </div>
          <div>
            <dt>Consulta</dt>
            <dd>{opened.consulta_aceptada ? 'Consulta aceptada' : 'Pendiente de aceptación'}</dd>
          </div>
          <div>
            <dt>Pagos pendientes</dt>
            <dd>{pendingPayments(opened.pago, movements)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}

/** The case's count of unpaid charges and, when the movements say, what they add up to. */
function pendingPayments(count: number, movements: readonly Movement[] | null): string {
  if (count === 0) return 'Sin pagos pendientes';
  const label = count === 1 ? '1 pago pendiente' : `${count} pagos pendientes`;
  const total = pendingPaymentTotal(movements ?? []);
  return total === null ? label : `${label} · ${formatPesos(total)}`;
}
