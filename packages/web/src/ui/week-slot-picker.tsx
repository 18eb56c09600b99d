import { formatDate, type CalendarEntry } from '@justiciable/core';
import { useId, useState } from 'react';
import type { Loaded } from '../data/loaded';
import { FormAlert } from './blocks';
import { Button } from './button';
import { LoadFailure } from './load-failure';
import { addDays, formatDayMonth, localToday, mondayOf, weekdayName } from './calendar-days';
import { busySlotsOf, dayIsOver, DURATIONS, endOf, hasFreeStart, slotProblem, startTimes, weekDays } from './free-slots';
import type { SlotChoice } from './slot-choice';
import './week-slot-picker.css';

const PROBLEMS = {
  past: 'Ese horario ya pasó. Elija uno posterior.',
  busy: 'Ese horario se superpone con otro compromiso del abogado. Elija otro.',
} as const;

export { NO_SLOT_CHOICE, type SlotChoice } from './slot-choice';

/** A free meeting: yyyy-mm-dd, HH:MM to HH:MM. */
export interface ChosenSlot {
  readonly date: string;
  readonly start: string;
  readonly end: string;
}

/** The meeting a choice stands for, when it is complete and free against the lawyer's agenda; null otherwise. */
export function chosenSlot(choice: SlotChoice, busySlots: Loaded<readonly CalendarEntry[]>, now: number = Date.now()): ChosenSlot | null {
  if (choice.day === null || choice.start === '') return null;
  const busy = busySlots.ok ? busySlotsOf(busySlots.value) : [];
  if (slotProblem(choice.day, choice.start, choice.minutes, busy, now) !== null) return null;
  return { date: choice.day, start: choice.start, end: endOf(choice.start, choice.minutes) };
}

/**
 * A lawyer's week from Monday with their busy slots, where a person picks a free day, then a start
 * time and a length. Controlled: the choice lives with the page, so a step that is left and come
 * back to keeps it. `children` go at the end of the time card (the page's messages and buttons).
 */
export function WeekSlotPicker({
  busySlots,
  value,
  onChange,
  children,
}: {
  readonly busySlots: Loaded<readonly CalendarEntry[]>;
  readonly value: SlotChoice;
  readonly onChange: (choice: SlotChoice) => void;
  readonly children?: React.ReactNode;
}) {
  const ids = useId();
  const now = Date.now();
  const thisMonday = mondayOf(localToday());
  // Opens on the week of the day already chosen, so coming back to the picker shows it.
  const [monday, setMonday] = useState(() => (value.day === null ? thisMonday : mondayOf(value.day)));
  const { day, start, minutes } = value;

  const busy = busySlots.ok ? busySlotsOf(busySlots.value) : [];
  const days = weekDays(monday);
  const problem = day !== null && start !== '' ? slotProblem(day, start, minutes, busy, now) : null;

  return (
    <>
      <section className="ui-card week-slot-week-card" aria-labelledby={`${ids}-week`}>
        <div className="week-slot-week-bar">
          <Button variant="secondary" onPress={() => setMonday(addDays(monday, -7))} isDisabled={monday <= thisMonday}>
            Semana anterior
          </Button>
          <h2 id={`${ids}-week`} aria-live="polite">
            Semana del {formatDate(monday)} al {formatDate(addDays(monday, 6))}
          </h2>
          <Button variant="secondary" onPress={() => setMonday(addDays(monday, 7))}>
            Semana siguiente
          </Button>
        </div>
        {!busySlots.ok ? <LoadFailure message={busySlots.message} /> : null}
        <ol className="week-slot-week">
          {days.map((iso) => {
            const daySlots = busy.filter((slot) => slot.day === iso);
            const free = hasFreeStart(iso, minutes, busy, now);
            const past = dayIsOver(iso, now);
            return (
              <li key={iso} className="week-slot-day" data-chosen={day === iso || undefined}>
                <h3 id={`${ids}-${iso}`}>
                  <span className="week-slot-weekday">{weekdayName(iso)}</span>
                  <span className="week-slot-weekday-short">{weekdayName(iso, 'short')}</span> {formatDayMonth(iso)}
                </h3>
                {daySlots.length > 0 ? (
                  <ul className="week-slot-busy" aria-label={`Horarios ocupados del ${weekdayName(iso)} ${formatDayMonth(iso)}`}>
                    {daySlots.map((slot) => (
                      <li key={slot.id}>
                        Ocupado {slot.start}–{slot.end}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="ui-description">{free ? 'Libre' : past ? 'Ya pasó' : 'Completo'}</p>
                )}
                <Button
                  variant={day === iso ? 'primary' : 'secondary'}
                  block
                  isDisabled={!free}
                  aria-pressed={day === iso}
                  onPress={() => onChange({ ...value, day: iso, start: '' })}
                >
                  {/* The visible word starts the accessible name (WCAG 2.5.3): 'Elegido el miércoles 2/12/2026'. */}
                  {day === iso ? 'Elegido' : 'Elegir'}
                  <span className="visually-hidden">{` el ${weekdayName(iso)} ${formatDate(iso)}`}</span>
                </Button>
              </li>
            );
          })}
        </ol>
      </section>
      <section className="ui-card ui-form" aria-labelledby={`${ids}-time`}>
        <h2 id={`${ids}-time`}>Horario</h2>
        <p role="status">{day === null ? 'Elija un día libre de la semana.' : `Día elegido: ${weekdayName(day)} ${formatDate(day)}.`}</p>
        <div className="ui-form-grid">
          <div className="ui-field">
            <label className="ui-label" htmlFor={`${ids}-start`}>
              Hora de inicio
            </label>
            <select id={`${ids}-start`} className="ui-input" value={start} disabled={day === null} onChange={(event) => onChange({ ...value, start: event.currentTarget.value })}>
              <option value="">Elija una hora</option>
              {startTimes().map((time) => {
                const taken = day === null ? null : slotProblem(day, time, minutes, busy, now);
                return (
                  <option key={time} value={time} disabled={taken !== null}>
                    {taken === 'busy' ? `${time} (ocupado)` : time}
                  </option>
                );
              })}
            </select>
          </div>
          <div className="ui-field">
            <label className="ui-label" htmlFor={`${ids}-duration`}>
              Duración
            </label>
            <select id={`${ids}-duration`} className="ui-input" value={minutes} onChange={(event) => onChange({ ...value, minutes: Number(event.currentTarget.value) })}>
              {DURATIONS.map((duration) => (
                <option key={duration.minutes} value={duration.minutes}>
                  {duration.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {start !== '' && problem === null ? <p className="ui-description">Termina a las {endOf(start, minutes)}.</p> : null}
        {problem !== null ? <FormAlert>{PROBLEMS[problem]}</FormAlert> : null}
        {children}
      </section>
    </>
  );
}
