import type { DirectoryEntry } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';
import { Table, type TableColumn } from '../../ui/table';

const directoryRoute = getRouteApi('/_main/directorio');

const columns: readonly TableColumn<DirectoryEntry>[] = [
  {
    id: 'name',
    title: 'Abogado o estudio',
    isRowHeader: true,
    render: (entry) => (
      <Link to="/lawyerDetails/$id/$id_grupo/{-$showInfo}" params={{ id: entry.id, id_grupo: entry.id_grupo }}>
        {entry.abogadoEstudio.title}
      </Link>
    ),
  },
  { id: 'specialities', title: 'Especialidades', render: (entry) => entry.especialidades.join(', ') },
  { id: 'place', title: 'Localidad', render: (entry) => entry.nombre_localidad_completo },
  { id: 'contact', title: 'Contacto', render: (entry) => entry.button['msg-btn'] },
];

/** /directorio: the lawyers a client can contact, with the state of their contact button. */
export function DirectoryPage() {
  const lawyers = directoryRoute.useLoaderData();
  return (
    <>
      <PageHeader title="Directorio" lead="Abogados y estudios a los que puede consultar, con sus especialidades y su localidad." />
      {!lawyers.ok ? <LoadFailure message={lawyers.message} /> : null}
      {lawyers.ok && lawyers.value.length === 0 ? (
        <EmptyState title="No hay abogados para mostrar">Cuando haya abogados y estudios disponibles, los verá aquí para contactarlos.</EmptyState>
      ) : null}
      {lawyers.ok && lawyers.value.length > 0 ? <Table label="Abogados y estudios" columns={columns} rows={lawyers.value} empty="No hay abogados." /> : null}
    </>
  );
}
