import { ownClientId, ownEmail } from '../access';
import { type ActionTable, clientRead, clientWrite } from '../action';
import { rejected } from '../failure';
import { findLawyer, findMembership, fullName, lawyerOfferings, requireEnabledStudy } from '../lawyers';
import { mailText } from '../mail-text';
import { LAWYER_MAIL_SUBJECTS, mailLawyer } from '../notify';
import { insertedId, sql } from '../sql';
import { argentineTimestamp, pgBoolean } from '../wire';

interface DirectoryRow {
  readonly id: number;
  readonly id_grupo: number;
  readonly id_abogado_grupo: number;
  readonly descripcion: string;
  readonly fecha_alta: string;
  readonly fecha_baja: string | null;
  readonly visible: number;
  readonly nombre: string;
  readonly apellido: string;
  readonly matricula: string | null;
  readonly id_estudio: number;
  readonly nombre_estudio: string;
  readonly localidad: string;
  readonly provincia: string;
}

interface RequestRow {
  readonly leido: number;
  readonly [field: string]: unknown;
}

interface MyLawyerRow {
  readonly id_contacto: number;
  readonly id_abogado: number;
  readonly id_grupo: number;
  readonly id_abogado_grupo: number | null;
  readonly id_estudio: number;
  readonly nombre: string;
  readonly apellido: string;
  readonly nombre_estudio: string;
  readonly habilitado: number;
  readonly localidad: string;
  readonly provincia: string;
  readonly fecha_alta: string;
}

interface ClientCaseRow {
  readonly id: number;
  readonly case: string;
  readonly estado: string;
  readonly fecha_alta: string;
  readonly fecha_modificacion: string;
  readonly id_abogado: number;
  readonly id_grupo: number;
}

export const directoryActions: ActionTable = {
  /**
   * Every lawyer of an enabled study, with specialities, services and media, to a signed-in
   * client (SPEC §6: the directory requires login): hidden entries too, as the portal shows those
   * the client is already in touch with, and id_grupo_justiciable, the client's open link with
   * that group.
   */
  listaAbogadosDirectorio: clientRead((call) => {
    const db = call.ctx.db;
    const rows = sql<DirectoryRow>(
      db,
      `SELECT ag.id_abogado AS id, ag.id_grupo, ag.id_abogado_grupo,
          CASE WHEN ag.descripcion <> '' THEN ag.descripcion ELSE a.descripcion END AS descripcion,
          ag.fecha_alta, ag.fecha_baja, ag.visible, a.nombre, a.apellido, a.matricula, e.id_estudio, e.nombre_estudio,
          e.localidad, e.provincia
        FROM abogados_grupo ag
        JOIN abogados a ON a.id_abogado = ag.id_abogado
        JOIN grupos g ON g.id_grupo = ag.id_grupo
        JOIN estudios e ON e.id_estudio = g.id_estudio
       WHERE ag.fecha_baja IS NULL AND e.habilitado = 1
       ORDER BY a.apellido, a.nombre, ag.id_abogado_grupo`,
    ).all();
    const links = new Map(
      sql<{ id_grupo: number; id_contacto: number }>(
        db,
        `SELECT id_grupo, MAX(id_contacto) AS id_contacto FROM contactos
          WHERE id_justiciable = ? AND estado <> 'rechazado' AND fecha_baja IS NULL GROUP BY id_grupo`,
      )
        .all(call.principal.sub)
        .map((link) => [link.id_grupo, link.id_contacto]),
    );
    const offerings = lawyerOfferings(db, [...new Set(rows.map((row) => row.id))]);
    return {
      status: 200,
      datos: rows.map((row) => ({
        ...row,
        id_grupo_justiciable: links.get(row.id_grupo) ?? null,
        visible: pgBoolean(row.visible),
        especialidades: offerings.specialities.get(row.id) ?? [],
        servicios: offerings.services.get(row.id) ?? [],
        medios: offerings.media.get(row.id) ?? [],
      })),
    };
  }),

  /** A contact request to a lawyer of an enabled study; the emulated lawyer answers it later. */
  sendRequestToAbogado: clientWrite((call) => {
    const { fields, ctx } = call;
    const clientId = ownClientId(call);
    const lawyer = findLawyer(call, fields.id('id_abogado'));
    const membership = findMembership(call, lawyer.id_abogado, fields.id('id_grupo'));
    requireEnabledStudy(membership);
    const username = fields.text('username_justiciable');
    // Stored and mailed as the caller's own address: the query's must be it, so no one is given as the contact of another.
    ownEmail(call, 'email_justiciable');
    const email = call.principal.email;
    const phone = fields.optionalText('phone_justiciable');
    const db = ctx.db;
    if (
      sql(db, `SELECT 1 FROM solicitudes WHERE id_justiciable = ? AND id_abogado = ? AND estado = 'pendiente'`).get(
        clientId,
        lawyer.id_abogado,
      )
    ) {
      throw rejected('Ya tiene una solicitud pendiente con este Abogado');
    }
    if (
      sql(
        db,
        `SELECT 1 FROM contactos WHERE id_justiciable = ? AND id_abogado = ? AND estado = 'activo' AND fecha_baja IS NULL`,
      ).get(clientId, lawyer.id_abogado)
    ) {
      throw rejected('Ya está vinculado con este Abogado');
    }
    const requestId = insertedId(
      sql(
        db,
        `INSERT INTO solicitudes (id_abogado, id_grupo, id_justiciable, username, email, telefono, leido, estado, aceptar_en, fecha_alta)
         VALUES (?, ?, ?, ?, ?, ?, 0, 'pendiente', ?, ?)`,
      ).run(
        lawyer.id_abogado,
        membership.id_grupo,
        clientId,
        username,
        email,
        phone,
        call.acceptance.schedule(),
        argentineTimestamp(new Date()),
      ),
    );
    mailLawyer(ctx, lawyer, {
      subject: LAWYER_MAIL_SUBJECTS.contactRequest,
      body: mailText`${username} (${email}${phone && mailText`, ${phone}`}) quiere contactarlo a través de ${membership.nombre_estudio}.`,
      data: { id_solicitud: requestId, id_justiciable: clientId, id_grupo: membership.id_grupo },
    });
    return { status: 200, message: 'Solicitud enviada correctamente', datos: { id_solicitud: requestId } };
  }),

  /** The caller's contact requests, newest first, with the state of the link each one produced. */
  getRequestsToAbogado: clientRead((call) => {
    const clientId = ownClientId(call);
    ownEmail(call, 'email');
    const rows = sql<RequestRow>(
      call.ctx.db,
      `SELECT s.id_solicitud, s.id_abogado, s.id_grupo, s.id_justiciable, s.username, s.email, s.telefono, s.leido, s.estado,
          s.id_contacto, s.fecha_alta, ct.id_justiciable AS id_justiciable_contacto, ct.fecha_baja AS fecha_baja_contacto,
          a.nombre, a.apellido, e.nombre_estudio
        FROM solicitudes s
        JOIN abogados a ON a.id_abogado = s.id_abogado
        JOIN grupos g ON g.id_grupo = s.id_grupo
        JOIN estudios e ON e.id_estudio = g.id_estudio
        LEFT JOIN contactos ct ON ct.id_contacto = s.id_contacto
       WHERE s.id_justiciable = ?
       ORDER BY s.fecha_alta DESC, s.id_solicitud DESC`,
    ).all(clientId);
    return { status: 200, datos: rows.map((row) => ({ ...row, leido: pgBoolean(row.leido) })) };
  }),

  /**
   * 201 when a study the lawyer belongs to has invited the caller's e-mail and awaits an answer;
   * the invitation carries its token, which opens its link.
   */
  checkPendingInvitation: clientRead((call) => {
    const email = ownEmail(call, 'email');
    const lawyer = findLawyer(call, call.fields.id('id_lawyer'));
    const invitation = sql(
      call.ctx.db,
      `SELECT i.id_invitacion, i.id_grupo, i.id_abogado, i.id_contacto, i.fecha_alta, i.token FROM invitaciones i
        WHERE i.estado = 'pendiente' AND i.email = ? COLLATE NOCASE
          AND i.id_grupo IN (SELECT id_grupo FROM abogados_grupo WHERE id_abogado = ? AND fecha_baja IS NULL)
        ORDER BY i.id_invitacion DESC LIMIT 1`,
    ).get(email, lawyer.id_abogado);
    if (invitation)
      return { status: 201, message: 'Tiene una invitación pendiente de este Estudio', datos: invitation };
    return { status: 200, message: 'No tiene invitaciones pendientes de este Estudio', datos: null };
  }),

  /** The lawyers the caller is linked with, with their cases together. */
  listaMisAbogados: clientRead((call) => {
    const clientId = ownClientId(call);
    const db = call.ctx.db;
    const lawyers = sql<MyLawyerRow>(
      db,
      `SELECT ct.id_contacto, ct.id_abogado, ct.id_grupo, ag.id_abogado_grupo, g.id_estudio, a.nombre, a.apellido,
          e.nombre_estudio, e.habilitado, e.localidad, e.provincia, ct.fecha_alta
        FROM contactos ct
        JOIN abogados a ON a.id_abogado = ct.id_abogado
        JOIN grupos g ON g.id_grupo = ct.id_grupo
        JOIN estudios e ON e.id_estudio = g.id_estudio
        LEFT JOIN abogados_grupo ag ON ag.id_abogado = ct.id_abogado AND ag.id_grupo = ct.id_grupo AND ag.fecha_baja IS NULL
       WHERE ct.id_justiciable = ? AND ct.estado = 'activo' AND ct.fecha_baja IS NULL
       ORDER BY ct.fecha_alta DESC, ct.id_contacto DESC`,
    ).all(clientId);
    const cases = sql<ClientCaseRow>(
      db,
      `SELECT id_caso AS id, nombre AS "case", estado, fecha_alta, fecha_modificacion, id_abogado, id_grupo
         FROM casos WHERE id_justiciable = ? ORDER BY fecha_alta DESC`,
    ).all(clientId);
    const offerings = lawyerOfferings(
      db,
      lawyers.map((lawyer) => lawyer.id_abogado),
    );
    return {
      status: 200,
      datos: lawyers.map((lawyer) => ({
        ...lawyer,
        habilitado: pgBoolean(lawyer.habilitado),
        nombre_abogado: fullName(lawyer),
        especialidades: offerings.specialities.get(lawyer.id_abogado) ?? [],
        asuntos: cases
          .filter((each) => each.id_abogado === lawyer.id_abogado && each.id_grupo === lawyer.id_grupo)
          .map(({ id, case: name, estado, fecha_alta, fecha_modificacion }) => ({
            id,
            case: name,
            estado,
            fecha_alta,
            fecha_modificacion,
          })),
      })),
    };
  }),

  /** Ends the caller's links with a lawyer (fecha_baja), which puts the directory button back to CONTACTAR. */
  unlinkLawyer: clientWrite((call) => {
    const clientId = ownClientId(call);
    const lawyer = findLawyer(call, call.fields.id('id_lawyer'));
    const ended = sql(
      call.ctx.db,
      `UPDATE contactos SET fecha_baja = ? WHERE id_justiciable = ? AND id_abogado = ? AND estado = 'activo' AND fecha_baja IS NULL`,
    ).run(argentineTimestamp(new Date()), clientId, lawyer.id_abogado).changes;
    if (ended === 0) throw rejected('No se encontró el abogado vinculado');
    return { status: 200, message: 'Abogado desvinculado correctamente' };
  }),
};
