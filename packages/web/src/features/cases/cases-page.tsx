import { formatDate, type Case } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';
import { Table, type TableColumn } from '../../ui/table';

const casesRoute = getRouteApi('/_main/_cases');

const columns: readonly TableColumn<Case>[] = [
  {
    id: 'case',
    title: 'Asunto',
    isRowHeader: true,
    render: (item) => (
      <Link to="/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}" params={{ id: item.id }}>
        {item.case}
      </Link>
    ),
  },
  { id: 'tipo', title: 'Tipo', render: (item) => item.tipo },
  { id: 'fecha', title: 'Fecha', render: (item) => formatDate(item.fecha) },
  { id: 'abogado', title: 'Abogado o estudio', render: (item) => item.abogadoEstudio },
  { id: 'estado', title: 'Estado', render: (item) => <span className="ui-status">{item.estado}</span> },
];

/** /asuntos: the client's cases, newest first. */
export function CasesPage() {
  const cases = casesRoute.useLoaderData();
  return (
    <>
      <PageHeader title="Asuntos" lead="Los asuntos que lleva con sus abogados y estudios, del más reciente al más antiguo." />
      {!cases.ok ? <LoadFailure message={cases.message} /> : null}
      {cases.ok && cases.value.length === 0 ? (
        <EmptyState
          title="Todavía no tiene asuntos"
          action={
            <Link to="/nuevaConsulta" look="button-primary">
              Iniciar una consulta
            </Link>
          }
        >
          Cuando un abogado acepte una de sus consultas, el asunto aparecerá aquí con su estado y sus movimientos.
        </EmptyState>
      ) : null}
      {cases.ok && cases.value.length > 0 ? <Table label="Sus asuntos" columns={columns} rows={cases.value} empty="No hay asuntos." /> : null}
    </>
  );
}
