import type { PortalPorts } from '../portal-ports';
import type { GuardDecision } from '../shared/guard-decision';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import { decideCalendarRequest } from './movement-links';
import { checkRequestLink, type RequestLink } from './request-link';

/**
 * The /calendarRequest/:id_case/:id_movement/:id_lawyer guards (SPEC §2): an unanswered date
 * request (type 7) must exist; a signed-in owner answers it from inside the case.
 */
export function makeCheckCalendarRequestLink(ports: Pick<PortalPorts, 'identity' | 'cases'>) {
  return function checkCalendarRequestLink(link: RequestLink): Promise<Result<GuardDecision, PortalError>> {
    return checkRequestLink(ports, link, decideCalendarRequest);
  };
}
