/**
 * How long a meeting whose end the agenda does not say (a date request's entry, an old row) is
 * taken to last, in minutes; also the length a booking starts from. Kept apart from the agenda's
 * other rules so that code needing only this number loads nothing else.
 */
export const DEFAULT_MEETING_MINUTES = 60;

/** The meeting lengths a client can book, in minutes. */
export const MEETING_LENGTHS = [30, 60, 90, 120] as const;
export type MeetingLength = (typeof MEETING_LENGTHS)[number];
