import type { Movement } from '../cases/movement';
import { MISSING } from '../shared/date-format';
import { agendaInstant } from './agenda-clock';
import { addDays } from './calendar-days';
import type { CalendarEntry } from './calendar-entry';
import { webLink } from './calendar-ics';
import { calendarEntryFromMovement, type MovementCaseInfo } from './calendar-rules';
import {
  isVideoMeeting,
  meetingFinish,
  meetingOfEntry,
  meetingOfMovement,
  meetingStart,
  needsMeetingPlace,
  type Meeting,
} from './meeting';
import { MEETING_CHANGE_NOTICE_MS, MEETING_JOIN_OPENS_MS } from './meeting-policy';

/**
 * What a page shows of a meeting, worked out once from its agenda entry. What depends on the
 * time is given as instants (epoch milliseconds), so a page left open compares them with its
 * clock as time passes instead of asking again.
 */
export interface MeetingView {
  /**
   * The meeting the client can cancel or move (cancelMeeting, rescheduleMeeting); null for an
   * entry that is no meeting of theirs (a deadline, a date still to choose, a cancelled one).
   */
  readonly meeting: Meeting | null;
  /** When it starts; null without a day or a start time. */
  readonly startsAt: number | null;
  /** When it ends: its end, or an hour after its start when the agenda does not say; null without a start. */
  readonly endsAt: number | null;
  /** Whether it is a video call, which shows its join link instead of a place. */
  readonly video: boolean;
  /** The video call's web address (http or https); null when there is none yet. */
  readonly link: string | null;
  /**
   * When the join link opens, 15 minutes before the start (MEETING_JOIN_OPENS_MS); it stays open
   * until `endsAt`. Null for what cannot be joined: no video call, no link, cancelled, no start.
   */
  readonly joinOpensAt: number | null;
  /**
   * Until when the page says the place is still to be confirmed: an in-person meeting whose
   * date request carried no place (needsMeetingPlace), until its day is over in the agenda's zone.
   * Null when the place is known, for other kinds of meeting, and for a cancelled one.
   */
  readonly placeToConfirmUntil: number | null;
  /**
   * The last instant the client may cancel or move the meeting themselves (the terms' 24-hour
   * rule, meetingChangePolicy; the limit itself included). After it only the lawyer can, and the
   * client writes to them from the case. Null when `meeting` is.
   */
  readonly changeableUntil: number | null;
}

/** An agenda entry's text field as a value: null when empty or '-'. */
function given(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' || trimmed === MISSING ? null : trimmed;
}

function meetingViewOf(entry: CalendarEntry, meeting: Meeting | null): MeetingView {
  const cancelled = entry.cancelada === true;
  const timed = entry.day !== null && entry.startMinutes !== null;
  const moment = timed ? { day: entry.day as string, startMinutes: entry.startMinutes as number } : null;
  const startsAt = moment === null ? null : meetingStart(moment);
  const endsAt = moment === null ? null : meetingFinish({ ...moment, endMinutes: entry.endMinutes });
  const video = isVideoMeeting(entry.tipo_reunion);
  const place = given(entry.direccion_link);
  const link = place === null ? null : webLink(place);
  const joinable = video && link !== null && !cancelled && startsAt !== null;
  const placeMissing = !cancelled && entry.day !== null && needsMeetingPlace(entry.tipo_reunion, place);
  return {
    meeting,
    startsAt,
    endsAt,
    video,
    link,
    joinOpensAt: joinable ? startsAt - MEETING_JOIN_OPENS_MS : null,
    placeToConfirmUntil: placeMissing ? agendaInstant(addDays(entry.day as string, 1), 0) : null,
    changeableUntil: meeting === null ? null : meetingStart(meeting) - MEETING_CHANGE_NOTICE_MS,
  };
}

/** viewAgendaEntry's argument: an entry of the client's agenda (listCalendar). */
export interface AgendaEntryViewing {
  readonly entry: CalendarEntry;
}

/** A meeting of the agenda as its page shows it (meetingOfEntry for what the client can change). */
export function viewAgendaEntry({ entry }: AgendaEntryViewing): MeetingView {
  return meetingViewOf(entry, meetingOfEntry(entry));
}

/** viewCaseMeeting's argument: a case's date request (type 7 movement), its case's lawyer and what the agenda names the case by. */
export interface CaseMeetingViewing {
  readonly movement: Movement;
  readonly lawyerId: string;
  readonly caseInfo: MovementCaseInfo;
}

/** A case's meeting: the agenda entry its date request makes (for "Agregar a mi calendario") and its view. */
export interface CaseMeetingView extends MeetingView {
  readonly entry: CalendarEntry;
}

/**
 * A case's dated date request as its page shows it: its agenda entry (calendarEntryFromMovement)
 * and the meeting's view, whose meeting (meetingOfMovement) lasts an hour, as the movement keeps
 * no end.
 */
export function viewCaseMeeting({ movement, lawyerId, caseInfo }: CaseMeetingViewing): CaseMeetingView {
  const entry = calendarEntryFromMovement(movement, caseInfo);
  return { entry, ...meetingViewOf(entry, meetingOfMovement(movement, lawyerId)) };
}
