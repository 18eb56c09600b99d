import {
  AGENDA_ICS_FILE_NAME,
  agendaMessages,
  countOf,
  formatCount,
  formatDate,
  monthTitle,
  type AgendaPeriod,
  type AgendaView as AgendaViews,
  type CalendarEntry,
} from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { useCalendarDownload } from '../../data/calendar-download';
import { DataFreshness } from '../../ui/data-freshness';
import { Button } from '../../ui/button';
import { ComboBox } from '../../ui/combo-box';
import { LoadFailure } from '../../ui/load-failure';
import { usePortal } from '../../session/router-context';
import { Select } from '../../ui/select';
import { MonthGrid, WeekView } from './agenda-calendar';
import { AgendaList } from './agenda-list';
import { UpcomingAgenda } from './agenda-upcoming';
import {
  AGENDA_FILTER_IDS,
  AGENDA_FILTERS,
  ISO_DAY,
  type AgendaFilter,
  type AgendaOrder,
  type AgendaSearch,
  type AgendaView,
} from './agenda-search';
import './agenda-page.css';

const agendaRoute = getRouteApi('/_main/agenda');

/** The select's option for no filter; a select needs a key for it. */
const NO_FILTER = 'ninguno';

const NO_VALUES: string[] = [];

const VIEW_LABELS: Record<AgendaView, string> = { proximos: 'Próximos', lista: 'Lista', mes: 'Mes', semana: 'Semana' };

const ORDER_LABELS: Record<AgendaOrder, string> = { creacion: 'Creación', evento: 'Fecha del evento' };
const ORDER_LEADS: Record<AgendaOrder, string> = {
  creacion: agendaMessages.listLead,
  evento: agendaMessages.listByEventLead,
};

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

function valueLabel(filtro: AgendaFilter, value: string): string {
  return filtro === 'fecha' ? formatDate(value) : value;
}

type Go = (change: Partial<AgendaSearch>, replace?: boolean) => void;

function Agenda({ entries }: { readonly entries: readonly CalendarEntry[] }) {
  const search = agendaRoute.useSearch();
  const navigate = agendaRoute.useNavigate();
  const phone = useSyncExternalStore(subscribeToPhone, isPhone);
  const view: AgendaView = search.vista ?? (phone ? 'proximos' : 'mes');
  // The views' buttons and the filter's fields follow the URL at once; what they show (up to tens
  // of thousands of entries filtered, sorted or grouped, and a list laid out) follows in a render
  // of its own, which React sets aside for a press that comes meanwhile.
  const listed = useDeferredValue(search);
  const portal = usePortal();
  // Core works out what the views show from the entries loaded once: a filter change makes a new
  // view without reading the agenda again. 'Now' is when the agenda was read or filtered: the
  // list does not reorder under the reader.
  const views = useMemo(
    () =>
      portal.viewAgenda({
        entries,
        filter:
          listed.filtro === undefined
            ? null
            : { name: AGENDA_FILTERS[listed.filtro].name, values: listed.valores ?? [] },
        now: Date.now(),
      }),
    [portal, entries, listed.filtro, listed.valores],
  );
  const { shown, filtered } = views;
  const calendarFile = useCalendarDownload();

  const go: Go = useCallback(
    (change, replace = false) => void navigate({ search: (previous) => ({ ...previous, ...change }), replace }),
    [navigate],
  );

  // A day's detail is the list filtered by that date; the month and the week place every event by
  // its date already, so going back to them leaves that filter (which would empty every other day)
  // and shows the period of the day it was on.
  function chooseView(id: AgendaView) {
    const dates = search.filtro === 'fecha' ? (search.valores ?? []) : [];
    if ((id === 'mes' || id === 'semana') && dates.length > 0) {
      // A day the URL spells wrongly is no day: core's period then opens on today's.
      const first = dates.find((date) => ISO_DAY.test(date));
      go({ vista: id, filtro: undefined, valores: undefined, ...(first === undefined ? {} : { dia: first }) });
    } else go({ vista: id });
  }

  return (
    <>
      <div className="agenda-toolbar">
        <div role="group" aria-label="Vista de la agenda" className="agenda-views">
          {(Object.keys(VIEW_LABELS) as AgendaView[]).map((id) => (
            <button
              key={id}
              type="button"
              className="agenda-view"
              aria-pressed={view === id}
              onClick={() => chooseView(id)}
            >
              {VIEW_LABELS[id]}
            </button>
          ))}
        </div>
        <Button
          variant="secondary"
          isDisabled={!views.hasDated}
          isPending={calendarFile.pending}
          onPress={() =>
            void calendarFile.save(shown, filtered ? 'agenda-justiciable-filtrada.ics' : AGENDA_ICS_FILE_NAME)
          }
        >
          {filtered ? 'Descargar los eventos filtrados (.ics)' : 'Descargar la agenda (.ics)'}
        </Button>
      </div>
      <AgendaFilters entries={entries} filtro={search.filtro} valores={search.valores} onChange={go} />
      <p className="agenda-count" role="status" aria-live="polite">
        {filtered && listed.filtro !== undefined
          ? `${formatCount(shown.length)} de ${countOf(entries.length, 'evento', 'eventos')} · filtro por ${AGENDA_FILTERS[listed.filtro].label.toLowerCase()}`
          : countOf(entries.length, 'evento', 'eventos')}
      </p>
      <ShownAgenda
        views={views}
        view={listed.vista ?? (phone ? 'proximos' : 'mes')}
        day={listed.dia ?? null}
        order={listed.orden ?? 'creacion'}
        go={go}
      />
    </>
  );
}

interface ShownAgendaProps {
  readonly views: AgendaViews;
  readonly view: AgendaView;
  /** yyyy-mm-dd: a day of the month or the week shown; null when none was asked for. */
  readonly day: string | null;
  readonly order: AgendaOrder;
  readonly go: Go;
}

/** The view chosen of the entries the filter keeps; memoized, so a render for the buttons alone leaves it. */
const ShownAgenda = memo(function ShownAgenda({ views, view, day, order, go }: ShownAgendaProps) {
  if (views.shown.length === 0) {
    return (
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
    );
  }
  if (view === 'proximos') return <UpcomingAgenda upcoming={views.upcoming()} onList={() => go({ vista: 'lista' })} />;
  if (view === 'lista') {
    return (
      <>
        <div role="group" aria-label="Orden de la lista" className="agenda-order">
          <span className="agenda-order-label" aria-hidden="true">
            Ordenar por
          </span>
          <div className="agenda-views">
            {(Object.keys(ORDER_LABELS) as AgendaOrder[]).map((id) => (
              <button
                key={id}
                type="button"
                className="agenda-view"
                aria-pressed={order === id}
                onClick={() => go({ orden: id === 'creacion' ? undefined : id }, true)}
              >
                {ORDER_LABELS[id]}
              </button>
            ))}
          </div>
        </div>
        <p className="agenda-view-lead">{ORDER_LEADS[order]}</p>
        <AgendaList entries={order === 'evento' ? views.byEvent() : views.shown} />
      </>
    );
  }
  return (
    <AgendaCalendar
      view={view}
      // Without a day asked for, core opens the month on today and the week where the next event is.
      period={views.period({ unit: view === 'mes' ? 'month' : 'week', day })}
      today={views.today}
      onDay={(dia) => go({ dia }, true)}
      onShowDay={(dia) => go({ vista: 'lista', filtro: 'fecha', valores: [dia], orden: 'evento', dia })}
      onList={() => go({ vista: 'lista' })}
    />
  );
});

interface AgendaCalendarProps {
  readonly view: 'mes' | 'semana';
  readonly period: AgendaPeriod;
  readonly today: string;
  readonly onDay: (day: string) => void;
  readonly onShowDay: (day: string) => void;
  readonly onList: () => void;
}

function AgendaCalendar({ view, period, today, onDay, onShowDay, onList }: AgendaCalendarProps) {
  const { undated } = period;
  const title =
    view === 'mes' ? monthTitle(period.day) : `Semana del ${formatDate(period.first)} al ${formatDate(period.last)}`;
  const periodName = view === 'mes' ? 'este mes' : 'esta semana';
  return (
    <section className="agenda-calendar" aria-labelledby="agenda-period">
      <div className="agenda-period-bar">
        <h2 id="agenda-period" className="agenda-period" aria-live="polite">
          {title.charAt(0).toUpperCase() + title.slice(1)}
        </h2>
        <div className="agenda-period-steps">
          <Button variant="secondary" onPress={() => onDay(period.previous)}>
            {view === 'mes' ? 'Mes anterior' : 'Semana anterior'}
          </Button>
          <Button variant="secondary" onPress={() => onDay(today)}>
            Hoy
          </Button>
          <Button variant="secondary" onPress={() => onDay(period.next)}>
            {view === 'mes' ? 'Mes siguiente' : 'Semana siguiente'}
          </Button>
        </div>
      </div>
      {undated > 0 ? (
        <p className="agenda-undated">
          {undated === 1
            ? `1 evento no tiene fecha todavía y no aparece en ${periodName}.`
            : `${undated} eventos no tienen fecha todavía y no aparecen en ${periodName}.`}{' '}
          <button type="button" className="ui-link agenda-link-button" onClick={onList}>
            {undated === 1 ? 'Verlo en la lista' : 'Verlos en la lista'}
          </button>
        </p>
      ) : null}
      {view === 'mes' ? (
        <MonthGrid period={period} onShowDay={onShowDay} />
      ) : (
        <WeekView period={period} onShowDay={onShowDay} />
      )}
    </section>
  );
}

interface AgendaFiltersProps {
  readonly entries: readonly CalendarEntry[];
  readonly filtro: AgendaSearch['filtro'];
  readonly valores: AgendaSearch['valores'];
  readonly onChange: (change: Partial<AgendaSearch>) => void;
}

/**
 * SPEC §5's four filters. Only the last one applied takes effect, so the interface offers one
 * at a time: choosing another field says that the previous filter was removed.
 */
const AgendaFilters = memo(function AgendaFilters({
  entries,
  filtro,
  valores = NO_VALUES,
  onChange,
}: AgendaFiltersProps) {
  const portal = usePortal();
  const [removed, setRemoved] = useState<AgendaFilter | null>(null);
  const [typed, setTyped] = useState('');
  // After a choice the field is made anew, closed, and the focus goes to the values chosen: kept
  // on the field, whose options open on focus and on every change of its text, the list opened
  // again under the person's finger after each choice.
  const [choicesMade, setChoicesMade] = useState(0);
  const chosenList = useRef<HTMLUListElement>(null);
  const filtersTitle = useRef<HTMLHeadingElement>(null);
  // Where the focus goes once the values chosen show the change: to them after a choice; after a
  // removal, to the values left, or to the filters' title once none is.
  const focusNext = useRef<'added' | 'removed' | null>(null);
  // The values come back through the URL, so the list may show a render after the change.
  useEffect(() => {
    if (focusNext.current === null) return;
    if (chosenList.current !== null) {
      focusNext.current = null;
      chosenList.current.focus();
    } else if (focusNext.current === 'removed' && valores.length === 0) {
      focusNext.current = null;
      filtersTitle.current?.focus();
    }
  }, [choicesMade, valores]);
  const choices = useMemo(
    () => (filtro === undefined ? [] : portal.agendaFilterChoices({ entries, name: AGENDA_FILTERS[filtro].name })),
    [portal, entries, filtro],
  );
  const options = useMemo(
    () =>
      filtro === undefined
        ? []
        : choices
            .filter((value) => !valores.includes(value))
            .map((value) => ({ id: value, label: valueLabel(filtro, value) })),
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
    focusNext.current = 'added';
    setChoicesMade((count) => count + 1);
    onChange({ valores: [...valores, value] });
  }

  function remove(value: string) {
    const rest = valores.filter((kept) => kept !== value);
    // The value's button leaves with it: the focus must not fall to the page.
    focusNext.current = 'removed';
    onChange({ valores: rest.length > 0 ? rest : undefined });
  }

  return (
    <section className="agenda-filters" aria-labelledby="agenda-filters-title">
      {/* Focused by script when the last value is removed; never a stop for Tab. */}
      <h2 id="agenda-filters-title" className="agenda-filters-title" ref={filtersTitle} tabIndex={-1}>
        Filtrar
      </h2>
      <p className="agenda-filters-rule">
        Se aplica un filtro a la vez: al filtrar por otro campo, el filtro anterior se quita.
      </p>
      <div className="agenda-filters-fields">
        <Select
          label="Filtrar por"
          options={[
            { id: NO_FILTER, label: 'Sin filtro' },
            ...AGENDA_FILTER_IDS.map((id) => ({ id, label: AGENDA_FILTERS[id].label })),
          ]}
          value={filtro ?? NO_FILTER}
          onChange={chooseField}
        />
        {filtro !== undefined ? (
          <ComboBox
            key={`${filtro}-${choicesMade}`}
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
        <ul
          ref={chosenList}
          tabIndex={-1}
          className="agenda-filter-values"
          aria-label={`Filtro por ${AGENDA_FILTERS[filtro].label.toLowerCase()}`}
        >
          {valores.map((value) => (
            <li key={value} className="agenda-filter-value">
              <span>{valueLabel(filtro, value)}</span>
              <button
                type="button"
                className="agenda-filter-remove"
                aria-label={`Quitar ${valueLabel(filtro, value)}`}
                onClick={() => remove(value)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});
