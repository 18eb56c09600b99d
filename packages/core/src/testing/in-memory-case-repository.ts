import type { Case } from '../cases/case';
import type { CaseFile, CaseRepository, FileAttachment, NewMovement } from '../cases/case-repository';
import { MOVEMENT_TYPE, type Movement, type MovementLink, type RequestedMovement } from '../cases/movement';
import { awaitsFile, hasPublicLink } from '../cases/movement-links';
import { isBlank } from '../shared/blank';
import { errorMessages, guardMessages, portalStatus } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { detached } from './detached';
import { InMemoryFake } from './in-memory-fake';
import type { CaseRecord, InMemoryWorld } from './in-memory-world';

/**
 * Cases and movements of the legacy API. A client sees only their own cases; a request's public
 * link (SPEC §2) opens it, without a session, to whoever holds its token, as the request alone.
 * A date request comes with the agenda entry it owns.
 */
export class InMemoryCaseRepository extends InMemoryFake<CaseRepository> implements CaseRepository {
  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  listCases(
    clientId: string,
    options: { readonly createdBy?: string } = {},
  ): Promise<Result<readonly Case[], PortalError>> {
    return this.respond('listCases', () => {
      const acting = this.world.actingFor(clientId, errorMessages.cases);
      if (!acting.ok) return acting;
      const cases = [...this.world.cases.values()]
        .filter((record) => record.ownerId === clientId)
        .filter((record) => options.createdBy === undefined || record.createdBy === options.createdBy)
        .map((record) => record.kase);
      return ok(detached(cases));
    });
  }

  getCase(caseId: string): Promise<Result<Case, PortalError>> {
    return this.respond('getCase', () => {
      const record = this.world.ownCase(caseId, errorMessages.cases);
      return record.ok ? ok(detached(record.value.kase)) : record;
    });
  }

  listMovements(caseId: string): Promise<Result<CaseFile, PortalError>> {
    return this.respond('listMovements', () => {
      const record = this.world.ownCase(caseId, errorMessages.movements);
      if (!record.ok) return record;
      const movements = [...this.world.movements.values()].filter((movement) => movement.id_case === caseId);
      const comments = [...this.world.movementComments.values()]
        .filter((comment) => this.world.movements.get(comment.movementId)?.id_case === caseId)
        .map((comment) => comment.comment);
      return ok(detached({ case: record.value.kase, movements, comments }));
    });
  }

  getMovement(movementId: string): Promise<Result<Movement, PortalError>> {
    return this.respond('getMovement', () => {
      const owned = this.world.ownMovement(movementId, guardMessages.linkNotLoaded);
      if (owned.ok) return ok(detached(owned.value));
      // Someone else's movement reads as none, as the service answers, so ids cannot be probed.
      return owned.error.kind === 'forbidden'
        ? err(portalError.notFound(guardMessages.linkNotLoaded, `movement ${movementId} is not the caller's`))
        : owned;
    });
  }

  getRequestedMovement(link: MovementLink): Promise<Result<RequestedMovement, PortalError>> {
    return this.respond('getRequestedMovement', () => {
      const movement = this.linkedRequest(link.movementId, link.token);
      if (!movement.ok) return movement;
      const { kase } = this.world.cases.get(movement.value.id_case)!;
      const lawyer = this.world.lawyers.find((listing) => listing.id_grupo === kase.id_grupo);
      const request = movement.value;
      return ok({
        id_movimiento: request.id_movimiento,
        id_case: request.id_case,
        id_tipo: request.id_tipo,
        nombre_tipo: request.nombre_tipo,
        fecha_alta: request.fecha_alta,
        nombres: request.nombres,
        descripcion_movimiento: request.descripcion_movimiento,
        fecha_inicio_agenda: request.fecha_inicio_agenda,
        hora_inicio_agenda: request.hora_inicio_agenda,
        tipo_reunion: request.tipo_reunion,
        id_agenda: request.id_agenda,
        hasFile: !isBlank(request.link_archivo),
        caseName: kase.case,
        lawyerName: lawyer?.abogadoEstudio.title ?? null,
        studyName: lawyer?.abogadoEstudio.study ?? null,
      });
    });
  }

  movementHasFile(movementId: string): Promise<Result<boolean, PortalError>> {
    return this.respond('movementHasFile', () => {
      const movement = this.world.ownMovement(movementId, guardMessages.linkNotLoaded);
      return movement.ok ? ok(!isBlank(movement.value.link_archivo)) : movement;
    });
  }

  addMovement(draft: NewMovement): Promise<Result<{ readonly movementId: string }, PortalError>> {
    return this.respond('addMovement', () => {
      const acting = this.world.actingFor(draft.clientId, errorMessages.addMovement);
      if (!acting.ok) return acting;
      const owned = this.world.ownCase(draft.caseId, errorMessages.addMovement);
      if (!owned.ok) return owned;
      const movement = this.world.newMovement(draft.caseId, {
        nombres: this.world.users.get(draft.clientId)?.name ?? null,
        descripcion_movimiento: draft.description,
        comentarios: draft.comments ?? null,
        id_tipo: draft.typeId,
        fecha_inicio_agenda: draft.agendaDate ?? null,
        hora_inicio_agenda: draft.agendaTime ?? null,
        link_archivo: draft.fileLink ?? null,
        id_justiciable: draft.clientId,
        id_agenda: draft.typeId === MOVEMENT_TYPE.calendarRequest ? this.addDateRequestEntry(owned.value, draft) : null,
      });
      this.world.movements.set(movement.id_movimiento, movement);
      if (draft.cancelledAgendaId != null && draft.typeId === MOVEMENT_TYPE.news)
        this.cancelAgendaEntry(draft.caseId, draft.cancelledAgendaId);
      return ok({ movementId: movement.id_movimiento });
    });
  }

  /** As the service does: a cancellation names a meeting of the same case, which is then marked in the agenda and on its date request. */
  private cancelAgendaEntry(caseId: string, agendaId: string): void {
    const record = this.world.calendar.get(agendaId);
    if (record === undefined || record.row.id_caso !== caseId) return;
    record.row = { ...record.row, cancelada: true };
    for (const [id, movement] of this.world.movements) {
      if (movement.id_agenda === agendaId) this.world.movements.set(id, { ...movement, agenda_cancelada: true });
    }
  }

  attachFileToMovement(link: FileAttachment): Promise<Result<void, PortalError>> {
    return this.respond('attachFileToMovement', () => {
      const owned = this.world.ownMovement(link.movementId, guardMessages.linkNotLoaded);
      const movement = owned.ok ? owned : this.linkedRequest(link.movementId, link.linkToken ?? null);
      if (!movement.ok) return movement;
      if (movement.value.id_case !== link.caseId) {
        return err(
          portalError.notFound(
            guardMessages.linkNotLoaded,
            `movement ${link.movementId} is not in case ${link.caseId}`,
          ),
        );
      }
      if (!owned.ok && !awaitsFile(movement.value))
        return err(portalError.rejected(portalStatus.failed, guardMessages.fileAlreadyLoaded));
      // The owner links a file stored in the case; through a link, only a file uploaded through that same link.
      const key = `${link.groupId}/${link.caseId}/${link.fileName}`;
      if (
        owned.ok
          ? !this.world.files.has(key)
          : !(this.world.uploadsThroughLinks.get(link.movementId) ?? []).includes(key)
      ) {
        return err(
          portalError.notFound(
            errorMessages.uploadFile,
            `${key} was not uploaded through movement ${link.movementId}'s link`,
          ),
        );
      }
      this.world.movements.set(link.movementId, {
        ...movement.value,
        link_archivo: `${link.groupId}/${link.caseId}/${link.fileName}`,
      });
      return ok();
    });
  }

  /** The agenda entry of a new date request: the client's, with the lawyer of the case's studio, dated as the request is. */
  private addDateRequestEntry(record: CaseRecord, draft: NewMovement): string {
    const { kase } = record;
    const lawyer = this.world.lawyers.find((listing) => listing.id_grupo === kase.id_grupo);
    if (lawyer === undefined) throw new Error(`Case ${kase.id} has no directory lawyer in its group ${kase.id_grupo}`);
    const agendaId = this.world.newId();
    const time = draft.agendaTime ?? null;
    this.world.addCalendarRow(
      {
        id_agenda: agendaId,
        fecha_ini: draft.agendaDate ?? null,
        hora_ini: time === null ? null : `${time}:00`,
        nombre_asunto: encodeURIComponent(kase.case),
        nombre_abogado: encodeURIComponent(lawyer.abogadoEstudio.title),
        tipo_reunion: null,
        direccion_link: null,
        titulo: encodeURIComponent(draft.description),
        texto: encodeURIComponent(draft.comments ?? ''),
        id_caso: kase.id,
        nombre_estudio: encodeURIComponent(lawyer.abogadoEstudio.study),
        fecha_alta: this.world.nowIso(),
      },
      { clientId: record.ownerId, lawyerId: lawyer.id },
    );
    return agendaId;
  }

  /** A request movement its link's token opens; anything else (no movement, a wrong token, another type) reads as none. */
  private linkedRequest(movementId: string, token: string | null): Result<Movement, PortalError> {
    const movement = this.world.movements.get(movementId);
    if (movement === undefined || token === null || !hasPublicLink(movement) || movement.link_token !== token) {
      return err(portalError.notFound(guardMessages.linkNotLoaded, `no request ${movementId} opens with that token`));
    }
    return ok(movement);
  }
}
