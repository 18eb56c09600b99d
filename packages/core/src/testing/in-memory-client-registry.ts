import type { ClientRegistry } from '../account/account-repository';
import { errorMessages } from '../shared/catalogue';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import { InMemoryFake } from './in-memory-fake';
import type { InMemoryWorld } from './in-memory-world';

/** The legacy API's record of the client: the names on their comments and their contacts with lawyers. */
export class InMemoryClientRegistry extends InMemoryFake<ClientRegistry> implements ClientRegistry {
  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  renameClient(clientId: string, newName: string): Promise<Result<void, PortalError>> {
    return this.respond('renameClient', () => {
      const acting = this.world.actingFor(clientId, errorMessages.saveProfile);
      if (!acting.ok) return acting;
      for (const record of this.world.movementComments.values()) {
        if (record.authorId === clientId) record.comment = { ...record.comment, nombres_usuario: newName };
      }
      return ok();
    });
  }

  deleteClientContacts(clientId: string): Promise<Result<void, PortalError>> {
    return this.respond('deleteClientContacts', () => {
      const acting = this.world.actingFor(clientId, errorMessages.deleteAccount);
      if (!acting.ok) return acting;
      const lawyerIds = new Set(
        this.world.contactRequests
          .filter((record) => record.clientId === clientId)
          .map((record) => record.request.id_abogado),
      );
      for (const record of this.world.myLawyers)
        if (record.clientId === clientId) lawyerIds.add(record.lawyer.id_abogado);
      for (const lawyerId of lawyerIds) this.world.unlinkLawyer(clientId, lawyerId);
      return ok();
    });
  }
}
