import type { EmulatorContext } from '../context';
import { insertedId, sql } from '../legacy-api/sql';
import { argentineTimestamp } from '../legacy-api/wire';

export interface StudioInvitationRequest {
  readonly email: string;
  readonly lawyerId: number;
  readonly groupId: number;
}

export interface StudioInvitation {
  readonly id_invitacion: number;
  /** What opens its e-mailed /vinculateContact link. */
  readonly token: string;
}

/**
 * What a studio's lawyer does from their own app, which the portal never shows: invites an
 * e-mail to link with the studio. Like the seed's invitations, it leaves a pending link, the
 * invitation, and a notification addressed by e-mail (the invitee may have no account yet).
 * Null when the lawyer is not an active member of that group.
 */
export function inviteByEmail(ctx: EmulatorContext, request: StudioInvitationRequest): StudioInvitation | null {
  const db = ctx.db;
  const membership = sql<{ nombre_estudio: string; nombre: string; apellido: string }>(
    db,
    `SELECT e.nombre_estudio, a.nombre, a.apellido FROM abogados_grupo ag
       JOIN abogados a ON a.id_abogado = ag.id_abogado
       JOIN grupos g ON g.id_grupo = ag.id_grupo
       JOIN estudios e ON e.id_estudio = g.id_estudio
      WHERE ag.id_abogado = ? AND ag.id_grupo = ? AND ag.fecha_baja IS NULL`,
  ).get(request.lawyerId, request.groupId);
  if (!membership) return null;
  const at = argentineTimestamp(new Date());
  return db.transaction(() => {
    const contactId = insertedId(
      sql(
        db,
        `INSERT INTO contactos (id_justiciable, email, id_grupo, id_abogado, estado, fecha_alta) VALUES (NULL, ?, ?, ?, 'pendiente', ?)`,
      ).run(request.email, request.groupId, request.lawyerId, at),
    );
    const invitationId = insertedId(
      sql(
        db,
        `INSERT INTO invitaciones (id_grupo, id_abogado, id_contacto, email, id_justiciable, mensaje, estado, fecha_alta)
         VALUES (?, ?, ?, ?, NULL, ?, 'pendiente', ?)`,
      ).run(
        request.groupId,
        request.lawyerId,
        contactId,
        request.email,
        'Le enviamos una invitación para vincularse con nuestro estudio.',
        at,
      ),
    );
    sql(
      db,
      `INSERT INTO notificaciones (id_justiciable, email, tipo, titulo, descripcion, id_grupo, id_invitacion, leido, fecha_alta)
       VALUES (NULL, ?, 'invitacion', ?, ?, ?, ?, 0, ?)`,
    ).run(
      request.email,
      `Invitación de ${membership.nombre_estudio}`,
      `${membership.nombre} ${membership.apellido} le envió una invitación para vincularse con ${membership.nombre_estudio}.`,
      request.groupId,
      invitationId,
      at,
    );
    const { token } = sql<{ token: string }>(db, 'SELECT token FROM invitaciones WHERE id_invitacion = ?').get(
      invitationId,
    ) ?? { token: '' };
    return { id_invitacion: invitationId, token };
  })();
}
