import { formatDate, type RequestedMovement } from '@justiciable/core';
import { useId } from 'react';
import { FactList } from './fact-list';
import './request-summary.css';

/**
 * What a lawyer asked for, as the public request pages show it (/fileRequest, /calendarRequest):
 * the request, who asked and when, the case and the studio, and the kind of meeting if any.
 */
export function RequestSummary({
  request,
  fallback,
}: {
  readonly request: RequestedMovement;
  readonly fallback: string;
}) {
  const titleId = useId();
  const askedBy =
    [request.nombres, request.lawyerName].find((name) => name !== null && name.trim() !== '') ?? 'Su abogado';
  const facts: readonly (readonly [string, string | null])[] = [
    ['Pedido por', askedBy],
    ['Fecha del pedido', formatDate(request.fecha_alta)],
    ['Asunto', request.caseName],
    ['Estudio', request.studyName],
    ['Tipo de reunión', request.tipo_reunion],
  ];
  return (
    <section className="ui-card request-summary" aria-labelledby={titleId}>
      <h2 id={titleId}>Qué le pidieron</h2>
      <p className="request-summary-text">{request.descripcion_movimiento ?? request.nombre_tipo ?? fallback}</p>
      <FactList className="request-summary-facts" rows={facts.filter(([, value]) => value !== null)} />
    </section>
  );
}
