import type { MyLawyer } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';
import { Table, type TableColumn } from '../../ui/table';

const myLawyersRoute = getRouteApi('/_main/abogados');

type Row = MyLawyer & { readonly id: string };

const columns: readonly TableColumn<Row>[] = [
  { id: 'name', title: 'Abogado o estudio', isRowHeader: true, render: (lawyer) => lawyer.abogadoEstudio.title },
  { id: 'cases', title: 'Asuntos en curso', render: (lawyer) => lawyer.asuntosCurso.join(', ') || '-' },
  { id: 'specialities', title: 'Especialidades', render: (lawyer) => lawyer.especialidades.join(', ') || lawyer.specialities || '-' },
];

/** /abogados: the lawyers the client works with and the cases they carry. */
export function MyLawyersPage() {
  const lawyers = myLawyersRoute.useLoaderData();
  const rows = (lawyers.ok ? lawyers.value : []).map((lawyer) => ({ ...lawyer, id: lawyer.id_abogado_grupo || lawyer.id_abogado }));
  return (
    <>
      <PageHeader title="Mis abogados" lead="Los abogados y estudios con los que tiene contacto y los asuntos que llevan." />
      {!lawyers.ok ? <LoadFailure message={lawyers.message} /> : null}
      {lawyers.ok && rows.length === 0 ? (
        <EmptyState
          title="Todavía no tiene abogados"
          action={
            <Link to="/directorio" look="button-primary">
              Buscar en el directorio
            </Link>
          }
        >
          Cuando un abogado acepte su solicitud de contacto o usted acepte la invitación de un estudio, aparecerá aquí.
        </EmptyState>
      ) : null}
      {rows.length > 0 ? <Table label="Sus abogados" columns={columns} rows={rows} empty="No hay abogados." /> : null}
    </>
  );
}
