import { formatDate } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';

const caseRoute = getRouteApi('/_main/_cases/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}');

/** /asunto/:id/...: a case the guard let through, with its movements as the service lists them. */
export function CasePage() {
  const { case: opened, movements } = caseRoute.useLoaderData();
  return (
    <>
      <PageHeader
        title={opened.case}
        lead={`${opened.tipo} · ${opened.abogadoEstudio} · ${opened.estado}`}
        actions={
          <Link to="/asuntos" look="button-secondary">
            Volver a asuntos
          </Link>
        }
      />
      {!movements.ok ? <LoadFailure message={movements.message} /> : null}
      {movements.ok && movements.value.movements.length === 0 ? (
        <EmptyState title="Sin movimientos">
          Aquí verá los movimientos del asunto: escritos, pedidos de documentos, audiencias y pagos, con sus comentarios.
        </EmptyState>
      ) : null}
      {movements.ok && movements.value.movements.length > 0 ? (
        <section aria-labelledby="movements-title" className="ui-card">
          <h2 id="movements-title">Movimientos</h2>
          <ol className="list-plain">
            {movements.value.movements.map((movement) => (
              <li key={movement.id_movimiento}>
                <strong>{formatDate(movement.fecha_alta)}</strong> · {movement.nombre_tipo ?? 'Movimiento'}
                {movement.descripcion_movimiento ? <p>{movement.descripcion_movimiento}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
