import {
  agendaFilterChoices,
  viewAgenda,
  type AgendaFilterChoicesRequest,
  type AgendaView,
  type AgendaViewRequest,
} from './agenda-view';
import {
  viewAgendaEntry,
  viewCaseMeeting,
  type AgendaEntryViewing,
  type CaseMeetingView,
  type CaseMeetingViewing,
  type MeetingView,
} from './meeting-view';
import { weekSlots, type SlotWeek, type SlotWeekRequest } from './slot-week';

/**
 * What the agenda's pages show, worked out from what a use-case already read: pure and
 * synchronous (no service is asked, nothing can fail), so a page calls them as it renders and a
 * script gets the same facts. Each takes one object argument.
 */
export interface CalendarViews {
  /**
   * An agenda entry's meeting as the page shows it: when it starts and ends, whether it is a video
   * call and its link, when the link opens (15 minutes before the start, until the end), whether
   * the place is still to be confirmed, and until when the client can cancel or move it themselves
   * (the terms' 24-hour rule; after that only the lawyer can). Instants are epoch milliseconds.
   *
   * @example
   * const agenda = valueOrThrow(await portal.listCalendar({ client }));
   * const view = portal.viewAgendaEntry({ entry: agenda[0] });
   * if (view.meeting && view.changeableUntil !== null && Date.now() <= view.changeableUntil)
   *   await portal.cancelMeeting({ client, meeting: view.meeting });
   */
  viewAgendaEntry(viewing: AgendaEntryViewing): MeetingView;

  /**
   * A case's dated date request (type 7 movement) as its page shows it: its agenda entry, as
   * exportCalendarIcs takes it, and its meeting's view (as viewAgendaEntry), with the case's
   * lawyer as the one the meeting is with.
   */
  viewCaseMeeting(viewing: CaseMeetingViewing): CaseMeetingView;

  /**
   * A lawyer's week for booking a meeting: its seven days from Monday with the lawyer's busy
   * slots, each start of the working day (08:00 to 20:00 every half hour) and why it cannot be
   * chosen ('past' once begun, 'busy' when it overlaps an entry), the weeks to step to, and the
   * pick checked (`problem`, `chosen`: the FreeSlot startConsultation and rescheduleMeeting take).
   * Without a `week`, the week of the day picked, else the first with a free start.
   *
   * @example
   * const entries = valueOrThrow(await portal.listLawyerCalendar({ lawyerId: '7' }));
   * const week = portal.weekSlots({ entries, pick: { day: null, start: '', minutes: 60 }, now: Date.now() });
   * const free = week.days.flatMap((day) => day.starts.filter((start) => start.problem === null));
   */
  weekSlots(request: SlotWeekRequest): SlotWeek;

  /**
   * The client's agenda as its page shows it: the entries SPEC §5's filter keeps, what comes next,
   * the list by the event's date, and a month's or a week's grid from Monday (a week opens where
   * the next event is). Each view is worked out when first asked and kept, so a page makes a new
   * one per filter change of the entries it loaded, without reading the agenda again.
   *
   * @example
   * const entries = valueOrThrow(await portal.listCalendar({ client }));
   * const agenda = portal.viewAgenda({ entries, filter: { name: 'meetingTypes', values: ['Videollamada'] }, now: Date.now() });
   * const { weeks } = agenda.period({ unit: 'month', day: '2026-12-01' });
   */
  viewAgenda(request: AgendaViewRequest): AgendaView;

  /** The values one of SPEC §5's filters can take over the whole agenda, each once (no empty value, no '-'). */
  agendaFilterChoices(request: AgendaFilterChoicesRequest): readonly string[];
}

/** The agenda's views, the same for every portal. */
export const calendarViews: CalendarViews = {
  viewAgendaEntry,
  viewCaseMeeting,
  weekSlots,
  viewAgenda,
  agendaFilterChoices,
};
