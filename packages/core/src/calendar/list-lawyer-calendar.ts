import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { mapResult, type Result } from '../shared/result';
import type { CalendarEntry } from './calendar-entry';
import { sortCalendarNewestFirst } from './calendar-rules';

/** Whose agenda listLawyerCalendar reads. */
export interface LawyerCalendarListing {
  readonly lawyerId: string;
}

/** A lawyer's agenda (SPEC §6 lookup by lawyer id), e.g. to pick a free slot; newest first. */
export function makeListLawyerCalendar({ calendar }: Pick<PortalPorts, 'calendar'>) {
  return async function listLawyerCalendar({
    lawyerId,
  }: LawyerCalendarListing): Promise<Result<readonly CalendarEntry[], PortalError>> {
    return mapResult(
      labelFailure(await calendar.listForLawyer(lawyerId), errorMessages.calendar),
      sortCalendarNewestFirst,
    );
  };
}
