import {
  formatDate,
  formatMeetingInstant,
  formatMeetingMoment,
  formatTime,
  meetingMessages,
  type CalendarEntry,
  type Meeting,
  type MeetingView,
  type SignedInClient,
} from '@justiciable/core';
import { useEffect, useState } from 'react';
import { loaded, type Loaded } from '../data/loaded';
import { useCalendarDownload } from '../data/calendar-download';
import { useAction, type RouteId } from '../data/use-action';
import { usePortal } from '../session/router-context';
import { FormAlert } from './blocks';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';
import { Link } from './link';
import { LoadFailure } from './load-failure';
import { chosenSlot, NO_SLOT_CHOICE, WeekSlotPicker, type SlotChoice } from './week-slot-picker';
import './meeting-actions.css';

/**
 * "Agregar a mi calendario": one event with its reminders, written by core (exportCalendarIcs) and
 * named after the entry, for the phone's or the computer's calendar.
 */
export function AddToCalendar({ entry, title }: { readonly entry: CalendarEntry; readonly title: string }) {
  const calendarFile = useCalendarDownload();
  return (
    <Button variant="secondary" isPending={calendarFile.pending} onPress={() => void calendarFile.save([entry])}>
      Agregar a mi calendario<span className="visually-hidden">: {title}</span>
    </Button>
  );
}

/**
 * A video call's join link, open from when core says joining opens (15 minutes before the start)
 * until its end; before that, when it opens. Nothing for one that cannot be joined (no link yet,
 * cancelled) nor for one that is over.
 */
export function JoinMeeting({ view }: { readonly view: Pick<MeetingView, 'joinOpensAt' | 'endsAt' | 'link'> }) {
  const { joinOpensAt, endsAt, link } = view;
  useRenderAt(joinOpensAt === null || endsAt === null ? [] : [joinOpensAt, endsAt]);
  if (joinOpensAt === null || endsAt === null || link === null) return null;
  const now = Date.now();
  if (now >= endsAt) return null;
  if (now < joinOpensAt) return <p className="meeting-note">{meetingMessages.joinOpensSoon}</p>;
  return (
    <a className="ui-button ui-button--primary meeting-join" href={link} target="_blank" rel="noopener noreferrer">
      Unirse a la reunión<span className="visually-hidden"> (se abre en otra pestaña)</span>
    </a>
  );
}

/** The longest delay a timer takes (about 24.8 days); a later moment is reached in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Renders again at the next of `moments` (epoch milliseconds) still ahead: a page left open shows the link when it opens. */
function useRenderAt(moments: readonly number[]): void {
  const [, setRendered] = useState(0);
  const next = moments.filter((moment) => moment > Date.now()).sort((a, b) => a - b)[0];
  useEffect(() => {
    if (next === undefined) return undefined;
    const timer = setTimeout(
      () => setRendered((count) => count + 1),
      Math.min(next - Date.now() + 1, LONGEST_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [next]);
}

/**
 * What a client can do with a meeting of theirs before it happens, with the terms' 24-hour rule
 * said before acting (until `changeableUntil`, which core's view of the meeting gives): until then, "Reprogramar" to one of
 * the lawyer's free slots and "Cancelar reunión" after confirming; after that, what applies
 * instead, with the way to write to the lawyer from the case. Nothing for an entry that is no
 * meeting of theirs or one already started. `invalidates` are the routes that show the meeting.
 */
export function MeetingChanges({
  client,
  view,
  invalidates,
}: {
  readonly client: SignedInClient;
  readonly view: MeetingView;
  readonly invalidates: readonly RouteId[];
}) {
  const { meeting, startsAt, changeableUntil } = view;
  if (meeting === null || changeableUntil === null || startsAt === null || startsAt <= Date.now()) return null;
  return (
    <MeetingChangesAhead
      client={client}
      meeting={meeting}
      changeableUntil={changeableUntil}
      invalidates={invalidates}
    />
  );
}

function MeetingChangesAhead({
  client,
  meeting,
  changeableUntil,
  invalidates,
}: {
  readonly client: SignedInClient;
  readonly meeting: Meeting;
  /** The last instant the client may change it themselves (epoch milliseconds). */
  readonly changeableUntil: number;
  readonly invalidates: readonly RouteId[];
}) {
  const portal = usePortal();
  const [moving, setMoving] = useState(false);
  const cancel = useAction(portal.cancelMeeting, {
    invalidates,
    success: meetingMessages.cancelled,
    failure: 'inline',
  });
  const when = formatMeetingMoment(meeting.day, meeting.startMinutes);

  if (Date.now() > changeableUntil) {
    return (
      <div className="meeting-changes">
        <p className="meeting-note">{meetingMessages.tooLate}</p>
        <Link
          to="/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}"
          params={{ id: meeting.caseId }}
          hash="new-movement-title"
          look="button-secondary"
        >
          Escribir a mi abogado<span className="visually-hidden">: {meeting.title}</span>
        </Link>
      </div>
    );
  }
  return (
    <div className="meeting-changes">
      <p className="meeting-note">{meetingMessages.changeUntil(formatMeetingInstant(changeableUntil))}</p>
      {moving ? (
        <Reschedule client={client} meeting={meeting} invalidates={invalidates} onClose={() => setMoving(false)} />
      ) : (
        <div className="ui-card-actions ui-card-actions--start">
          <Button variant="secondary" onPress={() => setMoving(true)}>
            Reprogramar<span className="visually-hidden">: {meeting.title}</span>
          </Button>
          <Dialog
            role="alertdialog"
            title="¿Cancelar la reunión?"
            isDismissable={!cancel.pending}
            trigger={
              <Button variant="danger">
                Cancelar reunión<span className="visually-hidden">: {meeting.title}</span>
              </Button>
            }
          >
            {(close) => (
              <>
                <p>{meetingMessages.confirmCancel(meeting.title, when)}</p>
                {cancel.error !== null ? <FormAlert>{cancel.error}</FormAlert> : null}
                <DialogActions>
                  <Button variant="secondary" onPress={close} isDisabled={cancel.pending}>
                    Volver
                  </Button>
                  <Button
                    variant="danger"
                    isPending={cancel.pending}
                    onPress={() => {
                      void cancel.run({ client, meeting }).then((result) => {
                        if (result.ok) close();
                      });
                    }}
                  >
                    Sí, cancelar la reunión
                  </Button>
                </DialogActions>
              </>
            )}
          </Dialog>
        </div>
      )}
    </div>
  );
}

/** The lawyer's week with their busy slots, read when the client asks to move the meeting, and the move. */
function Reschedule({
  client,
  meeting,
  invalidates,
  onClose,
}: {
  readonly client: SignedInClient;
  readonly meeting: Meeting;
  readonly invalidates: readonly RouteId[];
  readonly onClose: () => void;
}) {
  const portal = usePortal();
  const [busySlots, setBusySlots] = useState<Loaded<readonly CalendarEntry[]> | null>(null);
  const [choice, setChoice] = useState<SlotChoice>(NO_SLOT_CHOICE);
  const move = useAction(portal.rescheduleMeeting, {
    invalidates,
    success: meetingMessages.rescheduled,
    failure: 'inline',
  });

  // The lawyer's agenda is read only when the client asks to move a meeting: a page of meetings does not read every lawyer's.
  useEffect(() => {
    let current = true;
    void portal.listLawyerCalendar({ lawyerId: meeting.lawyerId }).then((answer) => {
      if (current) setBusySlots(loaded(answer));
    });
    return () => {
      current = false;
    };
  }, [portal, meeting.lawyerId]);

  if (busySlots === null) return <p role="status">Cargando los horarios libres de su abogado…</p>;
  if (!busySlots.ok) return <LoadFailure message={busySlots.message} />;
  const chosen = chosenSlot(portal, choice, busySlots);
  return (
    <form
      className="meeting-reschedule"
      aria-label={`Reprogramar: ${meeting.title}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== null) void move.run({ client, meeting, slot: chosen });
      }}
    >
      <WeekSlotPicker busySlots={busySlots} value={choice} onChange={setChoice}>
        {chosen !== null ? (
          <p>
            Nueva fecha: {formatDate(chosen.date)} de {formatTime(chosen.start)} a {formatTime(chosen.end)}.
          </p>
        ) : null}
        {move.error !== null ? <FormAlert>{move.error}</FormAlert> : null}
        <div className="ui-card-actions ui-card-actions--start">
          <Button variant="secondary" onPress={onClose} isDisabled={move.pending}>
            Volver
          </Button>
          <Button type="submit" isDisabled={chosen === null} isPending={move.pending}>
            Confirmar nueva fecha
          </Button>
        </div>
      </WeekSlotPicker>
    </form>
  );
}
