import type { PortalPorts } from '../portal-ports';
import type { GuardDecision } from '../shared/guard-decision';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import { decideFileRequest } from './movement-links';
import { checkRequestLink, type RequestLink } from './request-link';

/**
 * The /fileRequest/:id_case/:id_movement/:id_group guards (SPEC §2): the movement must exist and a
 * file request must not be answered yet; a signed-in owner answers it from inside the case.
 */
export function makeCheckFileRequestLink(ports: Pick<PortalPorts, 'identity' | 'cases'>) {
  return function checkFileRequestLink(link: RequestLink): Promise<Result<GuardDecision, PortalError>> {
    return checkRequestLink(ports, link, decideFileRequest);
  };
}
