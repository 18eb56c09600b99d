import {
  addDays,
  addMonths,
  agendaMessages,
  calendarFilterChoices,
  firstOfMonth,
  formatDate,
  groupCalendarByDay,
  isCalendarDay,
  lastOfMonth,
  localToday,
  mondayOf,
  monthTitle,
  type CalendarEntry,
} from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { DataFreshness } from '../../ui/data-freshness';
import { Button } from '../../ui/button';
import { ComboBox } from '../../ui/combo-box';
import { LoadFailure } from '../../ui/load-failure';
import { Select } from '../../ui/select';
import { MonthGrid, WeekView } from './agenda-calendar';
import { downloadIcs } from './agenda-ics';
import { AgendaList } from './agenda-list';
import { UpcomingAgenda } from './agenda-upcoming';
import { filterAgenda } from './agenda-filtering';
import { AGENDA_FILTER_IDS, AGENDA_FILTERS, type AgendaFilter, type AgendaSearch, type AgendaView } from './agenda-search';
import './agenda-page.css';

const agendaRoute = getRouteApi('/_main/agenda');

/** The select's option for no filter; a select needs a key for it. */
const NO_FILTER = 'ninguno';

const VIEW_LABELS: Record<AgendaView, string> = { proximos: 'Próximos', lista: 'Lista', mes: 'Mes', semana: 'Semana' };

/** Below this width the agenda opens on what comes next, as a list of cards: a month's grid does not fit a phone. */
const PHONE_QUERY = '(max-width: 47.99rem)';

function subscribeToPhone(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isPhone(): boolean {
  return window.matchMedia(PHONE_QUERY).matches;
}

/** /agenda: the client's hearings, meetings and deadlines as what comes next, a month, a week or a list. */
export function AgendaPage() {
  const entries = agendaRoute.useLoaderData();
  return (
    <>
      <PageHeader title="Agenda" lead="Sus audiencias, reuniones y vencimientos con abogados y estudios." />
      <DataFreshness of={entries} />
      {!entries.ok ? <LoadFailure message={entries.message} /> : null}
      {entries.ok && entries.value.length === 0 ? (
        <EmptyState title="No hay eventos en su agenda">
          Cuando un abogado le proponga una fecha o usted reserve un turno, lo verá aquí con su día, hora y modalidad.
        </EmptyState>
      ) : null}
      {entries.ok && entries.value.length > 0 ? <Agenda entries={entries.value} /> : null}
    </>
  );
}

function countOf(total: number): string {
  return total === 1 ? '1 evento' : `${total.toLocaleString('es-AR')} eventos`;
}

function valueLabel(filtro: AgendaFilter, value: string): string {
  return filtro === 'fecha' ? formatDate(value) : value;
}

function Agenda({ entries }: { readonly entries: readonly CalendarEntry[] }) {
  const search = agendaRoute.useSearch();
  const navigate = agendaRoute.useNavigate();
  const phone = useSyncExternalStore(subscribeToPhone, isPhone);
  const view: AgendaView = search.vista ?? (phone ? 'proximos' : 'mes');
  const shown = useMemo(() => filterAgenda(entries, search), [entries, search]);
  const today = localToday();
  const shownDay = search.dia !== undefined && isCalendarDay(search.dia) ? search.dia : today;
  const filtered = search.filtro !== undefined && (search.valores?.length ?? 0) > 0;

  function go(change: Partial<AgendaSearch>, replace = false) {
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace });
  }

  return (
    <>
      <div className="agenda-toolbar">
        <div role="group" aria-label="Vista de la agenda" className="agenda-views">
          {(Object.keys(VIEW_LABELS) as AgendaView[]).map((id) => (
            <button key={id} type="button" className="agenda-view" aria-pressed={view === id} onClick={() => go({ vista: id })}>
              {VIEW_LABELS[id]}
            </button>
          ))}
        </div>
        <Button
          variant="secondary"
          isDisabled={!shown.some((entry) => entry.day !== null)}
          onPress={() => downloadIcs(filtered ? 'agenda-justiciable-filtrada.ics' : 'agenda-justiciable.ics', shown)}
        >
          {filtered ? 'Descargar los eventos filtrados (.ics)' : 'Descargar la agenda (.ics)'}
        </Button>
      </div>
      <AgendaFilters entries={entries} search={search} onChange={go} />
      <p className="agenda-count" role="status" aria-live="polite">
        {filtered && search.filtro !== undefined
          ? `${shown.length.toLocaleString('es-AR')} de ${countOf(entries.length)} · filtro por ${AGENDA_FILTERS[search.filtro].label.toLowerCase()}`
          : countOf(entries.length)}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          title="Sin resultados"
          action={
            <Button variant="secondary" onPress={() => go({ filtro: undefined, valores: undefined })}>
              Quitar el filtro
            </Button>
          }
        >
          Ningún evento coincide con el filtro elegido.
        </EmptyState>
      ) : null}
      {shown.length > 0 && view === 'proximos' ? <UpcomingAgenda entries={shown} onList={() => go({ vista: 'lista' })} /> : null}
      {shown.length > 0 && view === 'lista' ? (
        <>
          <p className="agenda-view-lead">{agendaMessages.listLead}</p>
          <AgendaList entries={shown} />
        </>
      ) : null}
      {shown.length > 0 && (view === 'mes' || view === 'semana') ? (
        <AgendaCalendar view={view} entries={shown} day={shownDay} today={today} onDay={(dia) => go({ dia }, true)} onShowDay={(day) => go({ vista: 'lista', filtro: 'fecha', valores: [day] })} onList={() => go({ vista: 'lista' })} />
      ) : null}
    </>
  );
}

interface AgendaCalendarProps {
  readonly view: 'mes' | 'semana';
  readonly entries: readonly CalendarEntry[];
  /** yyyy-mm-dd: a day of the month or the week shown. */
  readonly day: string;
  readonly today: string;
  readonly onDay: (day: string) => void;
  readonly onShowDay: (day: string) => void;
  readonly onList: () => void;
}

function AgendaCalendar({ view, entries, day, today, onDay, onShowDay, onList }: AgendaCalendarProps) {
  const weekStart = mondayOf(day);
  // The days on screen: a month's grid runs from the Monday of its first week to the Sunday of its last.
  const first = view === 'mes' ? mondayOf(firstOfMonth(day)) : weekStart;
  const last = view === 'mes' ? addDays(mondayOf(lastOfMonth(day)), 6) : addDays(weekStart, 6);
  const { byDay, undated } = useMemo(() => groupCalendarByDay(entries, first, last), [entries, first, last]);
  const title = view === 'mes' ? monthTitle(day) : `Semana del ${formatDate(weekStart)} al ${formatDate(addDays(weekStart, 6))}`;
  const step = (amount: number) => onDay(view === 'mes' ? addMonths(day, amount) : addDays(day, 7 * amount));
  const period = view === 'mes' ? 'este mes' : 'esta semana';
  return (
    <section className="agenda-calendar" aria-labelledby="agenda-period">
      <div className="agenda-period-bar">
        <h2 id="agenda-period" className="agenda-period" aria-live="polite">
          {title.charAt(0).toUpperCase() + title.slice(1)}
        </h2>
        <div className="agenda-period-steps">
          <Button variant="secondary" onPress={() => step(-1)}>
            {view === 'mes' ? 'Mes anterior' : 'Semana anterior'}
          </Button>
          <Button variant="secondary" onPress={() => onDay(today)}>
            Hoy
          </Button>
          <Button variant="secondary" onPress={() => step(1)}>
            {view === 'mes' ? 'Mes siguiente' : 'Semana siguiente'}
          </Button>
        </div>
      </div>
      {undated > 0 ? (
        <p className="agenda-undated">
          {undated === 1 ? `1 evento no tiene fecha todavía y no aparece en ${period}.` : `${undated} eventos no tienen fecha todavía y no aparecen en ${period}.`}{' '}
          <button type="button" className="ui-link agenda-link-button" onClick={onList}>
            {undated === 1 ? 'Verlo en la lista' : 'Verlos en la lista'}
          </button>
        </p>
      ) : null}
      {view === 'mes' ? <MonthGrid month={day} byDay={byDay} onShowDay={onShowDay} today={today} /> : <WeekView week={day} byDay={byDay} onShowDay={onShowDay} today={today} />}
    </section>
  );
}

interface AgendaFiltersProps {
  readonly entries: readonly CalendarEntry[];
  readonly search: AgendaSearch;
  readonly onChange: (change: Partial<AgendaSearch>) => void;
}

/**
 * SPEC §5's four filters. Only the last one applied takes effect, so the interface offers one
 * at a time: choosing another field says that the previous filter was removed.
 */
function AgendaFilters({ entries, search, onChange }: AgendaFiltersProps) {
  const { filtro, valores = [] } = search;
  const [removed, setRemoved] = useState<AgendaFilter | null>(null);
  const [typed, setTyped] = useState('');
  const choices = useMemo(() => (filtro === undefined ? [] : calendarFilterChoices(entries, AGENDA_FILTERS[filtro].name)), [entries, filtro]);
  const options = useMemo(
    () => (filtro === undefined ? [] : choices.filter((value) => !valores.includes(value)).map((value) => ({ id: value, label: valueLabel(filtro, value) }))),
    [choices, filtro, valores],
  );

  function chooseField(value: string | null) {
    const next = value === null || value === NO_FILTER ? undefined : (value as AgendaFilter);
    if (next === filtro) return;
    setRemoved(filtro !== undefined && valores.length > 0 ? filtro : null);
    setTyped('');
    onChange({ filtro: next, valores: undefined });
  }

  function add(value: string | null) {
    if (value === null || filtro === undefined) return;
    setRemoved(null);
    setTyped('');
    onChange({ valores: [...valores, value] });
  }

  function remove(value: string) {
    const rest = valores.filter((kept) => kept !== value);
    onChange({ valores: rest.length > 0 ? rest : undefined });
  }

  return (
    <section className="agenda-filters" aria-labelledby="agenda-filters-title">
      <h2 id="agenda-filters-title" className="agenda-filters-title">
        Filtrar
      </h2>
      <p className="agenda-filters-rule">Se aplica un filtro a la vez: al filtrar por otro campo, el filtro anterior se quita.</p>
      <div className="agenda-filters-fields">
        <Select
          label="Filtrar por"
          options={[{ id: NO_FILTER, label: 'Sin filtro' }, ...AGENDA_FILTER_IDS.map((id) => ({ id, label: AGENDA_FILTERS[id].label }))]}
          value={filtro ?? NO_FILTER}
          onChange={chooseField}
        />
        {filtro !== undefined ? (
          <ComboBox
            key={filtro}
            label={`${AGENDA_FILTERS[filtro].label}: agregar un valor`}
            description="Se muestran los eventos que coinciden con cualquiera de los valores elegidos."
            options={options}
            selectedId={null}
            inputValue={typed}
            onInputChange={setTyped}
            onSelectedIdChange={add}
          />
        ) : null}
      </div>
      {removed !== null ? (
        <p className="agenda-filters-removed" role="status">
          Se quitó el filtro por {AGENDA_FILTERS[removed].label.toLowerCase()}.
        </p>
      ) : null}
      {filtro !== undefined && valores.length > 0 ? (
        <ul className="agenda-filter-values" aria-label={`Filtro por ${AGENDA_FILTERS[filtro].label.toLowerCase()}`}>
          {valores.map((value) => (
            <li key={value} className="agenda-filter-value">
              <span>{valueLabel(filtro, value)}</span>
              <button type="button" className="agenda-filter-remove" aria-label={`Quitar ${valueLabel(filtro, value)}`} onClick={() => remove(value)}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
