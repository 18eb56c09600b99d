import { formatDate, type Case } from '@justiciable/core';
import { useAtomValue } from 'jotai';
import { EmptyState, FormAlert, PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';
import { Table, type TableColumn } from '../../ui/table';
import { casesAtom } from './cases-atoms';

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

/** /asuntos: the client's cases, newest first. Filters and the case tools come with the cases screens. */
export function CasesPage({ error }: { readonly error: string | null }) {
  const cases = useAtomValue(casesAtom);
  return (
    <>
      <PageHeader title="Asuntos" lead="Los asuntos que lleva con sus abogados y estudios, del más reciente al más antiguo." />
      {error ? <FormAlert>{error}</FormAlert> : null}
      {cases.length === 0 && !error ? (
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
      {cases.length > 0 ? <Table label="Sus asuntos" columns={columns} rows={cases} empty="No hay asuntos." /> : null}
    </>
  );
}
