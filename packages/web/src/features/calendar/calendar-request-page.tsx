import { PageHeader } from '../../ui/blocks';

/** /calendarRequest: a lawyer asks the client to pick a date; the guards already checked the link. */
export function CalendarRequestPage() {
  return (
    <>
      <PageHeader
        title="Elegir fecha y hora"
        lead="Su abogado le pidió que elija cuándo reunirse. Desde esta página podrá proponer el día y la hora."
      />
      <div className="ui-card">
        <p>El enlace es válido y el pedido sigue pendiente. La elección de fecha estará disponible en esta página próximamente.</p>
      </div>
    </>
  );
}
