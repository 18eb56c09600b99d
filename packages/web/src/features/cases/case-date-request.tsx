import { formatDate, formatTime, type Movement } from '@justiciable/core';
import { useState } from 'react';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { LoadFailure } from '../../ui/load-failure';
import { chosenSlot, NO_SLOT_CHOICE, WeekSlotPicker, type SlotChoice } from '../../ui/week-slot-picker';
import { caseRouteId, useOpenedCase } from './case-movement-route';

/**
 * The owner answers their lawyer's date request (type 7) inside the case, the way a guest does on
 * the public /calendarRequest link: a free slot of the lawyer's week, then updateCalendar. The
 * case reloads after, and the movement shows the meeting's date.
 */
export function AnswerDateRequest({ request }: { readonly request: Movement }) {
  const portal = usePortal();
  const { case: opened, lawyerCalendar } = useOpenedCase();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<SlotChoice>(NO_SLOT_CHOICE);
  const answer = useAction(portal.answerCalendarRequest, {
    invalidates: [caseRouteId],
    success: 'Fecha elegida: la reunión quedó agendada.',
    failure: 'inline',
  });

  if (!open) {
    return (
      <div className="ui-card-actions ui-card-actions--start">
        <Button onPress={() => setOpen(true)}>Elegir fecha</Button>
      </div>
    );
  }
  if (lawyerCalendar === null) return null;
  if (!lawyerCalendar.ok) return <LoadFailure message={lawyerCalendar.message} />;

  const chosen = chosenSlot(choice, lawyerCalendar);
  return (
    <form
      className="case-date-request"
      aria-label={`Elegir fecha: ${request.descripcion_movimiento ?? 'reunión'}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== null) void answer.run({ caseId: opened.id, movementId: request.id_movimiento, ...chosen });
      }}
    >
      <WeekSlotPicker busySlots={lawyerCalendar} value={choice} onChange={setChoice}>
        {chosen !== null ? (
          <p>
            Reunión el {formatDate(chosen.date)} de {formatTime(chosen.start)} a {formatTime(chosen.end)}.
          </p>
        ) : null}
        {answer.error !== null ? <FormAlert>{answer.error}</FormAlert> : null}
        <div className="ui-card-actions ui-card-actions--start">
          <Button variant="secondary" onPress={() => setOpen(false)} isDisabled={answer.pending}>
            Cancelar
          </Button>
          <Button type="submit" isDisabled={chosen === null} isPending={answer.pending}>
            Confirmar fecha y hora
          </Button>
        </div>
      </WeekSlotPicker>
    </form>
  );
}
