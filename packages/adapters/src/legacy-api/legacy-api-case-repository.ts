import {
  mapResult,
  ok,
  type Case,
  type CaseFile,
  type CaseRepository,
  type FileAttachment,
  type Movement,
  type MovementLink,
  type NewMovement,
  type RequestedMovement,
  type PortalError,
  type Result,
} from '@justiciable/core';
import * as v from 'valibot';
import {
  caseFromWire,
  CaseWireSchema,
  movementCommentFromWire,
  MovementCommentWireSchema,
  movementFromWire,
  MovementWireSchema,
  requestedMovementFromWire,
  RequestedMovementWireSchema,
} from './case-wire';
import type { LegacyApi } from './legacy-api';
import { AcknowledgementSchema, wireFlag, wireId } from './legacy-wire';

const CaseListAnswer = v.looseObject({ datos: v.array(CaseWireSchema) });
const CaseAnswer = v.looseObject({ datos: CaseWireSchema });

/** listaMovimientos, to the case's owner: the movements, the case and the comments. */
const MovementsAnswer = v.looseObject({
  datos: v.array(MovementWireSchema),
  case_data: CaseWireSchema,
  comentarios: v.nullish(v.array(MovementCommentWireSchema), []),
});

/** One movement, whole, to its owner. */
const MovementAnswer = v.looseObject({ datos: MovementWireSchema });

/** One request, as its public link reads it. */
const RequestedMovementAnswer = v.looseObject({ datos: RequestedMovementWireSchema });

const HasFileAnswer = v.looseObject({ datos: v.looseObject({ hasFile: wireFlag }) });

/** addNewMovent answers the new id inside datos, a JSON text (SPEC §7). */
const NewMovementAnswer = v.looseObject({
  datos: v.pipe(v.string(), v.parseJson(), v.looseObject({ res: v.looseObject({ id_movimiento: wireId }) })),
});

/** Cases and their movements in the legacy API (SPEC §7). */
export class LegacyApiCaseRepository implements CaseRepository {
  constructor(private readonly api: LegacyApi) {}

  async listCases(
    clientId: string,
    options: { readonly createdBy?: string } = {},
  ): Promise<Result<readonly Case[], PortalError>> {
    const answer = await this.api.client.call(this.api.actions.listaAsuntos, { id_usuario: clientId }, CaseListAnswer);
    // listaAsuntos takes no creator; the SPEC §6 filter is applied to what it lists.
    return mapResult(answer, ({ datos }) =>
      datos
        .filter((row) => options.createdBy === undefined || row.usuario_alta === options.createdBy)
        .map(caseFromWire),
    );
  }

  async getCase(caseId: string): Promise<Result<Case, PortalError>> {
    const answer = await this.api.client.call(this.api.actions.getSpecificCase, { id_case: caseId }, CaseAnswer);
    return mapResult(answer, ({ datos }) => caseFromWire(datos));
  }

  async listMovements(caseId: string): Promise<Result<CaseFile, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.listaMovimientos,
      { id_asunto: caseId },
      MovementsAnswer,
    );
    if (!answer.ok) return answer;
    const { datos, case_data, comentarios } = answer.value;
    return ok({
      case: caseFromWire(case_data),
      movements: datos.map((movement) => movementFromWire(movement, this.api.names.clientIdField)),
      comments: comentarios.map(movementCommentFromWire),
    });
  }

  async getMovement(movementId: string): Promise<Result<Movement, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.getSpecificCalendarMovement,
      { id_movement: movementId },
      MovementAnswer,
    );
    return mapResult(answer, ({ datos }) => movementFromWire(datos, this.api.names.clientIdField));
  }

  async getRequestedMovement(link: MovementLink): Promise<Result<RequestedMovement, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.getSpecificCalendarMovement,
      { id_movement: link.movementId, token: link.token },
      RequestedMovementAnswer,
    );
    return mapResult(answer, ({ datos }) => requestedMovementFromWire(datos));
  }

  async movementHasFile(movementId: string): Promise<Result<boolean, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.movementHasFile,
      { id_movimiento: movementId },
      HasFileAnswer,
    );
    return mapResult(answer, ({ datos }) => datos.hasFile);
  }

  async addMovement(movement: NewMovement): Promise<Result<{ readonly movementId: string }, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.addNewMovent,
      {
        id_case: movement.caseId,
        [this.api.names.clientIdField]: movement.clientId,
        id_tipo: movement.typeId,
        descripcion_movimiento: movement.description,
        comentarios: movement.comments,
        link_archivo: movement.fileLink,
        fecha_inicio_agenda: movement.agendaDate,
        hora_inicio_agenda: movement.agendaTime,
        id_agenda: movement.cancelledAgendaId,
      },
      NewMovementAnswer,
    );
    return mapResult(answer, ({ datos }) => ({ movementId: datos.res.id_movimiento }));
  }

  async attachFileToMovement(link: FileAttachment): Promise<Result<void, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.updateMovementFileLink,
      {
        group_id: link.groupId,
        case_id: link.caseId,
        file_name: link.fileName,
        movent_id: link.movementId,
        token: link.linkToken,
      },
      AcknowledgementSchema,
    );
    return mapResult(answer, () => undefined);
  }
}
