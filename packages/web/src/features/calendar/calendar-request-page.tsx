import { formatDate, type CalendarEntry, type FreeSlot, type RequestedMovement } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Loaded } from '../../data/loaded';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { FormAlert, PageHeader } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { LoadFailure } from '../../ui/load-failure';
import { RequestSummary } from '../../ui/request-summary';
import { chosenSlot, NO_SLOT_CHOICE, WeekSlotPicker, type SlotChoice } from '../../ui/week-slot-picker';

const calendarRequestRoute = getRouteApi('/_basic/calendarRequest/$id_case/$id_movement/$id_lawyer');

/** The page's heading, also painted by its prerendered shell before the request is read (src/app/prerender.tsx). */
export function CalendarRequestHeader() {
  return (
    <PageHeader
      title="Elegir fecha y hora"
      lead="Su abogado le pidió que elija cuándo reunirse. Elija un día y un horario libres de su agenda."
    />
  );
}

/** /calendarRequest: a lawyer asks for a date; whoever holds the link picks a free one without signing in (SPEC §2). */
export function CalendarRequestPage() {
  const { request, busySlots } = calendarRequestRoute.useLoaderData();
  return (
    <>
      <CalendarRequestHeader />
      {request.ok ? (
        <DateRequestForm request={request.value} busySlots={busySlots} />
      ) : (
        <LoadFailure message={request.message} />
      )}
    </>
  );
}

function DateRequestForm({
  request,
  busySlots,
}: {
  readonly request: RequestedMovement;
  readonly busySlots: Loaded<readonly CalendarEntry[]>;
}) {
  const portal = usePortal();
  const params = calendarRequestRoute.useParams();
  const { token } = calendarRequestRoute.useSearch();
  const [choice, setChoice] = useState<SlotChoice>(NO_SLOT_CHOICE);
  const [answered, setAnswered] = useState<FreeSlot | null>(null);
  /** 'Confirmar fecha y hora' was pressed before a free day and time were chosen. */
  const [incomplete, setIncomplete] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const answer = useAction(portal.answerCalendarRequest, { failure: 'inline' });
  // The form the focus was in gives way to what was agreed: the focus goes there, and it is read out.
  useEffect(() => {
    if (answered !== null) done.current?.focus();
  }, [answered]);

  if (answered !== null) {
    return (
      <>
        <RequestSummary request={request} fallback="Elegir la fecha de una reunión" />
        {/* Focused by script once the date is agreed; never a stop for Tab. */}
        <div ref={done} tabIndex={-1}>
          <FormAlert tone="success">
            <span>
              <strong>Fecha elegida.</strong> Quedó agendada la reunión del {formatDate(answered.date)} a las{' '}
              {answered.start} (hasta las {answered.end}). Su abogado ya tiene la fecha en su agenda.
            </span>
          </FormAlert>
        </div>
      </>
    );
  }

  const chosen = chosenSlot(portal, choice, busySlots);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (answer.pending) return;
    if (chosen === null) {
      // GOV.UK keeps the button enabled: pressed too early, it says what is missing and takes the person to it.
      setIncomplete(true);
      const missing = choice.day === null ? '.week-slot-day button:not([disabled])' : 'select:not([disabled])';
      form.current?.querySelector<HTMLElement>(missing)?.focus();
      return;
    }
    setIncomplete(false);
    const result = await answer.run({
      caseId: params.id_case,
      movementId: params.id_movement,
      token: token ?? null,
      ...chosen,
    });
    if (result.ok) setAnswered(chosen);
  }

  return (
    <>
      <RequestSummary request={request} fallback="Elegir la fecha de una reunión" />
      <form ref={form} aria-label="Fecha y hora de la reunión" onSubmit={(event) => void send(event)}>
        <WeekSlotPicker busySlots={busySlots} value={choice} onChange={setChoice}>
          {incomplete && chosen === null ? (
            <FormAlert>Elija un día y un horario libres de la agenda del abogado.</FormAlert>
          ) : null}
          {answer.error !== null ? <FormAlert>{answer.error}</FormAlert> : null}
          <div className="ui-card-actions ui-card-actions--start">
            <Button type="submit" isPending={answer.pending}>
              Confirmar fecha y hora
            </Button>
          </div>
        </WeekSlotPicker>
      </form>
    </>
  );
}
