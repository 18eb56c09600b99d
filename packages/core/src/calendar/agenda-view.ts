import { agendaMoment } from './agenda-clock';
import { addDays, addMonths, dateOf, firstOfMonth, isCalendarDay, lastOfMonth, mondayOf } from './calendar-days';
import type { CalendarEntry, CalendarFilters } from './calendar-entry';
import { calendarFilterChoices, filterCalendar, groupCalendarByDay, type CalendarFilterName } from './calendar-rules';
import { sortCalendarByDateAndTime, upcomingCalendar, weekToOpen, type UpcomingCalendar } from './upcoming-calendar';

/** The one filter of SPEC §5 in effect (only the last one applied counts), and the values it keeps. */
export interface AppliedCalendarFilter {
  readonly name: CalendarFilterName;
  readonly values: readonly string[];
}

/** viewAgenda's argument: the client's agenda as read (listCalendar), the filter chosen, and the time it is now. */
export interface AgendaViewRequest {
  readonly entries: readonly CalendarEntry[];
  /** No filter, or one with no value, shows the whole agenda (SPEC §4). */
  readonly filter?: AppliedCalendarFilter | null;
  /** Epoch milliseconds: what "from now on" and "today" are, in the agenda's zone. */
  readonly now: number;
}

/** A day of a month's or a week's grid. */
export interface AgendaDay {
  /** yyyy-mm-dd */
  readonly day: string;
  /** Its number in its month (1 to 31). */
  readonly dayOfMonth: number;
  /** Whether it belongs to the month shown (a month's grid starts and ends with the weeks around it); always in a week. */
  readonly inPeriod: boolean;
  readonly isToday: boolean;
  /** Its entries the filter keeps, by start time, all-day ones first. */
  readonly entries: readonly CalendarEntry[];
}

/** A month or a week of the agenda, laid out from Monday. */
export interface AgendaPeriod {
  /** The day the period was asked for, or the one it opened on. */
  readonly day: string;
  /** Its first and last day on screen: a month's run from the Monday of its first week to the Sunday of its last. */
  readonly first: string;
  readonly last: string;
  /** A day of the period before and of the one after, to step to. */
  readonly previous: string;
  readonly next: string;
  /** The grid: one row of seven days for a week, four to six rows for a month. */
  readonly weeks: readonly (readonly AgendaDay[])[];
  /** How many entries kept have no day yet, so they appear in no period. */
  readonly undated: number;
}

/** Which period viewAgenda's `period` lays out, and around which day (today, or for a week the next event's, when none). */
export interface AgendaPeriodRequest {
  readonly unit: 'month' | 'week';
  /** yyyy-mm-dd; a text that is no day counts as none. */
  readonly day?: string | null;
}

/** The agenda as its views show it, each view worked out once and only when asked for. */
export interface AgendaView {
  /** The entries the filter keeps, in the agenda's order (newest created first, SPEC §4). */
  readonly shown: readonly CalendarEntry[];
  /** Whether a filter with values is in effect. */
  readonly filtered: boolean;
  /** Whether some entry kept has a day, so there is something to export to a calendar. */
  readonly hasDated: boolean;
  /** Today, yyyy-mm-dd, in the agenda's zone. */
  readonly today: string;
  /** What comes next from now on, by date and time (upcomingCalendar). */
  upcoming(): UpcomingCalendar;
  /** The entries kept by the event's date and time, undated last. */
  byEvent(): readonly CalendarEntry[];
  /** A month or a week of the entries kept; the last periods asked are kept, so stepping back does not group again. */
  period(request: AgendaPeriodRequest): AgendaPeriod;
}

const NO_FILTERS: CalendarFilters = { dates: [], subjects: [], firms: [], meetingTypes: [] };

/** How many periods a view keeps grouped. */
const KEPT_PERIODS = 24;

/**
 * The client's agenda as the page shows it: the entries the filter keeps (filterCalendar), what
 * comes next, the list by the event's date, and a month's or a week's grid. Works out nothing
 * until a view is asked for and each view once, so a page may make one per filter change over
 * tens of thousands of entries.
 */
export function viewAgenda({ entries, filter, now }: AgendaViewRequest): AgendaView {
  const filtered = filter !== undefined && filter !== null && filter.values.length > 0;
  const shown = filtered
    ? filterCalendar(entries, { ...NO_FILTERS, [filter.name]: filter.values }, filter.name)
    : entries;
  const moment = agendaMoment(now);
  let upcoming: UpcomingCalendar | undefined;
  let byEvent: readonly CalendarEntry[] | undefined;
  const periods = new Map<string, AgendaPeriod>();
  const view: AgendaView = {
    shown,
    filtered,
    hasDated: shown.some((entry) => entry.day !== null),
    today: moment.day,
    upcoming: () => (upcoming ??= upcomingCalendar(shown, moment)),
    byEvent: () => (byEvent ??= sortCalendarByDateAndTime(shown)),
    period: ({ unit, day }) => {
      const asked =
        day !== undefined && day !== null && isCalendarDay(day)
          ? day
          : unit === 'week'
            ? weekToOpen(view.upcoming(), moment)
            : moment.day;
      const key = `${unit}/${asked}`;
      const known = periods.get(key);
      if (known !== undefined) return known;
      if (periods.size >= KEPT_PERIODS) periods.delete(periods.keys().next().value as string);
      const laid = periodOf(shown, unit, asked, moment.day);
      periods.set(key, laid);
      return laid;
    },
  };
  return view;
}

function periodOf(shown: readonly CalendarEntry[], unit: 'month' | 'week', day: string, today: string): AgendaPeriod {
  const first = mondayOf(unit === 'month' ? firstOfMonth(day) : day);
  const last = addDays(mondayOf(unit === 'month' ? lastOfMonth(day) : day), 6);
  const { byDay, undated } = groupCalendarByDay(shown, first, last);
  const weeks: AgendaDay[][] = [];
  for (let monday = first; monday <= last; monday = addDays(monday, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const cell = addDays(monday, index);
        return {
          day: cell,
          dayOfMonth: dateOf(cell),
          inPeriod: unit === 'week' || cell.slice(0, 7) === day.slice(0, 7),
          isToday: cell === today,
          entries: byDay.get(cell) ?? [],
        };
      }),
    );
  }
  const step = unit === 'month' ? (count: number) => addMonths(day, count) : (count: number) => addDays(day, 7 * count);
  return { day, first, last, previous: step(-1), next: step(1), weeks, undated };
}

/** agendaFilterChoices' argument: the client's whole agenda and one of SPEC §5's filters. */
export interface AgendaFilterChoicesRequest {
  readonly entries: readonly CalendarEntry[];
  readonly name: CalendarFilterName;
}

/** The values a filter can take over the whole agenda (calendarFilterChoices): each once, no empty or '-'. */
export function agendaFilterChoices({ entries, name }: AgendaFilterChoicesRequest): readonly string[] {
  return calendarFilterChoices(entries, name);
}
