import { formatDate, type CalendarEntry, type FreeSlot, type RequestedMovement } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
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
  return <PageHeader title="Elegir fecha y hora" lead="Su abogado le pidió que elija cuándo reunirse. Elija un día y un horario libres de su agenda." />;
}

/** /calendarRequest: a lawyer asks for a date; whoever holds the link picks a free one without signing in (SPEC §2). */
export function CalendarRequestPage() {
  const { request, busySlots } = calendarRequestRoute.useLoaderData();
  return (
    <>
      <CalendarRequestHeader />
      {request.ok ? <DateRequestForm request={request.value} busySlots={busySlots} /> : <LoadFailure message={request.message} />}
    </>
  );
}

function DateRequestForm({ request, busySlots }: { readonly request: RequestedMovement; readonly busySlots: Loaded<readonly CalendarEntry[]> }) {
  const portal = usePortal();
  const params = calendarRequestRoute.useParams();
  const { token } = calendarRequestRoute.useSearch();
  const [choice, setChoice] = useState<SlotChoice>(NO_SLOT_CHOICE);
  const [answered, setAnswered] = useState<FreeSlot | null>(null);
  const answer = useAction(portal.answerCalendarRequest, { failure: 'inline' });

  if (answered !== null) {
    return (
      <>
        <RequestSummary request={request} fallback="Elegir la fecha de una reunión" />
        <FormAlert tone="success">
          <span>
            <strong>Fecha elegida.</strong> Quedó agendada la reunión del {formatDate(answered.date)} a las {answered.start} (hasta las {answered.end}). Su abogado ya tiene la fecha en su agenda.
          </span>
        </FormAlert>
      </>
    );
  }

  const chosen = chosenSlot(choice, busySlots);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (chosen === null) return;
    const result = await answer.run({ caseId: params.id_case, movementId: params.id_movement, token: token ?? null, ...chosen });
    if (result.ok) setAnswered(chosen);
  }

  return (
    <>
      <RequestSummary request={request} fallback="Elegir la fecha de una reunión" />
      <form aria-label="Fecha y hora de la reunión" onSubmit={(event) => void send(event)}>
        <WeekSlotPicker busySlots={busySlots} value={choice} onChange={setChoice}>
          {answer.error !== null ? <FormAlert>{answer.error}</FormAlert> : null}
          <div className="ui-card-actions ui-card-actions--start">
            <Button type="submit" isDisabled={chosen === null} isPending={answer.pending}>
              Confirmar fecha y hora
            </Button>
          </div>
        </WeekSlotPicker>
      </form>
    </>
  );
}
