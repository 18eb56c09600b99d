import {
  calendarEntryFromMovement,
  isVideoMeeting,
  localToday,
  meetingMessages,
  meetingOfMovement,
  meetingStart,
  needsMeetingPlace,
  type CaseMovement,
} from '@justiciable/core';
import { AddToCalendar, MeetingChanges, MeetingPlace } from '../../ui/meeting-actions';
import { caseRouteId, useOpenedCase, useSignedInClient } from './case-movement-route';

/** The routes that show a case's meeting: the case, and the agenda. */
const SHOWING_MEETINGS = [caseRouteId, '/_main/agenda'] as const;

/** Whether a movement's meeting is a video call, which shows its join link instead of a place. */
export function isVideoMovement(movement: CaseMovement): boolean {
  return isVideoMeeting(movement.tipo_reunion ?? '');
}

/**
 * What a case's meeting offers beside its facts: marked cancelled when the client cancelled it;
 * else a video call's join link (from 15 minutes before), its changes while still ahead (the
 * 24-hour rule, Reprogramar, Cancelar reunión) and "Agregar a mi calendario".
 */
export function CaseMeetingActions({ movement }: { readonly movement: CaseMovement }) {
  const { case: opened } = useOpenedCase();
  const client = useSignedInClient();
  if (movement.agenda_cancelada === true) {
    return (
      <p>
        <span className="ui-status movement-state" data-state="cancelled">
          {meetingMessages.cancelledState}
        </span>
      </p>
    );
  }
  const start = movement.agendaStart;
  if (start === null) return null;
  const entry = calendarEntryFromMovement(movement, {
    case: opened.case,
    abogadoEstudio: opened.abogadoEstudio,
    nombre_estudio: '',
  });
  const meeting = meetingOfMovement(movement, opened.id_abogado);
  const ahead = meeting !== null && meetingStart(meeting) > Date.now();
  return (
    <div className="case-meeting">
      {isVideoMovement(movement) && entry.day !== null && entry.startMinutes !== null ? (
        <MeetingPlace
          meeting={{
            day: entry.day,
            startMinutes: entry.startMinutes,
            endMinutes: null,
            medium: movement.tipo_reunion ?? '',
            place: movement.direccion_link,
          }}
        />
      ) : null}
      {/* A date request answered for an in-person meeting carries no place: the client asks for it in the comments below. */}
      {entry.day !== null &&
      entry.day >= localToday() &&
      needsMeetingPlace(movement.tipo_reunion ?? '', movement.direccion_link) ? (
        <p className="meeting-note">{meetingMessages.placeToConfirm}</p>
      ) : null}
      {ahead ? <MeetingChanges client={client} meeting={meeting} invalidates={SHOWING_MEETINGS} /> : null}
      <div className="ui-card-actions ui-card-actions--start">
        <AddToCalendar entry={entry} title={entry.calendar_title || opened.case} />
      </div>
    </div>
  );
}
