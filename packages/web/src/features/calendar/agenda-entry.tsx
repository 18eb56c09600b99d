import { formatDate, MISSING, type CalendarEntry } from '@justiciable/core';
import { Button } from '../../ui/button';
import { Link } from '../../ui/link';
import { downloadIcs } from './agenda-ics';
import { entryTitle } from './entry-title';

function isWebLink(text: string): boolean {
  return /^https?:\/\//i.test(text.trim());
}

/** '10:30 a 11:30', '10:30' without an end (or one not after the start), '-' without a start (SPEC §3). */
export function timeRange(entry: CalendarEntry): string {
  if (entry.startMinutes === null) return MISSING;
  return entry.endMinutes !== null ? `${entry.hora_ini} a ${entry.hora_fin}` : entry.hora_ini;
}

/** Who the entry is with: the lawyer and, when it says, the studio. */
export function lawyerOrStudio(entry: CalendarEntry): string {
  const names = [entry.abogadoEstudio, entry.nombre_estudio].map((name) => name.trim()).filter(Boolean);
  return names.length === 0 ? MISSING : [...new Set(names)].join(', ');
}

/** A file name from the title, plain letters only so every phone accepts it. */
function icsFileName(entry: CalendarEntry): string {
  const slug = entryTitle(entry)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'evento'}-${entry.id}.ics`;
}

/** An agenda entry with every field SPEC §3 lists, and what can be done with it. */
export function AgendaEntry({ entry }: { readonly entry: CalendarEntry }) {
  const dated = entry.day !== null;
  const place = entry.direccion_link;
  return (
    <article className="agenda-entry" aria-label={entryTitle(entry)}>
      <p className="agenda-entry-title">{entryTitle(entry)}</p>
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
        <div>
          <dt>{isWebLink(place) ? 'Enlace' : 'Dirección'}</dt>
          <dd>
            {isWebLink(place) ? (
              <a className="ui-link" href={place.trim()} target="_blank" rel="noopener noreferrer">
                Unirse a la reunión<span className="visually-hidden"> (se abre en otra pestaña)</span>
              </a>
            ) : (
              place
            )}
          </dd>
        </div>
        {entry.texto.trim() !== '' ? (
          <div className="agenda-entry-notes">
            <dt>Notas</dt>
            <dd>{entry.texto}</dd>
          </div>
        ) : null}
      </dl>
      <div className="agenda-entry-actions">
        {dated ? (
          <Button variant="secondary" onPress={() => downloadIcs(icsFileName(entry), [entry])}>
            Agregar a mi calendario<span className="visually-hidden">: {entryTitle(entry)}</span>
          </Button>
        ) : null}
        {!dated && entry.id_caso !== '' && entry.id_movimiento !== null ? (
          <Link
            to="/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}"
            params={{ id: entry.id_caso, id_movent: entry.id_movimiento }}
            look="button-primary"
          >
            Elegir fecha<span className="visually-hidden">: {entryTitle(entry)}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
