import {
  formatDate,
  isVideoMeeting,
  localToday,
  meetingMessages,
  meetingOfEntry,
  meetingStart,
  MISSING,
  needsMeetingPlace,
  type CalendarEntry,
} from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { Link } from '../../ui/link';
import { AddToCalendar, MeetingChanges, MeetingPlace } from '../../ui/meeting-actions';
import { entryTitle } from './entry-title';

const mainRoute = getRouteApi('/_main');

/** The routes that show an agenda entry: the agenda, and the case it belongs to. */
const SHOWING_MEETINGS = ['/_main/agenda', '/_main/_cases/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}'] as const;

/** '10:30 a 11:30', '10:30' without an end (or one not after the start), '-' without a start (SPEC §3). */
export function timeRange(entry: CalendarEntry): string {
  if (entry.todo_el_dia === true) return meetingMessages.allDay;
  if (entry.startMinutes === null) return MISSING;
  return entry.endMinutes !== null ? `${entry.hora_ini} a ${entry.hora_fin}` : entry.hora_ini;
}

/** Who the entry is with: the lawyer and, when it says, the studio. */
export function lawyerOrStudio(entry: CalendarEntry): string {
  const names = [entry.abogadoEstudio, entry.nombre_estudio].map((name) => name.trim()).filter(Boolean);
  return names.length === 0 ? MISSING : [...new Set(names)].join(', ');
}

/** An agenda entry with every field SPEC §3 lists, and what can be done with it. */
export function AgendaEntry({ entry }: { readonly entry: CalendarEntry }) {
  const client = mainRoute.useRouteContext().session.client;
  const title = entryTitle(entry);
  const dated = entry.day !== null;
  const cancelled = entry.cancelada === true;
  const meeting = meetingOfEntry(entry);
  // Only a meeting still ahead can be joined, moved or cancelled.
  const ahead = meeting !== null && meetingStart(meeting) > Date.now();
  const video = isVideoMeeting(entry.tipo_reunion);
  const place = entry.direccion_link;
  // A date request answered for an in-person meeting carries no place: until the day has passed,
  // say it is still to come, and where to ask.
  const placeMissing =
    !cancelled && entry.day !== null && entry.day >= localToday() && needsMeetingPlace(entry.tipo_reunion, place);
  return (
    <article className="agenda-entry" aria-label={title} data-cancelled={cancelled || undefined}>
      <p className="agenda-entry-title">
        {title}
        {cancelled ? (
          <>
            {' '}
            <span className="ui-status" data-state="cancelled">
              {meetingMessages.cancelledState}
            </span>
          </>
        ) : null}
      </p>
      <dl className="agenda-entry-fields">
        <div>
          <dt>Fecha</dt>
          <dd>{formatDate(entry.fecha_ini)}</dd>
        </div>
        <div>
          <dt>Hora</dt>
          <dd>{timeRange(entry)}</dd>
        </div>
        <div>
          <dt>Asunto</dt>
          <dd>
            {entry.id_caso !== '' && entry.asunto !== '' ? (
              <Link to="/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}" params={{ id: entry.id_caso }}>
                {entry.asunto}
              </Link>
            ) : (
              entry.asunto || MISSING
            )}
          </dd>
        </div>
        <div>
          <dt>Abogado o estudio</dt>
          <dd>{lawyerOrStudio(entry)}</dd>
        </div>
        <div>
          <dt>Tipo de reunión</dt>
          <dd>{entry.tipo_reunion}</dd>
        </div>
        {/* A video call shows its join link below, never "Dirección: -". */}
        {video ? null : (
          <div>
            <dt>Dirección</dt>
            <dd>{placeMissing ? 'A confirmar' : place}</dd>
          </div>
        )}
        {entry.texto.trim() !== '' ? (
          <div className="agenda-entry-notes">
            <dt>Notas</dt>
            <dd>{entry.texto}</dd>
          </div>
        ) : null}
      </dl>
      {video && !cancelled && entry.day !== null && entry.startMinutes !== null ? (
        <MeetingPlace
          meeting={{
            day: entry.day,
            startMinutes: entry.startMinutes,
            endMinutes: entry.endMinutes,
            medium: entry.tipo_reunion,
            place: place === MISSING ? null : place,
          }}
        />
      ) : null}
      {placeMissing ? (
        <p className="meeting-note agenda-place-note">
          {meetingMessages.placeToConfirm}{' '}
          {entry.id_caso !== '' ? (
            <Link
              to="/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}"
              params={
                entry.id_movimiento === null
                  ? { id: entry.id_caso }
                  : { id: entry.id_caso, id_movent: entry.id_movimiento }
              }
            >
              {meetingMessages.askPlace}
            </Link>
          ) : null}
        </p>
      ) : null}
      {ahead && meeting !== null ? (
        <MeetingChanges client={client} meeting={meeting} invalidates={SHOWING_MEETINGS} />
      ) : null}
      <div className="agenda-entry-actions">
        {dated && !cancelled ? <AddToCalendar entry={entry} title={title} /> : null}
        {!dated && entry.id_caso !== '' && entry.id_movimiento !== null ? (
          <Link
            to="/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}"
            params={{ id: entry.id_caso, id_movent: entry.id_movimiento }}
            look="button-primary"
          >
            Elegir fecha<span className="visually-hidden">: {title}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
