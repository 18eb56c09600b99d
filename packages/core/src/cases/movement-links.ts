import { isBlank } from '../shared/blank';
import { guardMessages } from '../shared/catalogue';
import { allowRoute, guardPaths, informRoute, redirectRoute, type GuardDecision } from '../shared/guard-decision';
import type { Case } from './case';
import { MOVEMENT_TYPE, type Movement, type RequestedMovement } from './movement';

/** Whether a public request link (SPEC §2) reads this movement: a file request (type 2) or a date request (type 7). */
export function isLinkRequest(movement: Pick<Movement, 'id_tipo'>): boolean {
  return movement.id_tipo === MOVEMENT_TYPE.fileRequest || movement.id_tipo === MOVEMENT_TYPE.calendarRequest;
}

/** Whether a movement has a public link that its token opens: a file or date request, or a consultation's attachment (types 2, 7, 3). */
export function hasPublicLink(movement: Pick<Movement, 'id_tipo'>): boolean {
  return isLinkRequest(movement) || movement.id_tipo === MOVEMENT_TYPE.attachment;
}

/** Whether a movement still awaits the file its link may deliver, once: a file request or an attachment without a file yet. */
export function awaitsFile(movement: Pick<Movement, 'id_tipo' | 'link_archivo'>): boolean {
  return (
    (movement.id_tipo === MOVEMENT_TYPE.fileRequest || movement.id_tipo === MOVEMENT_TYPE.attachment) &&
    isBlank(movement.link_archivo)
  );
}

/** Whether a date request (type 7) still awaits the date the client picks: it has none yet, so the case offers to choose one. */
export function awaitsDate(movement: Pick<Movement, 'id_tipo' | 'fecha_inicio_agenda'>): boolean {
  return movement.id_tipo === MOVEMENT_TYPE.calendarRequest && isBlank(movement.fecha_inicio_agenda);
}

/**
 * The /calendarRequest guard (SPEC §2): the movement must exist and ask for a date (type 7);
 * once it has both a date and a time the request was answered, which is said as information:
 * the link did its work, nobody did anything wrong.
 */
export function decideCalendarRequest(
  movement: Pick<RequestedMovement, 'id_tipo' | 'fecha_inicio_agenda' | 'hora_inicio_agenda'> | null,
): GuardDecision {
  if (movement === null || movement.id_tipo !== MOVEMENT_TYPE.calendarRequest) {
    return redirectRoute(guardPaths.welcome, guardMessages.linkNotLoaded);
  }
  if (!isBlank(movement.fecha_inicio_agenda) && !isBlank(movement.hora_inicio_agenda)) {
    return informRoute(guardPaths.welcome, guardMessages.fileAlreadyLoaded);
  }
  return allowRoute;
}

/**
 * The /fileRequest guard (SPEC §2): the movement must exist; a file request (type 2) that
 * already links a file was answered, said as information. Other types proceed, as the spec
 * checks only type 2.
 */
export function decideFileRequest(movement: Pick<RequestedMovement, 'id_tipo' | 'hasFile'> | null): GuardDecision {
  if (movement === null) return redirectRoute(guardPaths.welcome, guardMessages.linkNotLoaded);
  if (movement.id_tipo === MOVEMENT_TYPE.fileRequest && movement.hasFile) {
    return informRoute(guardPaths.welcome, guardMessages.fileAlreadyLoaded);
  }
  return allowRoute;
}

export interface LinkCaseAccess {
  readonly caseId: string;
  readonly movementId: string;
  /** The signed-in client's cases; null when nobody is signed in. */
  readonly signedInClientCases: readonly Pick<Case, 'id'>[] | null;
  /** Whether the request was answered already (the first guard's 'El archivo ya fue cargado'). */
  readonly answered?: boolean;
}

/**
 * The second guard of the public request links (SPEC §2): a signed-in owner of the case answers
 * from inside it, so goes to /asunto/{case}/{movement}/fileRequest; anyone else proceeds on the
 * public page. A request already answered takes its owner to the movement in the case, where the
 * file or the date is, with 'El archivo ya fue cargado' as information: /welcome, where SPEC sends
 * everyone, would only pass a signed-in owner on to Nueva consulta, far from what they came for.
 */
export function decideLinkCaseAccess({
  caseId,
  movementId,
  signedInClientCases,
  answered = false,
}: LinkCaseAccess): GuardDecision {
  const ownsCase = signedInClientCases?.some((item) => item.id === caseId) ?? false;
  if (!ownsCase) return allowRoute;
  return answered
    ? informRoute(guardPaths.caseMovement(caseId, movementId), guardMessages.fileAlreadyLoaded)
    : redirectRoute(guardPaths.movementInCase(caseId, movementId), null);
}
