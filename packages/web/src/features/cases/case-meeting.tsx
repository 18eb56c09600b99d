import { meetingMessages, type CaseMovement } from '@justiciable/core';
import { usePortal } from '../../session/router-context';
import { AddToCalendar, JoinMeeting, MeetingChanges } from '../../ui/meeting-actions';
import { caseRouteId, useOpenedCase, useSignedInClient } from './case-movement-route';

/** The routes that show a case's meeting: the case, and the agenda. */
const SHOWING_MEETINGS = [caseRouteId, '/_main/agenda'] as const;

/**
 * What a case's meeting offers beside its facts: marked cancelled when the client cancelled it;
 * else a video call's join link (from 15 minutes before), its changes while still ahead (the
 * 24-hour rule, Reprogramar, Cancelar reunión) and "Agregar a mi calendario".
 */
export function CaseMeetingActions({ movement }: { readonly movement: CaseMovement }) {
  const { case: opened } = useOpenedCase();
  const client = useSignedInClient();
  const portal = usePortal();
  if (movement.agenda_cancelada === true) {
    return (
      <p>
        <span className="ui-status movement-state" data-state="cancelled">
          {meetingMessages.cancelledState}
        </span>
      </p>
    );
  }
  if (movement.agendaStart === null) return null;
  const { entry, ...view } = portal.viewCaseMeeting({
    movement,
    lawyerId: opened.id_abogado,
    caseInfo: { case: opened.case, abogadoEstudio: opened.abogadoEstudio, nombre_estudio: '' },
  });
  const now = Date.now();
  return (
    <div className="case-meeting">
      <JoinMeeting view={view} />
      {/* A date request answered for an in-person meeting carries no place: the client asks for it in the comments below. */}
      {view.placeToConfirmUntil !== null && now < view.placeToConfirmUntil ? (
        <p className="meeting-note">{meetingMessages.placeToConfirm}</p>
      ) : null}
      <MeetingChanges client={client} view={view} invalidates={SHOWING_MEETINGS} />
      <div className="ui-card-actions ui-card-actions--start">
        <AddToCalendar entry={entry} title={entry.calendar_title || opened.case} />
      </div>
    </div>
  );
}
