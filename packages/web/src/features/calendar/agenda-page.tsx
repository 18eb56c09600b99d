import { formatDate, type CalendarEntry } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { LoadFailure } from '../../ui/load-failure';
import { Table, type TableColumn } from '../../ui/table';

const agendaRoute = getRouteApi('/_main/agenda');

const columns: readonly TableColumn<CalendarEntry>[] = [
  { id: 'title', title: 'Título', isRowHeader: true, render: (entry) => entry.calendar_title },
  { id: 'date', title: 'Fecha', render: (entry) => formatDate(entry.fecha_ini) },
  { id: 'time', title: 'Hora', render: (entry) => entry.hora_ini },
  { id: 'case', title: 'Asunto', render: (entry) => entry.asunto },
  { id: 'lawyer', title: 'Abogado o estudio', render: (entry) => entry.abogadoEstudio },
  { id: 'type', title: 'Tipo de reunión', render: (entry) => entry.tipo_reunion },
];

/** /agenda: the client's appointments, newest first. */
export function AgendaPage() {
  const entries = agendaRoute.useLoaderData();
  return (
    <>
      <PageHeader title="Agenda" lead="Sus audiencias, reuniones y turnos con abogados y estudios." />
      {!entries.ok ? <LoadFailure message={entries.message} /> : null}
      {entries.ok && entries.value.length === 0 ? (
        <EmptyState title="No hay eventos en su agenda">
          Cuando un abogado le proponga una fecha o usted reserve un turno, lo verá aquí con su día, hora y modalidad.
        </EmptyState>
      ) : null}
      {entries.ok && entries.value.length > 0 ? <Table label="Eventos de su agenda" columns={columns} rows={entries.value} empty="No hay eventos." /> : null}
    </>
  );
}
