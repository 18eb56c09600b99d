import { mapResult, type ClientRegistry, type PortalError, type Result } from '@justiciable/core';
import type { LegacyApi } from './legacy-api';
import { AcknowledgementSchema } from './legacy-wire';

/** The legacy API's view of the client, kept in step with the account (SPEC §4). */
export class LegacyApiClientRegistry implements ClientRegistry {
  constructor(private readonly api: LegacyApi) {}

  async renameClient(clientId: string, newName: string): Promise<Result<void, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.renameClient,
      { newName, [this.api.names.clientIdField]: clientId },
      AcknowledgementSchema,
    );
    return mapResult(answer, () => undefined);
  }

  async deleteClientContacts(clientId: string): Promise<Result<void, PortalError>> {
    // SPEC §7: only status 200 counts, which the client already requires.
    const answer = await this.api.client.call(
      this.api.actions.deleteClientContacts,
      { [this.api.names.clientIdField]: clientId },
      AcknowledgementSchema,
    );
    return mapResult(answer, () => undefined);
  }
}
