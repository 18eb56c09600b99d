import { PageHeader } from '../../ui/blocks';

/** /calendarNewConsultation: choosing the date of a new consultation with a lawyer. */
export function CalendarNewConsultationPage() {
  return (
    <>
      <PageHeader title="Elegir turno para su consulta" lead="Aquí elegirá el día y la hora de su consulta según la agenda del abogado." />
      <div className="ui-card">
        <p>La agenda del abogado para reservar turnos estará disponible en esta página próximamente.</p>
      </div>
    </>
  );
}
