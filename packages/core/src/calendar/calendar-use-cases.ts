import type { PortalPorts } from '../portal-ports';
import type { makeUpdateCalendarSlot } from './update-calendar-slot';
import { makeListCalendar } from './list-calendar';
import { makeListLawyerCalendar } from './list-lawyer-calendar';
import { onFirstCall } from '../shared/on-first-call';

/** The portal's use-cases of calendar. */
export interface CalendarUseCases {
  readonly listCalendar: ReturnType<typeof makeListCalendar>;
  readonly listLawyerCalendar: ReturnType<typeof makeListLawyerCalendar>;
  readonly updateCalendarSlot: ReturnType<typeof makeUpdateCalendarSlot>;
}

export function calendarUseCases(ports: PortalPorts): CalendarUseCases {
  return {
    listCalendar: makeListCalendar(ports),
    listLawyerCalendar: makeListLawyerCalendar(ports),
    updateCalendarSlot: onFirstCall(async () => (await import('./update-calendar-slot')).makeUpdateCalendarSlot(ports)),
  };
}
