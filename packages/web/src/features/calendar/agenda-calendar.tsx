import {
  formatDate,
  formatDayMonth,
  formatEntryMeetingType,
  formatEntryTime,
  monthTitle,
  weekdayName,
  type AgendaDay,
  type AgendaPeriod,
  type CalendarEntry,
} from '@justiciable/core';
import { entryTitle } from './entry-title';

/** A day cell of the month shows this many entries; the rest are counted, and listed on the day's page. */
const SHOWN_PER_MONTH_DAY = 3;
/** A day of the week shows this many; with thousands in a month, a page holds only what fits. */
const SHOWN_PER_WEEK_DAY = 8;

interface PeriodProps {
  /** The period's days from Monday, each with its entries by start time, as core lays them out. */
  readonly period: AgendaPeriod;
  /** Shows every entry of a day (the list, filtered by that date). */
  readonly onShowDay: (day: string) => void;
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
            {formatEntryMeetingType(entry) !== '' ? (
              <span className="agenda-day-type"> · {formatEntryMeetingType(entry)}</span>
            ) : null}
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
export function MonthGrid({ period, onShowDay }: PeriodProps) {
  return (
    <table className="agenda-month">
      <caption className="visually-hidden">{monthTitle(period.day)}</caption>
      <thead>
        <tr>
          {(period.weeks[0] ?? []).map(({ day }) => (
            <th key={day} scope="col" abbr={weekdayName(day)}>
              {weekdayName(day, 'short')}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {period.weeks.map((week) => (
          <tr key={week[0]?.day}>
            {week.map((cell) => (
              <MonthDay key={cell.day} cell={cell} onShowDay={onShowDay} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MonthDay({ cell, onShowDay }: { readonly cell: AgendaDay; readonly onShowDay: (day: string) => void }) {
  const { day: iso, entries } = cell;
  return (
    <td
      className="agenda-month-day"
      data-outside={cell.inPeriod ? undefined : ''}
      data-today={cell.isToday ? '' : undefined}
    >
      <span className="agenda-month-date">
        <span aria-hidden="true">{cell.dayOfMonth}</span>
        <span className="visually-hidden">
          {weekdayName(iso)} {formatDate(iso)}
          {cell.isToday ? ', hoy' : ''}:{' '}
          {entries.length === 0 ? 'sin eventos' : plural(entries.length, 'evento', 'eventos')}
        </span>
      </span>
      <div className="agenda-month-entries">
        <DayEntries entries={entries} limit={SHOWN_PER_MONTH_DAY} day={iso} onShowDay={onShowDay} time={startTime} />
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
}

/** A week from Monday, each day's entries by their 24-hour start time. */
export function WeekView({ period, onShowDay }: PeriodProps) {
  return (
    <ol className="agenda-week" aria-label={`Semana del ${formatDate(period.first)} al ${formatDate(period.last)}`}>
      {(period.weeks[0] ?? []).map(({ day: iso, entries, isToday }) => (
        <li key={iso} className="agenda-week-day" data-today={isToday ? '' : undefined}>
          <h3 className="agenda-week-date">
            {weekdayName(iso)} {formatDayMonth(iso)}
            {isToday ? <span className="ui-badge agenda-today">Hoy</span> : null}
          </h3>
          {entries.length === 0 ? <p className="agenda-week-empty">Sin eventos</p> : null}
          <DayEntries
            entries={entries}
            limit={SHOWN_PER_WEEK_DAY}
            day={iso}
            onShowDay={onShowDay}
            time={formatEntryTime}
          />
        </li>
      ))}
    </ol>
  );
}
