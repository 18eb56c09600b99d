import type { MyLawyers } from '../directory/directory-ports';
import type { MyLawyer } from '../directory/my-lawyer';
import { errorMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { detached } from './detached';
import { InMemoryFake } from './in-memory-fake';
import type { InMemoryWorld } from './in-memory-world';

/** The client's lawyers; unlinking one ends the contact, so the directory shows CONTACTAR again. */
export class InMemoryMyLawyers extends InMemoryFake<MyLawyers> implements MyLawyers {
  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  list(clientId: string): Promise<Result<readonly MyLawyer[], PortalError>> {
    return this.respond('list', () => {
      const acting = this.world.actingFor(clientId, errorMessages.myLawyers);
      if (!acting.ok) return acting;
      return ok(
        detached(this.world.myLawyers.filter((record) => record.clientId === clientId).map((record) => record.lawyer)),
      );
    });
  }

  unlink(clientId: string, lawyerId: string): Promise<Result<void, PortalError>> {
    return this.respond('unlink', () => {
      const acting = this.world.actingFor(clientId, errorMessages.unlinkLawyer);
      if (!acting.ok) return acting;
      const linked = this.world.myLawyers.some(
        (record) => record.clientId === clientId && record.lawyer.id_abogado === lawyerId,
      );
      if (!linked)
        return err(
          portalError.notFound(errorMessages.lawyerNotFound, `lawyer ${lawyerId} is not linked to ${clientId}`),
        );
      this.world.unlinkLawyer(clientId, lawyerId);
      return ok();
    });
  }
}
