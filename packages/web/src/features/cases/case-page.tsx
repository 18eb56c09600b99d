import { formatDate } from '@justiciable/core';
import { useAtomValue } from 'jotai';
import { EmptyState, FormAlert, PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';
import { casesAtom } from './cases-atoms';
import { moventsAtom } from './movements-atoms';

/** /asunto/:id/...: a case the guard let through, with its movements as the service lists them. */
export function CasePage({ caseId, error }: { readonly caseId: string; readonly error: string | null }) {
  const found = useAtomValue(casesAtom).find((item) => item.id === caseId);
  const movements = useAtomValue(moventsAtom);
  return (
    <>
      <PageHeader
        title={found?.case ?? 'Asunto'}
        lead={found ? `${found.tipo} · ${found.abogadoEstudio} · ${found.estado}` : undefined}
        actions={
          <Link to="/asuntos" look="button-secondary">
            Volver a asuntos
          </Link>
        }
      />
      {error ? <FormAlert>{error}</FormAlert> : null}
      {movements.length === 0 && !error ? (
        <EmptyState title="Sin movimientos">
          Aquí verá los movimientos del asunto: escritos, pedidos de documentos, audiencias y pagos, con sus comentarios.
        </EmptyState>
      ) : null}
      {movements.length > 0 ? (
        <section aria-labelledby="movements-title" className="ui-card">
          <h2 id="movements-title">Movimientos</h2>
          <ol className="list-plain">
            {movements.map((movement) => (
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
