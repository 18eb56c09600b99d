import type { PortalPorts } from '../portal-ports';
import { errorMessages, validationMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, mapResult, type Result } from '../shared/result';
import { agendaDay } from './agenda-clock';
import { isCalendarDay } from './calendar-days';
import { freeSlotsOf, type FreeSlot } from './free-slots';
import { DEFAULT_MEETING_MINUTES, MEETING_LENGTHS } from './meeting-length';

/** The most days one listFreeSlots call looks through: a month. */
export const MAX_FREE_SLOT_DAYS = 31;

/** Whose free slots listFreeSlots answers, and where it looks. */
export interface FreeSlotListing {
  readonly lawyerId: string;
  /** The first day looked at, yyyy-mm-dd; today in the agenda's zone (AGENDA_TIME_ZONE) when left out. */
  readonly from?: string;
  /** How many days from `from`, 1 to MAX_FREE_SLOT_DAYS; a week (7) when left out. */
  readonly days?: number;
  /** The meeting's length in minutes, one of MEETING_LENGTHS; an hour (DEFAULT_MEETING_MINUTES) when left out. */
  readonly minutes?: number;
}

const WEEK = 7;

/**
 * The meetings a client can book with a lawyer: reads the lawyer's agenda (SPEC §6 lookup by
 * lawyer id) and answers every start of the working day, in the days asked, that has not begun
 * and overlaps none of the lawyer's entries (freeSlotsOf), by day and time.
 */
export function makeListFreeSlots({ calendar, clock }: Pick<PortalPorts, 'calendar' | 'clock'>) {
  return async function listFreeSlots(listing: FreeSlotListing): Promise<Result<readonly FreeSlot[], PortalError>> {
    const now = clock.now().getTime();
    const { lawyerId, from = agendaDay(now), days = WEEK, minutes = DEFAULT_MEETING_MINUTES } = listing;
    if (!isCalendarDay(from)) return err(portalError.invalidInput('from', validationMessages.invalidDate));
    if (!Number.isInteger(days) || days < 1 || days > MAX_FREE_SLOT_DAYS)
      return err(portalError.invalidInput('days', validationMessages.invalidDayCount));
    if (!(MEETING_LENGTHS as readonly number[]).includes(minutes))
      return err(portalError.invalidInput('minutes', validationMessages.invalidMeetingLength));
    const entries = labelFailure(await calendar.listForLawyer(lawyerId), errorMessages.calendar);
    return mapResult(entries, (agenda) => freeSlotsOf(agenda, { from, days, minutes, now }));
  };
}
