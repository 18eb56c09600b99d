import { formatDate, MISSING, type CalendarEntry } from '@justiciable/core';
import { addDays, dateOf, firstOfMonth, formatDayMonth, lastOfMonth, mondayOf, monthTitle, weekdayName } from '../../ui/calendar-days';
import { timeRange } from './agenda-entry';
import { entryDay, writtenFromIsoDay } from './agenda-filtering';
import { entryTitle } from './entry-title';

/** A day cell of the month shows this many entries; the rest are counted, and listed on the day's page. */
const SHOWN_PER_MONTH_DAY = 3;
/** A day of the week shows this many; with thousands in a month, a page holds only what fits. */
const SHOWN_PER_WEEK_DAY = 8;

/** The entries of each day (yyyy-mm-dd), each day's by start time; built once per list. */
export type EntriesByDay = ReadonlyMap<string, readonly CalendarEntry[]>;

/** The entries of a period's days, and how many entries have no day at all. */
export interface AgendaDays {
  readonly byDay: EntriesByDay;
  readonly undated: number;
}

/**
 * The entries of the days from `first` to `last` (yyyy-mm-dd, both shown) by day, in one pass
 * over a list that may hold 50,000: a start written from its ISO day is placed by comparing
 * texts, without reading its day unless it falls in the period.
 */
export function groupPeriodByDay(entries: readonly CalendarEntry[], first: string, last: string): AgendaDays {
  const byDay = new Map<string, CalendarEntry[]>();
  let undated = 0;
  for (const entry of entries) {
    const start = entry.fecha_ini;
    let day: string | null;
    if (writtenFromIsoDay(start)) {
      // A start on the last day ('2026-03-05 10:00') sorts after '2026-03-05', hence startsWith.
      if (start < first || (start > last && !start.startsWith(last))) continue;
      day = start.length === 10 ? start : start.slice(0, 10);
    } else {
      day = entryDay(entry);
      if (day === null) {
        undated++;
        continue;
      }
      if (day < first || day > last) continue;
    }
    const list = byDay.get(day);
    if (list === undefined) byDay.set(day, [entry]);
    else list.push(entry);
  }
  return { byDay, undated };
}

/** A day's entries by start time, those without one first (they take the whole day). */
function byStartTime(entries: readonly CalendarEntry[]): readonly CalendarEntry[] {
  return [...entries].sort((a, b) => (a.hora_ini === MISSING ? '' : a.hora_ini).localeCompare(b.hora_ini === MISSING ? '' : b.hora_ini));
}

interface DayProps {
  readonly byDay: EntriesByDay;
  /** Shows every entry of a day (the list, filtered by that date). */
  readonly onShowDay: (day: string) => void;
  readonly today: string;
}

function weekdayHeaders(weekStart: string): readonly { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, index) => {
    const day = addDays(weekStart, index);
    return { short: weekdayName(day, 'short'), long: weekdayName(day) };
  });
}

function plural(count: number, one: string, many: string): string {
  return count === 1 ? `1 ${one}` : `${count} ${many}`;
}

interface DayEntriesProps {
  readonly entries: readonly CalendarEntry[];
  readonly limit: number;
  /** yyyy-mm-dd */
  readonly day: string;
  readonly onShowDay: (day: string) => void;
  /** A month's narrow cell shows only when each starts; a week's, from when to when. */
  readonly time: (entry: CalendarEntry) => string;
}

function startTime(entry: CalendarEntry): string {
  return entry.hora_ini;
}

function DayEntries({ entries, limit, day, onShowDay, time }: DayEntriesProps) {
  if (entries.length === 0) return null;
  const sorted = entries.length > limit ? byStartTime(entries).slice(0, limit) : byStartTime(entries);
  const hidden = entries.length - sorted.length;
  return (
    <>
      <ul className="agenda-day-entries">
        {sorted.map((entry) => (
          <li key={entry.id} className="agenda-day-entry">
            <span className="agenda-day-time">{entry.hora_ini === MISSING ? 'Todo el día' : time(entry)}</span>{' '}
            <span className="agenda-day-title">{entryTitle(entry)}</span>
            {entry.tipo_reunion !== MISSING ? <span className="agenda-day-type"> · {entry.tipo_reunion}</span> : null}
          </li>
        ))}
      </ul>
      <button type="button" className="ui-link agenda-link-button" onClick={() => onShowDay(day)}>
        {hidden > 0 ? `${plural(hidden, 'evento más', 'eventos más')}` : 'Ver detalle'}
        <span className="visually-hidden"> del {formatDate(day)}</span>
      </button>
    </>
  );
}

/** A month as a grid of weeks from Monday (SPEC §9); only its days' entries are built. */
export function MonthGrid({ month, byDay, onShowDay, today }: DayProps & { readonly month: string }) {
  const gridStart = mondayOf(firstOfMonth(month));
  const lastMonday = mondayOf(lastOfMonth(month));
  let weeks = 1;
  while (addDays(gridStart, 7 * weeks) <= lastMonday) weeks++;
  return (
    <table className="agenda-month">
      <caption className="visually-hidden">{monthTitle(month)}</caption>
      <thead>
        <tr>
          {weekdayHeaders(gridStart).map((weekday) => (
            <th key={weekday.long} scope="col" abbr={weekday.long}>
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: weeks }, (_, week) => (
          <tr key={week}>
            {Array.from({ length: 7 }, (_, weekday) => {
              const iso = addDays(gridStart, week * 7 + weekday);
              const entries = byDay.get(iso) ?? [];
              const outside = iso.slice(0, 7) !== month.slice(0, 7);
              return (
                <td key={iso} className="agenda-month-day" data-outside={outside ? '' : undefined} data-today={iso === today ? '' : undefined}>
                  <span className="agenda-month-date">
                    <span aria-hidden="true">{dateOf(iso)}</span>
                    <span className="visually-hidden">
                      {weekdayName(iso)} {formatDate(iso)}
                      {iso === today ? ', hoy' : ''}: {entries.length === 0 ? 'sin eventos' : plural(entries.length, 'evento', 'eventos')}
                    </span>
                  </span>
                  <DayEntries entries={entries} limit={SHOWN_PER_MONTH_DAY} day={iso} onShowDay={onShowDay} time={startTime} />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A week from Monday, each day's entries by their 24-hour start time. */
export function WeekView({ week, byDay, onShowDay, today }: DayProps & { readonly week: string }) {
  const start = mondayOf(week);
  return (
    <ol className="agenda-week" aria-label={`Semana del ${formatDate(start)} al ${formatDate(addDays(start, 6))}`}>
      {Array.from({ length: 7 }, (_, index) => {
        const iso = addDays(start, index);
        const entries = byDay.get(iso) ?? [];
        return (
          <li key={iso} className="agenda-week-day" data-today={iso === today ? '' : undefined}>
            <h3 className="agenda-week-date">
              {weekdayName(iso)} {formatDayMonth(iso)}
              {iso === today ? <span className="ui-badge agenda-today">Hoy</span> : null}
            </h3>
            {entries.length === 0 ? <p className="agenda-week-empty">Sin eventos</p> : null}
            <DayEntries entries={entries} limit={SHOWN_PER_WEEK_DAY} day={iso} onShowDay={onShowDay} time={timeRange} />
          </li>
        );
      })}
    </ol>
  );
}
