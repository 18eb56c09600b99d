import type { PortalPorts } from '../portal-ports';
import { guardMessages } from '../shared/catalogue';
import type { GuardDecision } from '../shared/guard-decision';
import { failedTo, type PortalError, type PortalErrorKind } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import type { Case } from './case';
import type { Movement } from './movement';
import { decideLinkCaseAccess } from './movement-links';

/** A public request link's case and movement (/calendarRequest, /fileRequest, SPEC §2). */
export interface RequestLink {
  readonly caseId: string;
  readonly movementId: string;
}

/** Refusals that mean the link leads to no movement this visitor may read: none, or another type of movement, which only its owner reads. */
const NO_LINKED_MOVEMENT: readonly PortalErrorKind[] = ['not-found', 'forbidden', 'unauthenticated'];

/**
 * The movement a link points at, or null when there is none in that case that the visitor may
 * read. Only a failure to look it up (not its absence) is an error, worded as the link that
 * could not be loaded.
 */
export async function linkedMovement({ cases }: Pick<PortalPorts, 'cases'>, link: RequestLink): Promise<Result<Movement | null, PortalError>> {
  const found = await cases.getMovement(link.movementId);
  if (found.ok) return ok(found.value.id_case === link.caseId ? found.value : null);
  return NO_LINKED_MOVEMENT.includes(found.error.kind) ? ok(null) : err(failedTo(guardMessages.linkNotLoaded, found.error));
}

/**
 * The cases of whoever is signed in, or null for nobody. The links are public, so when the
 * session or the cases cannot be read the visitor is treated as anonymous and the page proceeds.
 */
async function signedInClientCases({ identity, cases }: Pick<PortalPorts, 'identity' | 'cases'>): Promise<readonly Case[] | null> {
  const session = await identity.currentSession();
  if (!session.ok) return null;
  const clientCases = await cases.listCases(session.value.userId);
  return clientCases.ok ? clientCases.value : null;
}

/** Both guards of a request link (SPEC §2): the movement's own, then case access for a signed-in owner. */
export async function checkRequestLink(
  ports: Pick<PortalPorts, 'identity' | 'cases'>,
  link: RequestLink,
  decideRequest: (movement: Movement | null) => GuardDecision,
): Promise<Result<GuardDecision, PortalError>> {
  const movement = await linkedMovement(ports, link);
  if (!movement.ok) return movement;
  const request = decideRequest(movement.value);
  if (!request.allow) return ok(request);
  return ok(decideLinkCaseAccess({ ...link, signedInClientCases: await signedInClientCases(ports) }));
}
