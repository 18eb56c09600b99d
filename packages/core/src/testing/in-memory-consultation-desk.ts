import type { Case } from '../cases/case';
import { MOVEMENT_TYPE, type Movement } from '../cases/movement';
import type {
  ConsultationDesk,
  ConsultationRequest,
  LawyerMail,
  NewCaseNotice,
  StartedConsultation,
} from '../consultations/consultation-ports';
import type { DirectoryListing } from '../directory/directory-ports';
import { errorMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { detached } from './detached';
import { InMemoryFake } from './in-memory-fake';
import type { InMemoryWorld } from './in-memory-world';

/**
 * nuevaConsulta and the lawyer's notices. A consultation becomes a case of the client, pending
 * until the lawyer accepts it (SPEC §4), with its first movement, a file movement when a file
 * comes with it, and an agenda entry when a meeting was booked. Notices land in the outbox.
 */
export class InMemoryConsultationDesk extends InMemoryFake<ConsultationDesk> implements ConsultationDesk {
  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  start(request: ConsultationRequest): Promise<Result<StartedConsultation, PortalError>> {
    return this.respond('start', () => {
      const acting = this.world.actingFor(request.clientId, errorMessages.consultation);
      if (!acting.ok) return acting;
      const lawyer = this.lawyer(request.lawyerId);
      if (!lawyer.ok) return lawyer;

      const kase = this.newCase(request, lawyer.value);
      this.world.addCase(kase, { ownerId: request.clientId });
      const movement = this.newMovement(kase.id, request, lawyer.value);
      this.world.addMovement(movement);
      const fileMovement =
        request.attachment === null
          ? null
          : this.world.newMovement(kase.id, {
              nombres: request.clientName,
              descripcion_movimiento: request.documentName ?? request.attachment.fileName,
              id_tipo: MOVEMENT_TYPE.fileRequest,
              id_justiciable: request.clientId,
            });
      if (fileMovement !== null) this.world.addMovement(fileMovement);
      if (request.calendar !== null) {
        this.world.addCalendarRow(
          {
            id_agenda: this.world.newId(),
            fecha_ini: request.calendar.date,
            hora_ini: `${request.calendar.start}:00`,
            hora_fin: `${request.calendar.end}:00`,
            nombre_asunto: encodeURIComponent(request.title),
            nombre_abogado: encodeURIComponent(lawyer.value.abogadoEstudio.title),
            tipo_reunion: movement.tipo_reunion === null ? null : encodeURIComponent(movement.tipo_reunion),
            direccion_link: request.meetingLink === null ? null : encodeURIComponent(request.meetingLink),
            titulo: encodeURIComponent(request.movementTitle),
            texto: '',
            id_caso: kase.id,
            nombre_estudio: encodeURIComponent(lawyer.value.abogadoEstudio.study),
            fecha_alta: this.world.nowIso(),
          },
          { clientId: request.clientId, lawyerId: request.lawyerId },
        );
      }
      return ok({
        caseId: kase.id,
        movementId: movement.id_movimiento,
        fileMovementId: fileMovement?.id_movimiento ?? null,
        fileLinkToken: fileMovement?.link_token ?? null,
        contactId: null,
      });
    });
  }

  notifyNewCase(notice: NewCaseNotice): Promise<Result<void, PortalError>> {
    return this.respond('notifyNewCase', () => {
      const acting = this.world.actingFor(notice.clientId, errorMessages.consultation);
      if (!acting.ok) return acting;
      const lawyer = this.lawyer(notice.lawyerId);
      if (!lawyer.ok) return lawyer;
      this.world.outbox.push({ kind: 'new-case-notice', notice: detached(notice) });
      return ok();
    });
  }

  mailLawyer(mail: LawyerMail): Promise<Result<void, PortalError>> {
    return this.respond('mailLawyer', () => {
      const session = this.world.signedIn();
      if (!session.ok) return session;
      const lawyer = this.lawyer(mail.lawyerId);
      if (!lawyer.ok) return lawyer;
      this.world.outbox.push({ kind: 'mail-to-lawyer', mail: detached(mail) });
      return ok();
    });
  }

  private lawyer(lawyerId: string): Result<DirectoryListing, PortalError> {
    const lawyer = this.world.lawyers.find((listing) => listing.id === lawyerId);
    return lawyer === undefined
      ? err(portalError.notFound(errorMessages.lawyerNotFound, `lawyer ${lawyerId}`))
      : ok(lawyer);
  }

  private newCase(request: ConsultationRequest, lawyer: DirectoryListing): Case {
    const service = lawyer.services.find((offered) => offered.id === request.serviceId);
    const medium = lawyer.media.find((offered) => offered.id === request.mediumId);
    return {
      id: this.world.newId(),
      case: request.title,
      tipo: service?.nombre ?? request.consultationType,
      fecha: this.world.nowIso(),
      abogadoEstudio: lawyer.abogadoEstudio.title,
      estado: 'Pendiente',
      pago: 0,
      id_grupo: request.viaLink?.groupId ?? lawyer.id_grupo,
      id_abogado: lawyer.id,
      medio_comunicacion: medium?.nombre ?? null,
      id_tipo_medio_comunicacion: request.mediumId,
      consulta_aceptada: false,
    };
  }

  private newMovement(caseId: string, request: ConsultationRequest, lawyer: DirectoryListing): Movement {
    const medium = lawyer.media.find((offered) => offered.id === request.mediumId);
    return this.world.newMovement(caseId, {
      nombres: request.clientName,
      descripcion_movimiento: request.movementTitle,
      comentarios: request.paymentDescription,
      id_tipo: request.typeId,
      fecha_inicio_agenda: request.calendar?.date ?? null,
      hora_inicio_agenda: request.calendar?.start ?? null,
      monto: request.mediaPrice > 0 ? request.mediaPrice : null,
      id_justiciable: request.clientId,
      tipo_reunion: medium?.nombre ?? null,
      direccion_link: request.meetingLink,
    });
  }
}
