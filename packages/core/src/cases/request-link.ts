import type { PortalPorts } from '../portal-ports';
import { guardMessages } from '../shared/catalogue';
import type { GuardDecision } from '../shared/guard-decision';
import { failedTo, type PortalError, type PortalErrorKind } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import type { Case } from './case';
import type { Movement, RequestedMovement } from './movement';
import { decideLinkCaseAccess } from './movement-links';

/**
 * A public request link (/calendarRequest, /fileRequest, SPEC §2): its case and movement, and the
 * link's secret from `?token=`; a link without one opens only to the case's signed-in owner.
 */
export interface RequestLink {
  readonly caseId: string;
  readonly movementId: string;
  /** The link's `?token=`; left out or null, the link opens only to the case's signed-in owner. */
  readonly token?: string | null;
}

/** Refusals that mean the link leads to no movement this visitor may read: none, a wrong token, or a movement only its owner reads. */
const NO_LINKED_MOVEMENT: readonly PortalErrorKind[] = ['not-found', 'forbidden', 'unauthenticated'];

/** An owner's whole movement seen as its public link shows it. */
function asRequested(movement: Movement): RequestedMovement {
  return {
    id_movimiento: movement.id_movimiento,
    id_case: movement.id_case,
    id_tipo: movement.id_tipo,
    nombre_tipo: movement.nombre_tipo,
    fecha_alta: movement.fecha_alta,
    nombres: movement.nombres,
    descripcion_movimiento: movement.descripcion_movimiento,
    fecha_inicio_agenda: movement.fecha_inicio_agenda,
    hora_inicio_agenda: movement.hora_inicio_agenda,
    tipo_reunion: movement.tipo_reunion,
    id_agenda: movement.id_agenda,
    hasFile: movement.link_archivo !== null && movement.link_archivo.trim() !== '',
    caseName: null,
    lawyerName: null,
    studyName: null,
  };
}

/**
 * The request a link points at, or null when there is none in that case that the visitor may
 * read: with the link's token, as the link shows it; without one, only the owner's own movement.
 * Only a failure to look it up (not its absence) is an error, worded as the link that could not
 * be loaded.
 */
export async function linkedMovement(
  { cases }: Pick<PortalPorts, 'cases'>,
  link: RequestLink,
): Promise<Result<RequestedMovement | null, PortalError>> {
  const token = link.token ?? null;
  const found =
    token === null
      ? mapOwned(await cases.getMovement(link.movementId))
      : await cases.getRequestedMovement({ movementId: link.movementId, token });
  if (found.ok) return ok(found.value.id_case === link.caseId ? found.value : null);
  return NO_LINKED_MOVEMENT.includes(found.error.kind)
    ? ok(null)
    : err(failedTo(guardMessages.linkNotLoaded, found.error));
}

function mapOwned(found: Result<Movement, PortalError>): Result<RequestedMovement, PortalError> {
  return found.ok ? ok(asRequested(found.value)) : found;
}

/**
 * The cases of whoever is signed in, or null for nobody. The links are public, so when the
 * session or the cases cannot be read the visitor is treated as anonymous and the page proceeds.
 */
async function signedInClientCases({
  identity,
  cases,
}: Pick<PortalPorts, 'identity' | 'cases'>): Promise<readonly Case[] | null> {
  const session = await identity.currentSession();
  if (!session.ok) return null;
  const clientCases = await cases.listCases(session.value.userId);
  return clientCases.ok ? clientCases.value : null;
}

/**
 * Both guards of a request link (SPEC §2): the movement's own, then case access for a signed-in
 * owner, who is also taken into the case when the request was answered (the first guard's
 * refusal said as information).
 */
export async function checkRequestLink(
  ports: Pick<PortalPorts, 'identity' | 'cases'>,
  link: RequestLink,
  decideRequest: (movement: RequestedMovement | null) => GuardDecision,
): Promise<Result<GuardDecision, PortalError>> {
  const movement = await linkedMovement(ports, link);
  if (!movement.ok) return movement;
  const request = decideRequest(movement.value);
  const answered = !request.allow && request.tone === 'info';
  if (!request.allow && !answered) return ok(request);
  const access = decideLinkCaseAccess({ ...link, answered, signedInClientCases: await signedInClientCases(ports) });
  return ok(access.allow ? request : access);
}
