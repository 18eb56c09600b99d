import {
  formatDate,
  formatDayMonth,
  MEETING_LENGTHS,
  validationMessages,
  weekdayName,
  type CalendarEntry,
  type FreeSlot,
  type MeetingLength,
  type PortalViews,
} from '@justiciable/core';
import { useId, useState } from 'react';
import { usePortal } from '../session/router-context';
import type { Loaded } from '../data/loaded';
import { FormAlert } from './blocks';
import { Button } from './button';
import { LoadFailure } from './load-failure';
import type { SlotChoice } from './slot-choice';
import './week-slot-picker.css';

const PROBLEMS = { past: validationMessages.slotPast, busy: validationMessages.slotBusy } as const;

const LENGTH_LABELS: Record<MeetingLength, string> = {
  30: '30 minutos',
  60: '1 hora',
  90: '1 hora y media',
  120: '2 horas',
};

export { NO_SLOT_CHOICE, type SlotChoice } from './slot-choice';

/**
 * The meeting a choice stands for, when it is complete and free against the lawyer's agenda
 * (the portal's weekSlots); null otherwise. A plain function, for the consultation's steps, which
 * check the choice outside a component.
 */
export function chosenSlot(
  views: Pick<PortalViews, 'weekSlots'>,
  choice: SlotChoice,
  busySlots: Loaded<readonly CalendarEntry[]>,
): FreeSlot | null {
  return views.weekSlots({ entries: busySlots.ok ? busySlots.value : [], pick: choice, now: Date.now() }).chosen;
}

const NO_ENTRIES: readonly CalendarEntry[] = [];

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
  const portal = usePortal();
  const { day, start, minutes } = value;
  const entries = busySlots.ok ? busySlots.value : NO_ENTRIES;
  // Opens on the week of the day already chosen, so coming back to the picker shows it; else on
  // the first week with a free start, never on seven days that are over (the portal's weekSlots).
  const [shownWeek, setShownWeek] = useState(() => portal.weekSlots({ entries, pick: value, now: Date.now() }).monday);
  const week = portal.weekSlots({ entries, pick: value, week: shownWeek, now: Date.now() });
  return (
    <>
      <section className="ui-card week-slot-week-card" aria-labelledby={`${ids}-week`}>
        <div className="week-slot-week-bar">
          <Button
            variant="secondary"
            onPress={() => week.previousWeek !== null && setShownWeek(week.previousWeek)}
            isDisabled={week.previousWeek === null}
          >
            Semana anterior
          </Button>
          <h2 id={`${ids}-week`} aria-live="polite">
            Semana del {formatDate(week.monday)} al {formatDate(week.sunday)}
          </h2>
          <Button variant="secondary" onPress={() => setShownWeek(week.nextWeek)}>
            Semana siguiente
          </Button>
        </div>
        {!busySlots.ok ? <LoadFailure message={busySlots.message} /> : null}
        <ol className="week-slot-week">
          {week.days.map(({ day: iso, busy: dayBusy, hasFree, over }) => (
            <li key={iso} className="week-slot-day" data-chosen={day === iso || undefined}>
              <h3 id={`${ids}-${iso}`}>
                <span className="week-slot-weekday">{weekdayName(iso)}</span>
                <span className="week-slot-weekday-short">{weekdayName(iso, 'short')}</span> {formatDayMonth(iso)}
              </h3>
              {dayBusy.length > 0 ? (
                <ul
                  className="week-slot-busy"
                  aria-label={`Horarios ocupados del ${weekdayName(iso)} ${formatDayMonth(iso)}`}
                >
                  {dayBusy.map((slot) => (
                    <li key={slot.id}>
                      Ocupado {slot.start}–{slot.end}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="ui-description">{hasFree ? 'Libre' : over ? 'Ya pasó' : 'Completo'}</p>
              )}
              <Button
                variant={day === iso ? 'primary' : 'secondary'}
                block
                isDisabled={!hasFree}
                aria-pressed={day === iso}
                onPress={() => onChange({ ...value, day: iso, start: '' })}
              >
                {/* The visible word starts the accessible name (WCAG 2.5.3): 'Elegido el miércoles 2/12/2026'. */}
                {day === iso ? 'Elegido' : 'Elegir'}
                <span className="visually-hidden">{` el ${weekdayName(iso)} ${formatDate(iso)}`}</span>
              </Button>
            </li>
          ))}
        </ol>
      </section>
      <section className="ui-card ui-form" aria-labelledby={`${ids}-time`}>
        <h2 id={`${ids}-time`}>Horario</h2>
        <p role="status">
          {day === null ? 'Elija un día libre de la semana.' : `Día elegido: ${weekdayName(day)} ${formatDate(day)}.`}
        </p>
        <div className="ui-form-grid">
          <div className="ui-field">
            <label className="ui-label" htmlFor={`${ids}-start`}>
              Hora de inicio
            </label>
            <select
              id={`${ids}-start`}
              className="ui-input"
              value={start}
              disabled={day === null}
              onChange={(event) => onChange({ ...value, start: event.currentTarget.value })}
            >
              <option value="">Elija una hora</option>
              {week.starts.map(({ start: time, problem: taken }) => (
                <option key={time} value={time} disabled={taken !== null}>
                  {taken === 'busy' ? `${time} (ocupado)` : time}
                </option>
              ))}
            </select>
          </div>
          <div className="ui-field">
            <label className="ui-label" htmlFor={`${ids}-duration`}>
              Duración
            </label>
            <select
              id={`${ids}-duration`}
              className="ui-input"
              value={minutes}
              onChange={(event) => onChange({ ...value, minutes: Number(event.currentTarget.value) })}
            >
              {MEETING_LENGTHS.map((length) => (
                <option key={length} value={length}>
                  {LENGTH_LABELS[length]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {week.chosen !== null ? <p className="ui-description">Termina a las {week.chosen.end}.</p> : null}
        {week.problem !== null ? <FormAlert>{PROBLEMS[week.problem]}</FormAlert> : null}
        {children}
      </section>
    </>
  );
}
