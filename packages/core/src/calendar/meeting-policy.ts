import { meetingFinish, meetingStart, type Meeting } from './meeting';

/**
 * How long before its start a meeting can still be cancelled or moved at no charge: the terms
 * shown before paying say "una reunión agendada puede cancelarse o reprogramarse sin cargo hasta
 * 24 horas antes".
 */
export const MEETING_CHANGE_NOTICE_MS = 24 * 3_600_000;

/** How long before its start a video meeting's link opens. */
export const MEETING_JOIN_OPENS_MS = 15 * 60_000;

/** Whether a meeting can still be cancelled or moved, and until when (epoch milliseconds). */
export interface MeetingChangePolicy {
  readonly changeable: boolean;
  /** The last instant a change is free: 24 hours before the start. */
  readonly until: number;
}

/**
 * The 24-hour rule: a meeting can be cancelled or moved while `now` (epoch milliseconds) is at
 * or before 24 hours before its start; exactly 24 hours before still counts ("hasta 24 horas
 * antes" includes the limit). Days and times are Buenos Aires', which keeps UTC-3 all year.
 */
export function meetingChangePolicy(meeting: Pick<Meeting, 'day' | 'startMinutes'>, now: number): MeetingChangePolicy {
  const until = meetingStart(meeting) - MEETING_CHANGE_NOTICE_MS;
  return { changeable: now <= until, until };
}

/** Where a meeting's link stands: not open yet, open to join, or over. */
export type MeetingJoinState = 'not-yet' | 'open' | 'over';

/**
 * When a video meeting can be joined: from 15 minutes before its start (inclusive) until its
 * end (exclusive; an hour after the start when the agenda gives no end).
 */
export function canJoinMeeting(
  meeting: Pick<Meeting, 'day' | 'startMinutes' | 'endMinutes'>,
  now: number,
): MeetingJoinState {
  if (now < meetingStart(meeting) - MEETING_JOIN_OPENS_MS) return 'not-yet';
  return now < meetingFinish(meeting) ? 'open' : 'over';
}
