import { formatDate, type CalendarEntry } from '@justiciable/core';
import { useAtomValue } from 'jotai';
import { EmptyState, FormAlert, PageHeader } from '../../ui/blocks';
import { Table, type TableColumn } from '../../ui/table';
import { calendarsAtom } from './calendar-atoms';

const columns: readonly TableColumn<CalendarEntry>[] = [
  { id: 'title', title: 'Título', isRowHeader: true, render: (entry) => entry.calendar_title },
  { id: 'date', title: 'Fecha', render: (entry) => formatDate(entry.fecha_ini) },
  { id: 'time', title: 'Hora', render: (entry) => entry.hora_ini },
  { id: 'case', title: 'Asunto', render: (entry) => entry.asunto },
  { id: 'lawyer', title: 'Abogado o estudio', render: (entry) => entry.abogadoEstudio },
  { id: 'type', title: 'Tipo de reunión', render: (entry) => entry.tipo_reunion },
];

/** /agenda: the client's appointments, newest first; filters and the calendar view come next. */
export function AgendaPage({ error }: { readonly error: string | null }) {
  const entries = useAtomValue(calendarsAtom);
  return (
    <>
      <PageHeader title="Agenda" lead="Sus audiencias, reuniones y turnos con abogados y estudios." />
      {error ? <FormAlert>{error}</FormAlert> : null}
      {entries.length === 0 && !error ? (
        <EmptyState title="No hay eventos en su agenda">
          Cuando un abogado le proponga una fecha o usted reserve un turno, lo verá aquí con su día, hora y modalidad.
        </EmptyState>
      ) : null}
      {entries.length > 0 ? <Table label="Eventos de su agenda" columns={columns} rows={entries} empty="No hay eventos." /> : null}
    </>
  );
}
