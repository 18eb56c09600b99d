import type { DirectoryEntry } from '@justiciable/core';
import { EmptyState, FormAlert, PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';
import { Table, type TableColumn } from '../../ui/table';

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

/** /directorio: the lawyers a client can contact; search, filters and contact requests come next. */
export function DirectoryPage({ lawyers, error }: { readonly lawyers: readonly DirectoryEntry[]; readonly error: string | null }) {
  return (
    <>
      <PageHeader title="Directorio" lead="Abogados y estudios a los que puede consultar, con sus especialidades y su localidad." />
      {error ? <FormAlert>{error}</FormAlert> : null}
      {lawyers.length === 0 && !error ? (
        <EmptyState title="No hay abogados para mostrar">Cuando haya abogados y estudios disponibles, los verá aquí para contactarlos.</EmptyState>
      ) : null}
      {lawyers.length > 0 ? <Table label="Abogados y estudios" columns={columns} rows={lawyers} empty="No hay abogados." /> : null}
    </>
  );
}
