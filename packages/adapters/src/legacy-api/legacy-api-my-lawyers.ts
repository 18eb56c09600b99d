import { mapResult, type MyLawyer, type MyLawyers, type PortalError, type Result } from '@justiciable/core';
import * as v from 'valibot';
import { myLawyerFromWire, MyLawyerWireSchema } from './directory-wire';
import type { LegacyApi } from './legacy-api';
import { AcknowledgementSchema } from './legacy-wire';

const MyLawyersAnswer = v.looseObject({ datos: v.array(MyLawyerWireSchema) });

/** The lawyers the client works with, in the legacy API (SPEC §7). */
export class LegacyApiMyLawyers implements MyLawyers {
  constructor(private readonly api: LegacyApi) {}

  async list(clientId: string): Promise<Result<readonly MyLawyer[], PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.listaMisAbogados,
      { [this.api.names.clientIdField]: clientId },
      MyLawyersAnswer,
    );
    return mapResult(answer, ({ datos }) => datos.map(myLawyerFromWire));
  }

  async unlink(clientId: string, lawyerId: string): Promise<Result<void, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.unlinkLawyer,
      { [this.api.names.clientIdField]: clientId, id_lawyer: lawyerId },
      AcknowledgementSchema,
    );
    return mapResult(answer, () => undefined);
  }
}
