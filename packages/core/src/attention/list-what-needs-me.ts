import type { CalendarEntry } from '../calendar/calendar-entry';
import type { Movement } from '../cases/movement';
import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { failedTo, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { casesToRead, whatNeedsMeFrom, type WhatNeedsMe } from './what-needs-me';

/** Whose needs to list. */
export interface WhatNeedsMeRequest {
  readonly client: SignedInClient;
  /**
   * The client's agenda as listCalendar answers it, or its read already under way, for a caller
   * that shows the agenda too: awaited beside the other reads instead of read again (the large
   * account's agenda is 50,000 entries). Read here when left out.
   */
  readonly agenda?:
    Result<readonly CalendarEntry[], PortalError> | Promise<Result<readonly CalendarEntry[], PortalError>>;
}

type Ports = Pick<PortalPorts, 'cases' | 'calendar' | 'notifications' | 'invitations' | 'clock'>;

/**
 * What needs the client, most urgent first (whatNeedsMeFrom, byUrgency). Reads the cases, the
 * agenda (unless given), the notifications and the pending invitations side by side, then the movements of at
 * most WHAT_NEEDS_ME_CASE_READS cases (casesToRead), side by side. All or nothing: any read that
 * fails fails the answer.
 */
export function makeListWhatNeedsMe({ cases, calendar, notifications, invitations, clock }: Ports) {
  return async function listWhatNeedsMe({
    client,
    agenda: agendaRead,
  }: WhatNeedsMeRequest): Promise<Result<WhatNeedsMe, PortalError>> {
    const [listed, agenda, notices, invited] = await Promise.all([
      cases.listCases(client.id),
      agendaRead ?? calendar.listForClient(client.id),
      notifications.list(client.id, client.email),
      invitations.listPending(client),
    ]);
    if (!listed.ok) return err(failedTo(errorMessages.whatNeedsMe, listed.error));
    if (!agenda.ok) return err(failedTo(errorMessages.whatNeedsMe, agenda.error));
    if (!notices.ok) return err(failedTo(errorMessages.whatNeedsMe, notices.error));
    if (!invited.ok) return err(failedTo(errorMessages.whatNeedsMe, invited.error));

    const toRead = casesToRead(listed.value, notices.value);
    const reads = await Promise.all(toRead.map((caseId) => cases.listMovements(caseId)));
    const movements = new Map<string, readonly Movement[]>();
    for (const [index, read] of reads.entries()) {
      if (!read.ok) return err(failedTo(errorMessages.whatNeedsMe, read.error));
      movements.set(toRead[index] as string, read.value.movements);
    }
    return ok(
      whatNeedsMeFrom({
        cases: listed.value,
        agenda: agenda.value,
        notifications: notices.value,
        invitations: invited.value,
        movements,
        now: clock.now().getTime(),
      }),
    );
  };
}
