import {
  mapResult,
  ok,
  type Case,
  type CaseFile,
  type CaseRepository,
  type Movement,
  type NewMovement,
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
} from './case-wire';
import type { LegacyApi } from './legacy-api';
import { AcknowledgementSchema, wireFlag, wireId } from './legacy-wire';

const CaseListAnswer = v.looseObject({ datos: v.array(CaseWireSchema) });
const CaseAnswer = v.looseObject({ datos: CaseWireSchema });

/** listaMovimientos: the movements, the case (partial through a public link) and the comments. */
const MovementsAnswer = v.looseObject({
  datos: v.array(MovementWireSchema),
  case_data: v.unknown(),
  comentarios: v.nullish(v.array(MovementCommentWireSchema), []),
});

/** One movement, whole, as the request links read it. */
const MovementAnswer = v.looseObject({ datos: MovementWireSchema });

const HasFileAnswer = v.looseObject({ datos: v.looseObject({ hasFile: wireFlag }) });

/** addNewMovent answers the new id inside datos, a JSON text (SPEC §7). */
const NewMovementAnswer = v.looseObject({
  datos: v.pipe(v.string(), v.parseJson(), v.looseObject({ res: v.looseObject({ id_movimiento: wireId }) })),
});

/** Cases and their movements in the legacy API (SPEC §7). */
export class LegacyApiCaseRepository implements CaseRepository {
  constructor(private readonly api: LegacyApi) {}

  async listCases(clientId: string, options: { readonly createdBy?: string } = {}): Promise<Result<readonly Case[], PortalError>> {
    const answer = await this.api.client.call(this.api.actions.listaAsuntos, { id_usuario: clientId }, CaseListAnswer);
    // listaAsuntos takes no creator; the SPEC §6 filter is applied to what it lists.
    return mapResult(answer, ({ datos }) =>
      datos.filter((row) => options.createdBy === undefined || row.usuario_alta === options.createdBy).map(caseFromWire),
    );
  }

  async getCase(caseId: string): Promise<Result<Case, PortalError>> {
    const answer = await this.api.client.call(this.api.actions.getSpecificCase, { id_case: caseId }, CaseAnswer);
    return mapResult(answer, ({ datos }) => caseFromWire(datos));
  }

  async listMovements(caseId: string, options: { readonly viaFileRequest?: boolean } = {}): Promise<Result<CaseFile, PortalError>> {
    const viaFileRequest = options.viaFileRequest === true;
    const answer = await this.api.client.call(
      this.api.actions.listaMovimientos,
      { id_asunto: caseId, fileRequest: viaFileRequest ? 1 : undefined },
      viaFileRequest ? MovementsAnswer : v.looseObject({ ...MovementsAnswer.entries, case_data: CaseWireSchema }),
    );
    if (!answer.ok) return answer;
    const { datos, case_data, comentarios } = answer.value;
    // Through a public link the case comes as its name and lawyer only, not as a Case.
    const kase = v.safeParse(CaseWireSchema, case_data);
    return ok({
      case: kase.success ? caseFromWire(kase.output) : null,
      movements: datos.map((movement) => movementFromWire(movement, this.api.names.clientIdField)),
      comments: comentarios.map(movementCommentFromWire),
    });
  }

  async getMovement(movementId: string): Promise<Result<Movement, PortalError>> {
    const answer = await this.api.client.call(this.api.actions.getSpecificCalendarMovement, { id_movement: movementId }, MovementAnswer);
    return mapResult(answer, ({ datos }) => movementFromWire(datos, this.api.names.clientIdField));
  }

  async movementHasFile(movementId: string): Promise<Result<boolean, PortalError>> {
    const answer = await this.api.client.call(this.api.actions.movementHasFile, { id_movimiento: movementId }, HasFileAnswer);
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
      },
      NewMovementAnswer,
    );
    return mapResult(answer, ({ datos }) => ({ movementId: datos.res.id_movimiento }));
  }

  async attachFileToMovement(link: {
    readonly groupId: string;
    readonly caseId: string;
    readonly fileName: string;
    readonly movementId: string;
  }): Promise<Result<void, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.updateMovementFileLink,
      { group_id: link.groupId, case_id: link.caseId, file_name: link.fileName, movent_id: link.movementId },
      AcknowledgementSchema,
    );
    return mapResult(answer, () => undefined);
  }
}
