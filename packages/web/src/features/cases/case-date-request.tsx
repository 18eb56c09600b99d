import { formatDate, formatTime, type Movement } from '@justiciable/core';
import { useEffect, useRef, useState } from 'react';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { focusById } from '../../ui/focus-after';
import { LoadFailure } from '../../ui/load-failure';
import { chosenSlot, NO_SLOT_CHOICE, WeekSlotPicker, type SlotChoice } from '../../ui/week-slot-picker';
import { caseRouteId, useOpenedCase } from './case-movement-route';

const DATE_MISSING = 'Elija un día y un horario libres de la agenda del abogado.';

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
  /** 'Confirmar fecha y hora' was pressed before a free day and time were chosen. */
  const [incomplete, setIncomplete] = useState(false);
  // Where the focus goes as the form opens and closes: into the form, and back to 'Elegir fecha'.
  const focusTo = useRef<'form' | 'opener' | null>(null);
  const opener = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusTo.current === 'form') form.current?.focus();
    if (focusTo.current === 'opener') opener.current?.querySelector('button')?.focus();
    focusTo.current = null;
  }, [open]);

  function openForm() {
    focusTo.current = 'form';
    setOpen(true);
  }

  function closeForm() {
    focusTo.current = 'opener';
    setIncomplete(false);
    setOpen(false);
  }

  async function confirm(slot: NonNullable<ReturnType<typeof chosenSlot>>) {
    // The movement's card stays, and shows the meeting's date instead of this form: the focus goes to it.
    const movement = form.current?.closest('article')?.id ?? '';
    const done = await answer.run({ caseId: opened.id, movementId: request.id_movimiento, ...slot });
    if (done.ok) focusById(movement);
  }
  const answer = useAction(portal.answerCalendarRequest, {
    invalidates: [caseRouteId],
    success: 'Fecha elegida: la reunión quedó agendada.',
    failure: 'inline',
  });

  if (!open) {
    return (
      <div className="ui-card-actions ui-card-actions--start" ref={opener}>
        <Button onPress={openForm}>Elegir fecha</Button>
      </div>
    );
  }
  if (lawyerCalendar === null) return null;
  if (!lawyerCalendar.ok) return <LoadFailure message={lawyerCalendar.message} />;

  const chosen = chosenSlot(portal, choice, lawyerCalendar);
  return (
    <form
      ref={form}
      // Takes the focus as it opens (read by its name), never a stop for Tab.
      tabIndex={-1}
      className="case-date-request"
      aria-label={`Elegir fecha: ${request.descripcion_movimiento ?? 'reunión'}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (answer.pending) return;
        if (chosen !== null) {
          setIncomplete(false);
          void confirm(chosen);
          return;
        }
        // GOV.UK keeps the button enabled: pressed too early, it says what is missing and takes the person to it.
        setIncomplete(true);
        const missing = choice.day === null ? '.week-slot-day button:not([disabled])' : 'select:not([disabled])';
        form.current?.querySelector<HTMLElement>(missing)?.focus();
      }}
    >
      <WeekSlotPicker busySlots={lawyerCalendar} value={choice} onChange={setChoice}>
        {chosen !== null ? (
          <p>
            Reunión el {formatDate(chosen.date)} de {formatTime(chosen.start)} a {formatTime(chosen.end)}.
          </p>
        ) : null}
        {incomplete && chosen === null ? <FormAlert>{DATE_MISSING}</FormAlert> : null}
        {answer.error !== null ? <FormAlert>{answer.error}</FormAlert> : null}
        <div className="ui-card-actions ui-card-actions--start">
          <Button variant="secondary" onPress={closeForm} isDisabled={answer.pending}>
            Cancelar
          </Button>
          <Button type="submit" isPending={answer.pending}>
            Confirmar fecha y hora
          </Button>
        </div>
      </WeekSlotPicker>
    </form>
  );
}
