import type { PortalPorts } from '../portal-ports';
import { errorMessages, portalStatus, validationMessages } from '../shared/catalogue';
import { failedTo, portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { serviceDay } from '../shared/date-format';
import type { CalendarSlot } from './calendar-repository';

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The slot's shape as the port takes it (yyyy-mm-dd, HH:MM); anything else is refused before sending. */
function checkCalendarSlot(slot: CalendarSlot): Result<CalendarSlot, PortalError> {
  if (serviceDay(slot.date) !== slot.date) return err(portalError.invalidInput('date', validationMessages.invalidDate));
  if (!TIME_OF_DAY.test(slot.start)) return err(portalError.invalidInput('start', validationMessages.invalidTime));
  if (!TIME_OF_DAY.test(slot.end)) return err(portalError.invalidInput('end', validationMessages.invalidTime));
  return ok(slot);
}

/**
 * Moves an agenda entry to a date and time (SPEC §7 updateCalendar). SPEC's 200 is the success
 * value; its 400 is the failure, which a refusing server reports as status 400.
 */
export function makeUpdateCalendarSlot({ calendar }: Pick<PortalPorts, 'calendar'>) {
  return async function updateCalendarSlot(
    slot: CalendarSlot,
  ): Promise<Result<{ readonly status: typeof portalStatus.ok }, PortalError>> {
    const checked = checkCalendarSlot(slot);
    if (!checked.ok) return checked;
    const updated = await calendar.updateSlot(checked.value);
    if (updated.ok) return ok({ status: portalStatus.ok });
    const failure = failedTo(errorMessages.updateCalendar, updated.error);
    return err(failure.kind === 'rejected' ? { ...failure, status: portalStatus.failed } : failure);
  };
}
