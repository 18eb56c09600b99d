import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { CalendarEntry } from './calendar-entry';

export interface CalendarSlot {
  readonly calendarId: string;
  /** yyyy-mm-dd */
  readonly date: string;
  /** HH:MM */
  readonly start: string;
  /** HH:MM */
  readonly end: string;
  /** The date request's link token, when answering through its public link instead of as the owner. */
  readonly linkToken?: string | null;
  /**
   * A video room for a video meeting dated through its date request (videoMeetingLink), which the
   * service stores as the meeting's direccion_link only when the entry has none: a place the
   * lawyer gave is never replaced.
   */
  readonly meetingLink?: string | null;
}

/** The agenda in the legacy API (SPEC §7). Entries come mapped and decoded, unsorted. */
export interface CalendarRepository {
  listForClient(clientId: string): Promise<Result<readonly CalendarEntry[], PortalError>>;
  listForLawyer(lawyerId: string): Promise<Result<readonly CalendarEntry[], PortalError>>;
  updateSlot(slot: CalendarSlot): Promise<Result<void, PortalError>>;
}
