import type { CalendarSlot } from '../calendar/calendar-repository';
import { makeUpdateCalendarSlot } from '../calendar/update-calendar-slot';
import { bookedMeetingLink } from '../calendar/video-meeting-link';
import type { PortalPorts } from '../portal-ports';
import { guardMessages, portalStatus } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, type Result } from '../shared/result';
import { decideCalendarRequest } from './movement-links';
import { linkedMovement, type RequestLink } from './request-link';

/** The date request's link and the date and time picked for it. */
export interface CalendarRequestAnswer extends RequestLink, Pick<CalendarSlot, 'date' | 'start' | 'end'> {}

/**
 * The client picks the date a lawyer asked for on the public /calendarRequest link. The date
 * request (a type 7 movement) owns the agenda entry being set (id_agenda); one without an entry
 * cannot be answered, as 'No se pudo cargar el link'. It is checked again first, so a page left
 * open cannot overwrite a date already answered: that is refused with SPEC §2's message.
 */
export function makeAnswerCalendarRequest({
  cases,
  calendar,
  ids,
  videoMeetingBaseUrl,
}: Pick<PortalPorts, 'cases' | 'calendar' | 'ids' | 'videoMeetingBaseUrl'>) {
  const updateCalendarSlot = makeUpdateCalendarSlot({ calendar });
  return async function answerCalendarRequest({
    date,
    start,
    end,
    ...link
  }: CalendarRequestAnswer): Promise<Result<{ readonly status: typeof portalStatus.ok }, PortalError>> {
    const movement = await linkedMovement({ cases }, link);
    if (!movement.ok) return movement;
    const request = decideCalendarRequest(movement.value);
    if (!request.allow)
      return err(portalError.rejected(portalStatus.failed, request.message ?? guardMessages.linkNotLoaded));
    const agendaId = movement.value?.id_agenda ?? null;
    if (agendaId === null) {
      return err(
        portalError.rejected(
          portalStatus.failed,
          guardMessages.linkNotLoaded,
          `date request ${link.movementId} has no agenda entry`,
        ),
      );
    }
    // A video meeting dated here carries a join link; the service keeps the lawyer's, when there is one.
    const meetingLink = bookedMeetingLink(
      movement.value?.tipo_reunion ?? '',
      null,
      () => ids.next(),
      videoMeetingBaseUrl,
    );
    return updateCalendarSlot({
      date,
      start,
      end,
      calendarId: agendaId,
      linkToken: link.token ?? null,
      ...(meetingLink === null ? {} : { meetingLink }),
    });
  };
}
