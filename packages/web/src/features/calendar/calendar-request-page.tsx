import { formatDate, formatTime, startOfWeek, weekdayNames, type CalendarEntry, type RequestedMovement } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { DateTime } from 'luxon';
import { useId, useState } from 'react';
import type { Loaded } from '../../data/loaded';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { FormAlert, PageHeader } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { LoadFailure } from '../../ui/load-failure';
import { RequestSummary } from '../../ui/request-summary';
import { busySlotsOf, dayIsOver, DEFAULT_DURATION_MINUTES, DURATIONS, endOf, hasFreeStart, slotProblem, startTimes, weekDays } from './free-slots';
import './calendar-request.css';

const calendarRequestRoute = getRouteApi('/_basic/calendarRequest/$id_case/$id_movement/$id_lawyer');

const WEEKDAYS = weekdayNames('long');
const SHORT_WEEKDAYS = weekdayNames('short');

const PROBLEMS = {
  past: 'Ese horario ya pasó. Elija uno posterior.',
  busy: 'Ese horario se superpone con otro compromiso del abogado. Elija otro.',
} as const;

/** /calendarRequest: a lawyer asks for a date; whoever holds the link picks a free one without signing in (SPEC §2). */
export function CalendarRequestPage() {
  const { request, busySlots } = calendarRequestRoute.useLoaderData();
  return (
    <>
      <PageHeader title="Elegir fecha y hora" lead="Su abogado le pidió que elija cuándo reunirse. Elija un día y un horario libres de su agenda." />
      {request.ok ? <DateRequestForm request={request.value} busySlots={busySlots} /> : <LoadFailure message={request.message} />}
    </>
  );
}

interface Chosen {
  readonly date: string;
  readonly start: string;
  readonly end: string;
}

function DateRequestForm({ request, busySlots }: { readonly request: RequestedMovement; readonly busySlots: Loaded<readonly CalendarEntry[]> }) {
  const portal = usePortal();
  const params = calendarRequestRoute.useParams();
  const { token } = calendarRequestRoute.useSearch();
  const ids = useId();
  const now = DateTime.now();
  const thisMonday = DateTime.fromJSDate(startOfWeek(now.toJSDate()));
  const [monday, setMonday] = useState(thisMonday);
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState('');
  const [minutes, setMinutes] = useState<number>(DEFAULT_DURATION_MINUTES);
  const [answered, setAnswered] = useState<Chosen | null>(null);
  const answer = useAction(portal.answerCalendarRequest);

  if (answered !== null) {
    return (
      <>
        <RequestSummary request={request} fallback="Elegir la fecha de una reunión" />
        <FormAlert tone="success">
          <span>
            <strong>Fecha elegida.</strong> Quedó agendada la reunión del {formatDate(answered.date)} a las {formatTime(answered.start)} (hasta las{' '}
            {formatTime(answered.end)}). Su abogado ya tiene la fecha en su agenda.
          </span>
        </FormAlert>
      </>
    );
  }

  const busy = busySlots.ok ? busySlotsOf(busySlots.value) : [];
  const days = weekDays(monday);
  const problem = day !== null && start !== '' ? slotProblem(day, start, minutes, busy, now) : null;

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (day === null || start === '' || problem !== null) return;
    const chosen = { date: day, start, end: endOf(start, minutes) };
    const result = await answer.run({ caseId: params.id_case, movementId: params.id_movement, token: token ?? null }, chosen);
    if (result.ok) setAnswered(chosen);
  }

  function chooseDay(chosen: string) {
    setDay(chosen);
    setStart('');
  }

  return (
    <>
      <RequestSummary request={request} fallback="Elegir la fecha de una reunión" />
      <section className="ui-card date-request-week-card" aria-labelledby={`${ids}-week`}>
        <div className="date-request-week-bar">
          <Button variant="secondary" onPress={() => setMonday(monday.minus({ weeks: 1 }))} isDisabled={monday <= thisMonday}>
            Semana anterior
          </Button>
          <h2 id={`${ids}-week`} aria-live="polite">
            Semana del {monday.toFormat('d/M/yyyy')} al {monday.plus({ days: 6 }).toFormat('d/M/yyyy')}
          </h2>
          <Button variant="secondary" onPress={() => setMonday(monday.plus({ weeks: 1 }))}>
            Semana siguiente
          </Button>
        </div>
        {!busySlots.ok ? <FormAlert>{busySlots.message}</FormAlert> : null}
        <ol className="date-request-week">
          {days.map((date) => {
            const iso = date.toISODate() ?? '';
            const daySlots = busy.filter((slot) => slot.day === iso);
            const free = hasFreeStart(iso, minutes, busy, now);
            const past = dayIsOver(iso, now);
            return (
              <li key={iso} className="date-request-day" data-chosen={day === iso || undefined}>
                <h3 id={`${ids}-${iso}`}>
                  <span className="date-request-weekday">{WEEKDAYS[date.weekday - 1]}</span>
                  <span className="date-request-weekday-short">{SHORT_WEEKDAYS[date.weekday - 1]}</span> {date.toFormat('d/M')}
                </h3>
                {daySlots.length > 0 ? (
                  <ul className="date-request-busy" aria-label={`Horarios ocupados del ${WEEKDAYS[date.weekday - 1]} ${date.toFormat('d/M')}`}>
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
                  aria-label={`Elegir el ${WEEKDAYS[date.weekday - 1]} ${date.toFormat('d/M/yyyy')}`}
                  onPress={() => chooseDay(iso)}
                >
                  {day === iso ? 'Elegido' : 'Elegir'}
                </Button>
              </li>
            );
          })}
        </ol>
      </section>
      <form className="ui-card ui-form" aria-labelledby={`${ids}-time`} onSubmit={(event) => void send(event)}>
        <h2 id={`${ids}-time`}>Horario</h2>
        <p role="status">{day === null ? 'Elija un día libre de la semana.' : `Día elegido: ${WEEKDAYS[DateTime.fromISO(day).weekday - 1]} ${formatDate(day)}.`}</p>
        <div className="ui-form-grid">
          <div className="ui-field">
            <label className="ui-label" htmlFor={`${ids}-start`}>
              Hora de inicio
            </label>
            <select id={`${ids}-start`} className="ui-input" value={start} disabled={day === null} onChange={(event) => setStart(event.currentTarget.value)}>
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
            <select id={`${ids}-duration`} className="ui-input" value={minutes} onChange={(event) => setMinutes(Number(event.currentTarget.value))}>
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
        {answer.error !== null ? <FormAlert>{answer.error}</FormAlert> : null}
        <div className="ui-card-actions ui-card-actions--start">
          <Button type="submit" isDisabled={day === null || start === '' || problem !== null} isPending={answer.pending}>
            Confirmar fecha y hora
          </Button>
        </div>
      </form>
    </>
  );
}
