import type { EmulatorContext } from '../context';
import type { MailText } from './mail-text';
import { insertedId, sql } from './sql';
import { argentineTimestamp } from './wire';

export interface ClientNotice {
  readonly id_justiciable: string | null;
  readonly email: string | null;
  readonly tipo: string;
  readonly titulo: string;
  readonly descripcion: string;
  readonly id_caso?: number | null;
  readonly id_grupo?: number | null;
  readonly id_invitacion?: number | null;
}

/** Stores a notification for the client's bell and e-mails it, as the study's backend does. */
export function notifyClient(ctx: EmulatorContext, notice: ClientNotice, at = new Date()): number {
  const id = insertedId(
    sql(
      ctx.db,
      `INSERT INTO notificaciones (id_justiciable, email, tipo, titulo, descripcion, id_caso, id_grupo, id_invitacion, leido, fecha_alta)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
    ).run(
      notice.id_justiciable,
      notice.email,
      notice.tipo,
      notice.titulo,
      notice.descripcion,
      notice.id_caso ?? null,
      notice.id_grupo ?? null,
      notice.id_invitacion ?? null,
      argentineTimestamp(at),
    ),
  );
  if (notice.email) {
    ctx.outbox.add({
      kind: 'notification',
      to: notice.email,
      subject: notice.titulo,
      body: notice.descripcion,
      data: { id_notificacion: id, tipo: notice.tipo, id_caso: notice.id_caso ?? null },
    });
  }
  return id;
}

/**
 * The subjects of the mails and notices a lawyer gets: the system's fixed texts, never a caller's,
 * as a subject is what a forged mail needs most. The three sendMailToLawyer sends are the ones
 * the portal sends as title_mail (core's lawyerMailSubjects).
 */
export const LAWYER_MAIL_SUBJECTS = {
  newConsultation: 'Nueva consulta',
  newCase: 'Nuevo caso',
  consultationViaLink: 'Nueva consulta a través de su link',
  invitationAccepted: 'Invitación aceptada',
  contactRequest: 'Nueva solicitud de contacto',
  clientWantsContact: 'Un cliente quiere comunicarse con usted',
  meetingScheduled: 'Reunión agendada',
  meetingRescheduled: 'Reunión reprogramada',
  meetingCancelled: 'Reunión cancelada',
} as const;

export type LawyerMailSubject = (typeof LAWYER_MAIL_SUBJECTS)[keyof typeof LAWYER_MAIL_SUBJECTS];

/** What the PHP backend sends a lawyer: a fixed subject and a body composed with mailText. */
export interface LawyerMail {
  readonly subject: LawyerMailSubject;
  readonly body: MailText;
  readonly data: Record<string, unknown>;
}

/** The e-mail the PHP backend sends a lawyer; the emulator delivers it to the outbox. */
export function mailLawyer(ctx: EmulatorContext, lawyer: { readonly email: string }, mail: LawyerMail): void {
  ctx.outbox.add({
    kind: 'mail-to-lawyer',
    to: lawyer.email,
    subject: mail.subject,
    body: mail.body.text,
    data: mail.data,
  });
}

/** A notice for the lawyer's side of the system (outbox kind 'notification'), composed the same way. */
export function notifyLawyer(ctx: EmulatorContext, lawyer: { readonly email: string }, notice: LawyerMail): void {
  ctx.outbox.add({
    kind: 'notification',
    to: lawyer.email,
    subject: notice.subject,
    body: notice.body.text,
    data: notice.data,
  });
}
