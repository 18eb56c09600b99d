import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { mapResult, type Result } from '../shared/result';
import type { CalendarEntry } from './calendar-entry';
import { sortCalendarNewestFirst } from './calendar-rules';

/** What listCalendar reads: the signed-in client's agenda. */
export interface CalendarListing {
  readonly client: SignedInClient;
}

/** The client's agenda, newest first by creation date (SPEC §4, §9). */
export function makeListCalendar({ calendar }: Pick<PortalPorts, 'calendar'>) {
  return async function listCalendar({
    client,
  }: CalendarListing): Promise<Result<readonly CalendarEntry[], PortalError>> {
    return mapResult(
      labelFailure(await calendar.listForClient(client.id), errorMessages.calendar),
      sortCalendarNewestFirst,
    );
  };
}
