import type { EmulatorContext } from '../context';
import { MOVEMENT_TYPE } from '../legacy-api/records';
import { sql } from '../legacy-api/sql';

/**
 * A link a lawyer's side sends a client by e-mail, which the emulator writes but sends nowhere:
 * a file request's, a date request's (SPEC §2 fileRequest, calendarRequest) or a studio's
 * invitation (vinculateContact). The console lists them, so a tester can open them as the client.
 */
export interface ClientLink {
  readonly kind: 'file-request' | 'date-request' | 'invitation';
  /** The client it went to. */
  readonly to: string;
  /** The case, or the inviting studio. */
  readonly subject: string;
  /** What the lawyer asks for; empty for an invitation. */
  readonly detail: string;
  /** When it was issued, as the legacy API stores dates (Argentine local time). */
  readonly issuedAt: string;
  /** Whether it still opens its page for answering: answered, or past its token's lifetime, it does not. */
  readonly state: 'pendiente' | 'respondido' | 'vencido';
  /** The portal's path that opens it, token included. */
  readonly path: string;
}

interface RequestRow {
  readonly id_movimiento: number;
  readonly id_tipo: number;
  readonly descripcion_movimiento: string;
  readonly fecha_alta: string;
  readonly link_archivo: string | null;
  readonly fecha_inicio_agenda: string | null;
  readonly link_token: string;
  readonly link_token_emitido: number | null;
  readonly id_caso: number;
  readonly nombre: string;
  readonly id_grupo: number;
  readonly id_abogado: number;
  readonly email_justiciable: string | null;
  readonly id_justiciable: string | null;
}

interface InvitationRow {
  readonly id_invitacion: number;
  readonly email: string;
  readonly estado: string;
  readonly token: string;
  readonly token_emitido: number | null;
  readonly fecha_alta: string;
  readonly nombre_estudio: string;
}

const REQUESTS = `SELECT m.id_movimiento, m.id_tipo, m.descripcion_movimiento, m.fecha_alta, m.link_archivo, m.fecha_inicio_agenda,
    m.link_token, m.link_token_emitido, c.id_caso, c.nombre, c.id_grupo, c.id_abogado, c.email_justiciable, c.id_justiciable
  FROM movimientos m JOIN casos c ON c.id_caso = m.id_caso
  WHERE m.id_tipo IN (${MOVEMENT_TYPE.solicitudArchivo}, ${MOVEMENT_TYPE.agenda}) AND m.link_token IS NOT NULL
  ORDER BY m.fecha_alta DESC, m.id_movimiento DESC LIMIT ?`;

const INVITATIONS = `SELECT i.id_invitacion, i.email, i.estado, i.token, i.token_emitido, i.fecha_alta, e.nombre_estudio
  FROM invitaciones i JOIN grupos g ON g.id_grupo = i.id_grupo JOIN estudios e ON e.id_estudio = g.id_estudio
  WHERE i.token IS NOT NULL
  ORDER BY i.fecha_alta DESC, i.id_invitacion DESC LIMIT ?`;

/**
 * The newest `limit` request links and `limit` invitation links, those that still open first,
 * newest first within each state.
 */
export function listClientLinks(ctx: EmulatorContext, limit = 50, now = Date.now()): ClientLink[] {
  const lifetime = ctx.settings.linkTokenLifetimeMs;
  const open = (issuedAt: number | null) => issuedAt !== null && now < issuedAt + lifetime;
  const requests = sql<RequestRow>(ctx.db, REQUESTS)
    .all(limit)
    .map((row): ClientLink => {
      const file = row.id_tipo === MOVEMENT_TYPE.solicitudArchivo;
      const answered = file ? row.link_archivo !== null : row.fecha_inicio_agenda !== null;
      const token = `?token=${encodeURIComponent(row.link_token)}`;
      return {
        kind: file ? 'file-request' : 'date-request',
        to: row.email_justiciable ?? row.id_justiciable ?? '',
        subject: row.nombre,
        detail: row.descripcion_movimiento,
        issuedAt: row.fecha_alta,
        state: answered ? 'respondido' : open(row.link_token_emitido) ? 'pendiente' : 'vencido',
        path: file
          ? `/fileRequest/${row.id_caso}/${row.id_movimiento}/${row.id_grupo}${token}`
          : `/calendarRequest/${row.id_caso}/${row.id_movimiento}/${row.id_abogado}${token}`,
      };
    });
  const invitations = sql<InvitationRow>(ctx.db, INVITATIONS)
    .all(limit)
    .map((row): ClientLink => ({
      kind: 'invitation',
      to: row.email,
      subject: row.nombre_estudio,
      detail: '',
      issuedAt: row.fecha_alta,
      state: row.estado !== 'pendiente' ? 'respondido' : open(row.token_emitido) ? 'pendiente' : 'vencido',
      path: `/vinculateContact/${row.id_invitacion}?token=${encodeURIComponent(row.token)}`,
    }));
  const order = { pendiente: 0, respondido: 1, vencido: 2 } as const;
  return [...requests, ...invitations].sort(
    (a, b) => order[a.state] - order[b.state] || b.issuedAt.localeCompare(a.issuedAt),
  );
}

/**
 * A studio's public consultation link (SPEC §2 consultationViaLink), which a studio shares on its
 * site or by message rather than sending it to one client, with its preview page: the console
 * lists one per enabled studio so a tester can start a consultation as a visitor would.
 */
export interface StudioLink {
  readonly study: string;
  /** The studio's lawyer the link names (the consultation goes to them). */
  readonly lawyer: string;
  /** The portal's path of the consultation by link. */
  readonly consultationPath: string;
  /** The portal's path of the studio's preview (previewListaEstudios). */
  readonly previewPath: string;
}

interface StudioRow {
  readonly id_estudio: number;
  readonly nombre_estudio: string;
  readonly id_grupo: number;
  readonly id_abogado: number;
  readonly nombre: string;
  readonly apellido: string;
}

// Each enabled studio's first lawyer shown in the directory, as the studio's own page would name them.
const STUDIOS = `SELECT e.id_estudio, e.nombre_estudio, g.id_grupo, a.id_abogado, a.nombre, a.apellido
  FROM estudios e JOIN grupos g ON g.id_estudio = e.id_estudio
  JOIN abogados_grupo ag ON ag.id_abogado_grupo = (
    SELECT MIN(x.id_abogado_grupo) FROM abogados_grupo x WHERE x.id_grupo = g.id_grupo AND x.visible = 1 AND x.fecha_baja IS NULL)
  JOIN abogados a ON a.id_abogado = ag.id_abogado
  WHERE e.habilitado = 1
  ORDER BY e.id_estudio LIMIT ?`;

/** The consultation links of the first `limit` enabled studios, in the order they were seeded. */
export function listStudioLinks(ctx: EmulatorContext, limit = 12): StudioLink[] {
  return sql<StudioRow>(ctx.db, STUDIOS)
    .all(limit)
    .map((row) => {
      const lawyer = `${row.nombre} ${row.apellido}`.trim();
      return {
        study: row.nombre_estudio,
        lawyer,
        consultationPath: `/consultationViaLink/${row.id_abogado}/${row.id_grupo}/${row.id_estudio}`,
        previewPath: `/previewListaEstudios/${row.id_abogado}/${row.id_grupo}/${encodeURIComponent(lawyer)}`,
      };
    });
}
