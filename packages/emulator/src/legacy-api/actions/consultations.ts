import type { Principal } from '../../context';
import {
  type CaseOwnership,
  contactEmail,
  findCase,
  isOwner,
  ownClientId,
  ownedCase,
  requirePrincipal,
} from '../access';
import { type ActionCall, type ActionTable, clientWrite, publicWrite } from '../action';
import { forbidden, rejected, unauthenticated } from '../failure';
import { findLawyer, findMembership, fullName, type Lawyer, type Membership, requireEnabledStudy } from '../lawyers';
import { linkTokenOf } from '../movements';
import { mailText } from '../mail-text';
import { LAWYER_MAIL_SUBJECTS, mailLawyer, notifyLawyer } from '../notify';
import { MOVEMENT_TYPE, ensureContact, insertCalendarMovement, insertCase, insertMovement } from '../records';
import { sql } from '../sql';
import { argentineTimestamp } from '../wire';

export const CONSULTATION_CREATED =
  'Consulta creada correctamente. La consulta se encontrará en estado pendiente hasta que el Abogado la acepte';

/** Who the consultation is for: the signed-in client, or nobody yet for a public link without a session. */
function consultingClient(call: ActionCall, viaLink: boolean): Principal | null {
  const { principal, fields } = call;
  if (!viaLink && !principal) throw unauthenticated();
  if (principal && (!viaLink || fields.has('id_justiciable')) && fields.text('id_justiciable') !== principal.sub) {
    throw forbidden('No tiene autorización para acceder a los datos de otro usuario');
  }
  return principal;
}

/** The group a public consultation link names, which must be the lawyer's and belong to the named study. */
function linkMembership(call: ActionCall, lawyer: Lawyer): Membership {
  const membership = findMembership(call, lawyer.id_abogado, call.fields.id('groupIdViaLink'));
  if (membership.id_estudio !== call.fields.id('studyIdViaLink')) throw rejected('El link de consulta no es válido');
  return membership;
}

function lawyerService(call: ActionCall, lawyer: Lawyer) {
  const serviceId = call.fields.optionalId('id_servicio_justiciable');
  if (serviceId === null) return null;
  const service = sql<{ id_servicio: number; nombre: string }>(
    call.ctx.db,
    'SELECT id_servicio, nombre FROM servicios WHERE id_servicio = ? AND id_abogado = ?',
  ).get(serviceId, lawyer.id_abogado);
  if (!service) throw rejected('No se encontró el servicio del Abogado');
  return service;
}

function communicationMedium(call: ActionCall) {
  const mediumId = call.fields.optionalId('id_medio_comunicacion');
  if (mediumId === null) return null;
  const medium = sql<{ id_tipo_medio_comunicacion: number; nombre: string }>(
    call.ctx.db,
    'SELECT id_tipo_medio_comunicacion, nombre FROM medios_comunicacion WHERE id_tipo_medio_comunicacion = ?',
  ).get(mediumId);
  if (!medium) throw rejected('El medio de comunicación no es válido');
  return medium;
}

/** The price of a single-amount consultation; other charge types carry no payment movement. */
function consultationPrice(call: ActionCall): number | null {
  if (call.fields.optionalText('typeOfCharge') !== 'monto_unico') return null;
  const price = call.fields.amount('mediaPrice');
  if (price <= 0) throw rejected('El campo mediaPrice debe ser mayor que cero para una consulta con monto único');
  return price;
}

/** What sendMailToLawyer's title_mail must say for each type: the subjects the portal sends. */
const MAIL_SUBJECT_BY_TYPE = {
  nuevo_caso: LAWYER_MAIL_SUBJECTS.newCase,
  consulta_via_link: LAWYER_MAIL_SUBJECTS.consultationViaLink,
  invitacion_aceptada: LAWYER_MAIL_SUBJECTS.invitationAccepted,
  reunion_reprogramada: LAWYER_MAIL_SUBJECTS.meetingRescheduled,
  reunion_cancelada: LAWYER_MAIL_SUBJECTS.meetingCancelled,
} as const;

export const consultationActions: ActionTable = {
  /**
   * A new consultation: a pending case with its consultation movement, a type-7 movement when a
   * date was chosen, a payment movement for a single-amount charge and an attachment movement
   * awaiting its file; the lawyer is mailed and will accept it after settings.autoAcceptMs.
   * consultationViaLink=1 works without a session (the public consultation link).
   */
  nuevaConsulta: publicWrite((call) => {
    const { fields, ctx } = call;
    const viaLink = fields.flag('consultationViaLink');
    const client = consultingClient(call, viaLink);
    const lawyer = findLawyer(call, fields.id('id_lawyer'));
    const membership = viaLink ? linkMembership(call, lawyer) : findMembership(call, lawyer.id_abogado, null);
    requireEnabledStudy(membership);
    const title = fields.text('title_consulta');
    const movementTitle = fields.optionalText('title_movent_consulta') ?? title;
    const service = lawyerService(call, lawyer);
    const medium = communicationMedium(call);
    const consultType = fields.optionalText('consult_type') ?? service?.nombre ?? 'Consulta';
    const clientName = client ? (fields.optionalText('nombre_cliente') ?? client.email) : fields.text('nombre_cliente');
    const formValues = fields.optionalJson('formattedValuesParts');
    // date_consulta is when the consultation was made: it dates a meeting only when one was asked
    // for (calendar) without a booked start; a consultation to coordinate later has no meeting.
    const booked = fields.optionalDateTime('fecha_ini');
    const withCalendar = fields.flag('calendar') || booked !== null;
    const start =
      booked ??
      (withCalendar && fields.has('date_consulta') ? { fecha: fields.date('date_consulta'), hora: null } : null);
    const end = fields.optionalDateTime('fecha_fin');
    const price = consultationPrice(call);
    const fileName = fields.flag('hasFile') ? fields.text('fileName') : null;
    const consultationTypeId = fields.optionalId('id_type');
    const meetingPlace = fields.optionalText('direction_link');
    const paymentDescription = fields.optionalText('descriptionPaymentType');
    const documentName = fields.optionalText('nameDocumentSelected');

    const db = ctx.db;
    const at = argentineTimestamp(new Date());
    const owner = { id_justiciable: client?.sub ?? null, id_abogado: lawyer.id_abogado, id_grupo: membership.id_grupo };
    const caseId = insertCase(db, {
      nombre: title,
      tipo: consultType,
      id_servicio: service?.id_servicio ?? null,
      id_tipo_consulta: consultationTypeId,
      id_justiciable: owner.id_justiciable,
      email_justiciable: client?.email ?? null,
      nombre_cliente: clientName,
      id_abogado: lawyer.id_abogado,
      id_grupo: membership.id_grupo,
      estado: 'Pendiente',
      consulta_aceptada: false,
      id_tipo_medio_comunicacion: medium?.id_tipo_medio_comunicacion ?? null,
      origen: viaLink ? 'link' : 'portal',
      usuario_alta: client?.sub ?? null,
      datos_formulario: formValues === null ? null : JSON.stringify(formValues),
      aceptar_en: call.acceptance.schedule(),
      fecha_alta: at,
    });
    const byClient = {
      id_caso: caseId,
      fecha_alta: at,
      nombres: clientName,
      origen: 'justiciable',
      id_justiciable: owner.id_justiciable,
    } as const;
    const consultationMovement = insertMovement(db, {
      ...byClient,
      id_tipo: MOVEMENT_TYPE.consulta,
      descripcion_movimiento: movementTitle,
      comentarios: [consultType, medium?.nombre].filter(Boolean).join(' - '),
      tipo_reunion: medium?.nombre ?? null,
      direccion_link: meetingPlace,
    });
    const calendar = withCalendar
      ? insertCalendarMovement(
          db,
          {
            ...byClient,
            descripcion_movimiento: `Reunión: ${title}`,
            fecha_inicio_agenda: start?.fecha ?? null,
            hora_inicio_agenda: start?.hora ?? null,
            tipo_reunion: medium?.nombre ?? null,
            direccion_link: meetingPlace,
          },
          owner,
          end?.hora ?? null,
        )
      : null;
    const paymentMovement =
      price === null
        ? null
        : insertMovement(db, {
            id_caso: caseId,
            fecha_alta: at,
            nombres: fullName(lawyer),
            origen: 'abogado',
            id_tipo: MOVEMENT_TYPE.pago,
            descripcion_movimiento: paymentDescription ?? `Pago de la consulta: ${consultType}`,
            concepto: consultType,
            monto: price,
            pagado: false,
          });
    const fileMovement =
      fileName === null
        ? null
        : insertMovement(db, {
            ...byClient,
            id_tipo: MOVEMENT_TYPE.archivoAdjunto,
            descripcion_movimiento: documentName ?? fileName,
            comentarios: fileName,
          });
    const contact = client
      ? ensureContact(
          db,
          {
            id_justiciable: client.sub,
            email: client.email,
            id_grupo: membership.id_grupo,
            id_abogado: lawyer.id_abogado,
          },
          at,
        )
      : null;
    mailLawyer(ctx, lawyer, {
      subject: viaLink ? LAWYER_MAIL_SUBJECTS.consultationViaLink : LAWYER_MAIL_SUBJECTS.newConsultation,
      body: mailText`${clientName} le envió la consulta "${title}" (${consultType}${medium && mailText`, ${medium.nombre}`}). Ingrese al sistema para aceptarla.`,
      data: {
        id_case: caseId,
        id_lawyer: lawyer.id_abogado,
        id_grupo: membership.id_grupo,
        via_link: viaLink,
        monto: price,
      },
    });
    return {
      status: 200,
      message: CONSULTATION_CREATED,
      id_case: caseId,
      id_movent: consultationMovement,
      id_movent_file: fileMovement,
      id_movent_payment: paymentMovement,
      id_movent_calendar: calendar?.id_movimiento ?? null,
      id_agenda: calendar?.id_agenda ?? null,
      idContactAse: contact?.id_contacto ?? null,
      // Opens the attachment's upload for the consultant, who may have no session (a public link).
      file_token: fileMovement === null ? null : linkTokenOf(db, fileMovement),
    };
  }),

  /**
   * Tells the lawyer's side about a new case (outbox kind 'notification'). new_case needs the
   * owner's session; consultation_via_link works without one, for a case created through a public
   * link that is not someone else's.
   */
  notificationNewCaseCreated: publicWrite((call) => {
    const { fields, ctx, principal } = call;
    const notificationType = fields.oneOf('notification_type', ['new_case', 'consultation_via_link']);
    const caseId = fields.id('id_case');
    let notified: CaseOwnership;
    if (notificationType === 'new_case') {
      notified = ownedCase(call, caseId);
      ownClientId(call);
    } else {
      notified = findCase(call, caseId);
      if (notified.origen !== 'link') throw rejected('El asunto no fue creado por un link de consulta');
      if (notified.id_justiciable !== null && !isOwner(principal, notified)) {
        if (!principal) throw unauthenticated();
        throw forbidden('No tiene autorización para ver este asunto');
      }
    }
    const lawyer = findLawyer(call, fields.id('id_lawyer'));
    const groupId = fields.id('id_group');
    if (notified.id_abogado !== lawyer.id_abogado || notified.id_grupo !== groupId) {
      throw rejected('El asunto no corresponde al Abogado indicado');
    }
    const clientName = fields.text('client_name');
    const title = fields.text('consultation_title');
    const media = fields.optionalText('consultation_media');
    const consultationType = fields.optionalText('consultation_type');
    const email = contactEmail(call, 'email_justiciable');
    const phone = fields.optionalText('phone_justiciable');
    notifyLawyer(ctx, lawyer, {
      subject:
        notificationType === 'new_case' ? LAWYER_MAIL_SUBJECTS.newCase : LAWYER_MAIL_SUBJECTS.consultationViaLink,
      body: mailText`${clientName} inició la consulta "${title}".${consultationType && mailText` Tipo: ${consultationType}.`}${
        media && mailText` Medio: ${media}.`
      }${email && mailText` Correo: ${email}.`}${phone && mailText` Teléfono: ${phone}.`}`,
      data: {
        notification_type: notificationType,
        id_case: caseId,
        id_lawyer: lawyer.id_abogado,
        id_group: groupId,
        email,
        phone,
      },
    });
    return { status: 200, message: 'Notificación enviada al Abogado' };
  }),

  /**
   * Mails a lawyer; consulta_via_link works without a session, the other types need one. The
   * subject is the type's own; title_mail must be that subject, so a caller's text is refused
   * rather than sent. The contact address is the caller's own (contactEmail).
   */
  sendMailToLawyer: publicWrite((call) => {
    const { fields, ctx } = call;
    const type = fields.oneOf('type', [
      'nuevo_caso',
      'consulta_via_link',
      'invitacion_aceptada',
      'reunion_reprogramada',
      'reunion_cancelada',
    ]);
    if (type !== 'consulta_via_link') requirePrincipal(call);
    const subject = MAIL_SUBJECT_BY_TYPE[type];
    if (fields.text('title_mail') !== subject)
      throw rejected(`El campo title_mail debe ser el asunto del tipo ${type}: '${subject}'`);
    const lawyer = findLawyer(call, fields.id('lawyer_id'));
    const clientName = fields.text('client_name');
    const title = fields.optionalText('consultation_title');
    const consultationType = fields.optionalText('consultation_type');
    const email = contactEmail(call, 'email_justiciable');
    const ofType = consultationType && mailText` (${consultationType})`;
    const body = {
      nuevo_caso: mailText`${clientName} creó el caso "${title}"${ofType}.`,
      consulta_via_link: mailText`${clientName} le envió una consulta desde su link: "${title}"${ofType}.`,
      invitacion_aceptada: mailText`${clientName} aceptó la invitación de su Estudio.`,
      reunion_reprogramada: mailText`${clientName} reprogramó la reunión "${title}"${ofType}. El asunto dice la nueva fecha.`,
      reunion_cancelada: mailText`${clientName} canceló la reunión "${title}"${ofType}.`,
    }[type];
    mailLawyer(ctx, lawyer, {
      subject,
      body: mailText`${body}${email && mailText` Correo de contacto: ${email}.`}`,
      data: {
        type,
        lawyer_id: lawyer.id_abogado,
        consultation_title: title,
        consultation_type: consultationType,
        email,
      },
    });
    return { status: 200, message: 'Correo enviado al Abogado' };
  }),

  /** Mails the lawyer that the client wants to be in touch (after linking with the study). */
  notifyTheLawyer: clientWrite((call) => {
    const { fields, ctx } = call;
    ownClientId(call);
    const lawyer = findLawyer(call, fields.id('id_lawyer'));
    const membership = findMembership(call, lawyer.id_abogado, fields.id('id_group'));
    const clientName = fields.text('client_name');
    mailLawyer(ctx, lawyer, {
      subject: LAWYER_MAIL_SUBJECTS.clientWantsContact,
      body: mailText`${clientName} (${call.principal.email}) quiere comunicarse con usted por medio de ${membership.nombre_estudio}.`,
      data: { id_justiciable: call.principal.sub, id_lawyer: lawyer.id_abogado, id_group: membership.id_grupo },
    });
    return { status: 200, message: 'Se notificó al Abogado' };
  }),
};
