import type Database from 'better-sqlite3';
import type { Principal } from '../../context';
import { opensByLink, ownClientId, requirePrincipal } from '../access';
import { type ActionCall, type ActionTable, clientWrite, publicRead } from '../action';
import { forbidden, rejected } from '../failure';
import { sql } from '../sql';
import { argentineTimestamp, pgBoolean } from '../wire';

interface InvitationRow {
  readonly id_invitacion: number;
  readonly id_grupo: number;
  readonly id_abogado: number;
  readonly id_contacto: number;
  readonly email: string;
  readonly id_justiciable: string | null;
  readonly mensaje: string;
  readonly estado: 'pendiente' | 'aceptada' | 'rechazada';
  readonly fecha_alta: string;
  readonly fecha_respuesta: string | null;
  readonly nombre: string;
  readonly apellido: string;
  readonly id_estudio: number;
  readonly nombre_estudio: string;
  readonly habilitado: number;
  /** What opens the e-mailed /vinculateContact link. */
  readonly token: string | null;
  /** When the token was issued (epoch ms). */
  readonly token_emitido: number | null;
}

/** The answer to an invitation that does not exist, and to one the caller may not open: the two read the same. */
const INVITATION_NOT_FOUND = 'No se encontró la invitación';

function invitationById(call: ActionCall, invitationId: number): InvitationRow {
  const invitation = sql<InvitationRow>(
    call.ctx.db,
    `SELECT i.id_invitacion, i.id_grupo, i.id_abogado, i.id_contacto, i.email, i.id_justiciable, i.mensaje, i.estado,
        i.fecha_alta, i.fecha_respuesta, a.nombre, a.apellido, e.id_estudio, e.nombre_estudio, e.habilitado, i.token, i.token_emitido
      FROM invitaciones i
      JOIN abogados a ON a.id_abogado = i.id_abogado
      JOIN grupos g ON g.id_grupo = i.id_grupo
      JOIN estudios e ON e.id_estudio = g.id_estudio
     WHERE i.id_invitacion = ?`,
  ).get(invitationId);
  if (!invitation) throw rejected(INVITATION_NOT_FOUND);
  return invitation;
}

/** The invitee: the one the invitation was sent to by e-mail, or who already answered it. */
function isInvitee(principal: Principal | null, invitation: InvitationRow): boolean {
  return (
    principal !== null &&
    (invitation.id_justiciable === principal.sub || invitation.email.toLowerCase() === principal.email.toLowerCase())
  );
}

/** Only the invitee answers an invitation. */
function ownedInvitation(call: ActionCall, invitationId: number): InvitationRow {
  const invitation = invitationById(call, invitationId);
  if (!isInvitee(requirePrincipal(call), invitation))
    throw forbidden('No tiene autorización para responder esta invitación');
  return invitation;
}

/** The invitation may be answered once, naming the link it created. */
function answerable(call: ActionCall, invitation: InvitationRow): void {
  if (invitation.estado !== 'pendiente') throw rejected('La invitación ya fue respondida');
  if (call.fields.id('id_contact') !== invitation.id_contacto)
    throw rejected('El contacto no corresponde a la invitación');
}

function answer(
  db: Database.Database,
  invitation: InvitationRow,
  estado: 'aceptada' | 'rechazada',
  clientId: string,
  at: string,
): void {
  sql(db, 'UPDATE invitaciones SET estado = ?, id_justiciable = ?, fecha_respuesta = ? WHERE id_invitacion = ?').run(
    estado,
    clientId,
    at,
    invitation.id_invitacion,
  );
  sql(db, 'UPDATE notificaciones SET leido = 1 WHERE id_invitacion = ?').run(invitation.id_invitacion);
}

/**
 * SPEC §4 reads the directory button from the client's latest request to the lawyer, so answering
 * an invitation settles the request the client had pending with that lawyer: the emulated lawyer
 * must not accept it afterwards. Answers how many it settled.
 */
function settlePendingRequest(
  db: Database.Database,
  invitation: InvitationRow,
  clientId: string,
  estado: 'aceptada' | 'rechazada',
  contactId: number | null,
): number {
  return sql(
    db,
    `UPDATE solicitudes SET estado = ?, leido = 1, aceptar_en = NULL, id_contacto = ?
      WHERE id_justiciable = ? AND id_abogado = ? AND estado = 'pendiente'`,
  ).run(estado, contactId, clientId, invitation.id_abogado).changes;
}

export const invitationActions: ActionTable = {
  /**
   * The invitation (answered as res) for the vinculateContact page, which the e-mailed link opens
   * before signing in: to whoever presents its token, or to the signed-in invitee. Never the
   * client's id nor the token itself; anyone else reads that it does not exist.
   */
  findInvitation: publicRead((call) => {
    const invitation = invitationById(call, call.fields.id('id_invitation'));
    if (!isInvitee(call.principal, invitation) && !opensByLink(call, invitation.token, invitation.token_emitido))
      throw rejected(INVITATION_NOT_FOUND);
    const { id_justiciable: _client, token: _token, token_emitido: _issued, ...shown } = invitation;
    return { status: 200, res: { ...shown, habilitado: pgBoolean(invitation.habilitado) } };
  }),

  /** Accepting makes the invitation's link active: the study appears among the client's lawyers. */
  acceptInvitation: clientWrite((call) => {
    const { fields, principal, ctx } = call;
    const clientId = ownClientId(call);
    const invitation = ownedInvitation(call, fields.id('id_invitation'));
    answerable(call, invitation);
    if (fields.id('id_grupo') !== invitation.id_grupo || fields.id('id_abogado') !== invitation.id_abogado) {
      throw rejected('El Estudio no corresponde a la invitación');
    }
    const at = argentineTimestamp(new Date());
    answer(ctx.db, invitation, 'aceptada', clientId, at);
    sql(
      ctx.db,
      `UPDATE contactos SET estado = 'activo', id_justiciable = ?, email = ?, fecha_alta = ? WHERE id_contacto = ?`,
    ).run(clientId, principal.email, at, invitation.id_contacto);
    // With no request to settle, the acceptance is recorded as one, read and accepted with the
    // invitation's link, so the button shows CONTACTADO (the invitation names the client by e-mail).
    if (settlePendingRequest(ctx.db, invitation, clientId, 'aceptada', invitation.id_contacto) === 0) {
      sql(
        ctx.db,
        `INSERT INTO solicitudes (id_abogado, id_grupo, id_justiciable, username, email, leido, estado, id_contacto, fecha_alta)
         VALUES (?, ?, ?, ?, ?, 1, 'aceptada', ?, ?)`,
      ).run(
        invitation.id_abogado,
        invitation.id_grupo,
        clientId,
        principal.email,
        principal.email,
        invitation.id_contacto,
        at,
      );
    }
    return {
      status: 200,
      message: 'Invitación aceptada correctamente',
      datos: { id_contacto: invitation.id_contacto },
    };
  }),

  declineInvitation: clientWrite((call) => {
    const { fields, principal, ctx } = call;
    const invitation = ownedInvitation(call, fields.id('id_invitation'));
    answerable(call, invitation);
    const at = argentineTimestamp(new Date());
    answer(ctx.db, invitation, 'rechazada', principal.sub, at);
    sql(ctx.db, `UPDATE contactos SET estado = 'rechazado', fecha_baja = ? WHERE id_contacto = ?`).run(
      at,
      invitation.id_contacto,
    );
    settlePendingRequest(ctx.db, invitation, principal.sub, 'rechazada', null);
    return { status: 200, message: 'Invitación rechazada correctamente' };
  }),
};
