import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { MOVEMENT_TYPE } from '../cases/movement';
import {
  errorMessages,
  lawyerMailSubjects,
  meetingMessages,
  portalStatus,
  validationMessages,
} from '../shared/catalogue';
import { labelFailure, withDetail } from '../shared/label-failure';
import { failedTo, portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { isCalendarDay } from './calendar-days';
import type { FreeSlot } from './free-slots';
import { formatMeetingMoment, type Meeting } from './meeting';
import { meetingChangePolicy } from './meeting-policy';
import { minutesOfTime } from './time-of-day';
import { agendaInstant } from './agenda-clock';

/** The meeting the client cancels. */
export interface MeetingCancellation {
  readonly client: SignedInClient;
  readonly meeting: Meeting;
}

/** The meeting the client moves, and the lawyer's free slot it moves to (listFreeSlots). */
export interface MeetingRescheduling {
  readonly client: SignedInClient;
  readonly meeting: Meeting;
  readonly slot: FreeSlot;
}

/** What a change left in the case: the movement that tells the lawyer. */
export interface MeetingChange {
  readonly movementId: string;
}

type Ports = Pick<PortalPorts, 'calendar' | 'cases' | 'consultations' | 'clock'>;

function tooLate(meeting: Meeting): PortalError {
  return portalError.rejected(
    portalStatus.failed,
    errorMessages.meetingTooLate,
    `meeting ${meeting.agendaId} starts in less than 24 hours`,
  );
}

/** The mail is the lawyer's second notice, after the movement: its failure leaves the change done. */
async function mailLawyer(
  ports: Ports,
  client: SignedInClient,
  meeting: Meeting,
  kind: 'reunion_reprogramada' | 'reunion_cancelada',
): Promise<void> {
  await ports.consultations.mailLawyer({
    clientName: client.name,
    lawyerId: meeting.lawyerId,
    subject: kind === 'reunion_cancelada' ? lawyerMailSubjects.meetingCancelled : lawyerMailSubjects.meetingRescheduled,
    kind,
    consultationTitle: meeting.title,
    consultationType: meeting.medium,
    clientEmail: client.email,
  });
}

/**
 * Cancels a meeting while the 24-hour rule allows it (meetingChangePolicy against the clock):
 * adds to the meeting's case a novedad (type 5) "Reunión cancelada: <title>" that names the
 * meeting's agenda entry (SPEC §7 addNewMovent with id_agenda), which is how a cancellation is
 * kept on SPEC's calls: the service marks the entry cancelled (`cancelada` in the agenda,
 * `agenda_cancelada` on its date request) and frees the lawyer's slot. Then mails the lawyer
 * (sendMailToLawyer, type reunion_cancelada).
 */
export function makeCancelMeeting(ports: Ports) {
  return async function cancelMeeting({
    client,
    meeting,
  }: MeetingCancellation): Promise<Result<MeetingChange, PortalError>> {
    if (!meetingChangePolicy(meeting, ports.clock.now().getTime()).changeable) return err(tooLate(meeting));
    const when = formatMeetingMoment(meeting.day, meeting.startMinutes);
    const added = labelFailure(
      await ports.cases.addMovement({
        caseId: meeting.caseId,
        clientId: client.id,
        typeId: MOVEMENT_TYPE.news,
        description: meetingMessages.cancelledMovement(meeting.title),
        comments: meetingMessages.cancelledMovementNote(when),
        cancelledAgendaId: meeting.agendaId,
      }),
      errorMessages.cancelMeeting,
    );
    if (!added.ok) return added;
    await mailLawyer(ports, client, meeting, 'reunion_cancelada');
    return ok({ movementId: added.value.movementId });
  };
}

/**
 * Moves a meeting to a free slot of its lawyer while the 24-hour rule allows it: updateCalendar
 * (SPEC §7) with the slot, then a novedad (type 5) in its case "Reunión reprogramada: de <antes> a
 * <después>", then a mail to the lawyer (sendMailToLawyer, type reunion_reprogramada). A slot that
 * is not a day and times, or not after now, is refused before anything is sent.
 */
export function makeRescheduleMeeting(ports: Ports) {
  return async function rescheduleMeeting({
    client,
    meeting,
    slot,
  }: MeetingRescheduling): Promise<Result<MeetingChange, PortalError>> {
    const now = ports.clock.now().getTime();
    if (!meetingChangePolicy(meeting, now).changeable) return err(tooLate(meeting));
    const start = minutesOfTime(slot.start);
    const end = minutesOfTime(slot.end);
    if (!isCalendarDay(slot.date)) return err(portalError.invalidInput('date', validationMessages.invalidDate));
    if (start === null) return err(portalError.invalidInput('start', validationMessages.invalidTime));
    if (end === null || end <= start) return err(portalError.invalidInput('end', validationMessages.invalidTime));
    if (agendaInstant(slot.date, start) <= now)
      return err(portalError.invalidInput('start', validationMessages.slotPast));
    const moved = await ports.calendar.updateSlot({
      calendarId: meeting.agendaId,
      date: slot.date,
      start: slot.start,
      end: slot.end,
    });
    if (!moved.ok) return err(failedTo(errorMessages.rescheduleMeeting, moved.error));
    const added = await ports.cases.addMovement({
      caseId: meeting.caseId,
      clientId: client.id,
      typeId: MOVEMENT_TYPE.news,
      description: meetingMessages.rescheduledMovement(
        formatMeetingMoment(meeting.day, meeting.startMinutes),
        formatMeetingMoment(slot.date, start),
      ),
      comments: meeting.title,
    });
    // The meeting moved already: a failed notice is said, as what is left to do, not as a failed move.
    if (!added.ok)
      return err(
        withDetail(
          failedTo(errorMessages.addMovement, added.error),
          `meeting ${meeting.agendaId} moved, its movement not added`,
        ),
      );
    await mailLawyer(ports, client, meeting, 'reunion_reprogramada');
    return ok({ movementId: added.value.movementId });
  };
}
