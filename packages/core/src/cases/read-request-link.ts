import type { PortalPorts } from '../portal-ports';
import { guardMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import type { RequestedMovement } from './movement';
import { linkedMovement, type RequestLink } from './request-link';

/**
 * What a public request link's page shows (/fileRequest, /calendarRequest, SPEC §2): the request
 * as its link reads it, with the case's name and studio. A link that leads to no request this
 * visitor may read, or one that cannot be read, fails as 'No se pudo cargar el link'.
 */
export function makeReadRequestLink({ cases }: Pick<PortalPorts, 'cases'>) {
  return async function readRequestLink(link: RequestLink): Promise<Result<RequestedMovement, PortalError>> {
    const movement = await linkedMovement({ cases }, link);
    if (!movement.ok) return movement;
    if (movement.value === null)
      return err(
        portalError.notFound(
          guardMessages.linkNotLoaded,
          `no request ${link.movementId} in case ${link.caseId} for this link`,
        ),
      );
    return ok(movement.value);
  };
}
