import {
  addDays,
  dateOf,
  firstOfMonth,
  formatDate,
  formatDayMonth,
  lastOfMonth,
  MISSING,
  mondayOf,
  monthTitle,
  weekdayName,
  type CalendarDays,
  type CalendarEntry,
} from '@justiciable/core';
import { timeRange } from './agenda-entry';
import { entryTitle } from './entry-title';

/** A day cell of the month shows this many entries; the rest are counted, and listed on the day's page. */
const SHOWN_PER_MONTH_DAY = 3;
/** A day of the week shows this many; with thousands in a month, a page holds only what fits. */
const SHOWN_PER_WEEK_DAY = 8;

interface DayProps {
  /** The entries of each day shown, each day's by start time (core's groupCalendarByDay). */
  readonly byDay: CalendarDays['byDay'];
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
  /** The day's entries, by start time. */
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
  const shown = entries.slice(0, limit);
  const hidden = entries.length - shown.length;
  return (
    <>
      <ul className="agenda-day-entries">
        {shown.map((entry) => (
          <li key={entry.id} className="agenda-day-entry">
            <span className="agenda-day-time">{entry.startMinutes === null ? 'Todo el día' : time(entry)}</span>{' '}
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
                <td
                  key={iso}
                  className="agenda-month-day"
                  data-outside={outside ? '' : undefined}
                  data-today={iso === today ? '' : undefined}
                >
                  <span className="agenda-month-date">
                    <span aria-hidden="true">{dateOf(iso)}</span>
                    <span className="visually-hidden">
                      {weekdayName(iso)} {formatDate(iso)}
                      {iso === today ? ', hoy' : ''}:{' '}
                      {entries.length === 0 ? 'sin eventos' : plural(entries.length, 'evento', 'eventos')}
                    </span>
                  </span>
                  <div className="agenda-month-entries">
                    <DayEntries
                      entries={entries}
                      limit={SHOWN_PER_MONTH_DAY}
                      day={iso}
                      onShowDay={onShowDay}
                      time={startTime}
                    />
                  </div>
                  {/* A phone's cell is a seventh of its width: it shows how many events the day has, one tap from them. */}
                  {entries.length > 0 ? (
                    <button type="button" className="agenda-month-count" onClick={() => onShowDay(iso)}>
                      <span aria-hidden="true">{entries.length.toLocaleString('es-AR')}</span>
                      <span className="visually-hidden">
                        Ver {plural(entries.length, 'evento', 'eventos')} del {formatDate(iso)}
                      </span>
                    </button>
                  ) : null}
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
