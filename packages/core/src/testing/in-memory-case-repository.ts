import type { Case } from '../cases/case';
import type { CaseFile, CaseRepository, NewMovement } from '../cases/case-repository';
import { MOVEMENT_TYPE, type Movement } from '../cases/movement';
import { isLinkRequest } from '../cases/movement-links';
import { isBlank } from '../shared/blank';
import { errorMessages, guardMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { detached } from './detached';
import { InMemoryFake } from './in-memory-fake';
import type { CaseRecord, InMemoryWorld } from './in-memory-world';

/**
 * Cases and movements of the legacy API. A client sees only their own cases; the reads and
 * writes behind the public request links (SPEC §2) need no session, and show anyone but the
 * owner only the date and file requests. A date request comes with the agenda entry it owns.
 */
export class InMemoryCaseRepository extends InMemoryFake<CaseRepository> implements CaseRepository {
  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  listCases(clientId: string, options: { readonly createdBy?: string } = {}): Promise<Result<readonly Case[], PortalError>> {
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

  listMovements(caseId: string, options: { readonly viaFileRequest?: boolean } = {}): Promise<Result<CaseFile, PortalError>> {
    return this.respond('listMovements', () => {
      const record = options.viaFileRequest === true ? this.anyCase(caseId) : this.world.ownCase(caseId, errorMessages.movements);
      if (!record.ok) return record;
      const owner = this.world.session?.userId === record.value.ownerId;
      const movements = [...this.world.movements.values()].filter((movement) => movement.id_case === caseId && (owner || isLinkRequest(movement)));
      const comments = owner
        ? [...this.world.movementComments.values()]
            .filter((comment) => this.world.movements.get(comment.movementId)?.id_case === caseId)
            .map((comment) => comment.comment)
        : [];
      return ok(detached({ case: record.value.kase, movements, comments }));
    });
  }

  getMovement(movementId: string): Promise<Result<Movement, PortalError>> {
    return this.respond('getMovement', () => {
      const movement = this.anyMovement(movementId);
      if (!movement.ok) return movement;
      if (isLinkRequest(movement.value)) return ok(detached(movement.value));
      const owned = this.world.ownMovement(movementId, guardMessages.linkNotLoaded);
      return owned.ok ? ok(detached(owned.value)) : owned;
    });
  }

  movementHasFile(movementId: string): Promise<Result<boolean, PortalError>> {
    return this.respond('movementHasFile', () => {
      const movement = this.anyMovement(movementId);
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
      return ok({ movementId: movement.id_movimiento });
    });
  }

  attachFileToMovement(link: { readonly groupId: string; readonly caseId: string; readonly fileName: string; readonly movementId: string }): Promise<Result<void, PortalError>> {
    return this.respond('attachFileToMovement', () => {
      const movement = this.anyMovement(link.movementId);
      if (!movement.ok) return movement;
      if (movement.value.id_case !== link.caseId) {
        return err(portalError.notFound(guardMessages.linkNotLoaded, `movement ${link.movementId} is not in case ${link.caseId}`));
      }
      this.world.movements.set(link.movementId, { ...movement.value, link_archivo: `${link.groupId}/${link.caseId}/${link.fileName}` });
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

  private anyCase(caseId: string): Result<CaseRecord, PortalError> {
    const record = this.world.cases.get(caseId);
    return record === undefined ? err(portalError.notFound(guardMessages.linkNotLoaded, `case ${caseId}`)) : ok(record);
  }

  private anyMovement(movementId: string): Result<Movement, PortalError> {
    const movement = this.world.movements.get(movementId);
    return movement === undefined ? err(portalError.notFound(guardMessages.linkNotLoaded, `movement ${movementId}`)) : ok(movement);
  }
}
