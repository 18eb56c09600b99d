import {
  formatDate,
  formatEntryLawyer,
  formatEntrySubject,
  formatEntryTime,
  meetingMessages,
  type CalendarEntry,
} from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { Link } from '../../ui/link';
import { usePortal } from '../../session/router-context';
import { AddToCalendar, JoinMeeting, MeetingChanges } from '../../ui/meeting-actions';
import { entryTitle } from './entry-title';

const mainRoute = getRouteApi('/_main');

/** The routes that show an agenda entry: the agenda, and the case it belongs to. */
const SHOWING_MEETINGS = ['/_main/agenda', '/_main/_cases/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}'] as const;

/** An agenda entry with every field SPEC §3 lists, and what can be done with it. */
export function AgendaEntry({ entry }: { readonly entry: CalendarEntry }) {
  const client = mainRoute.useRouteContext().session.client;
  const title = entryTitle(entry);
  const dated = entry.day !== null;
  const cancelled = entry.cancelada === true;
  const view = usePortal().viewAgendaEntry({ entry });
  const now = Date.now();
  // A date request answered for an in-person meeting carries no place: until the day has passed,
  // say it is still to come, and where to ask.
  const placeMissing = view.placeToConfirmUntil !== null && now < view.placeToConfirmUntil;
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
          <dd>{formatEntryTime(entry)}</dd>
        </div>
        <div>
          <dt>Asunto</dt>
          <dd>
            {entry.id_caso !== '' && entry.asunto !== '' ? (
              <Link to="/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}" params={{ id: entry.id_caso }}>
                {entry.asunto}
              </Link>
            ) : (
              formatEntrySubject(entry)
            )}
          </dd>
        </div>
        <div>
          <dt>Abogado o estudio</dt>
          <dd>{formatEntryLawyer(entry)}</dd>
        </div>
        <div>
          <dt>Tipo de reunión</dt>
          <dd>{entry.tipo_reunion}</dd>
        </div>
        {/* A video call shows its join link below, never "Dirección: -". */}
        {view.video ? null : (
          <div>
            <dt>Dirección</dt>
            <dd>{placeMissing ? 'A confirmar' : entry.direccion_link}</dd>
          </div>
        )}
        {entry.texto.trim() !== '' ? (
          <div className="agenda-entry-notes">
            <dt>Notas</dt>
            <dd>{entry.texto}</dd>
          </div>
        ) : null}
      </dl>
      <JoinMeeting view={view} />
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
      <MeetingChanges client={client} view={view} invalidates={SHOWING_MEETINGS} />
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
