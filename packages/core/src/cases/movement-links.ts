import { isBlank } from '../shared/blank';
import { guardMessages } from '../shared/catalogue';
import { allowRoute, guardPaths, redirectRoute, type GuardDecision } from '../shared/guard-decision';
import type { Case } from './case';
import { MOVEMENT_TYPE, type Movement } from './movement';

/** Whether a public request link (SPEC §2) reads this movement: a file request (type 2) or a date request (type 7). */
export function isLinkRequest(movement: Pick<Movement, 'id_tipo'>): boolean {
  return movement.id_tipo === MOVEMENT_TYPE.fileRequest || movement.id_tipo === MOVEMENT_TYPE.calendarRequest;
}

/**
 * The /calendarRequest guard (SPEC §2): the movement must exist and ask for a date (type 7);
 * once it has both a date and a time the request was answered.
 */
export function decideCalendarRequest(movement: Movement | null): GuardDecision {
  if (movement === null || movement.id_tipo !== MOVEMENT_TYPE.calendarRequest) {
    return redirectRoute(guardPaths.welcome, guardMessages.linkNotLoaded);
  }
  if (!isBlank(movement.fecha_inicio_agenda) && !isBlank(movement.hora_inicio_agenda)) {
    return redirectRoute(guardPaths.welcome, guardMessages.fileAlreadyLoaded);
  }
  return allowRoute;
}

/**
 * The /fileRequest guard (SPEC §2): the movement must exist; a file request (type 2) that
 * already links a file was answered. Other types proceed, as the spec checks only type 2.
 */
export function decideFileRequest(movement: Movement | null): GuardDecision {
  if (movement === null) return redirectRoute(guardPaths.welcome, guardMessages.linkNotLoaded);
  if (movement.id_tipo === MOVEMENT_TYPE.fileRequest && !isBlank(movement.link_archivo)) {
    return redirectRoute(guardPaths.welcome, guardMessages.fileAlreadyLoaded);
  }
  return allowRoute;
}

export interface LinkCaseAccess {
  readonly caseId: string;
  readonly movementId: string;
  /** The signed-in client's cases; null when nobody is signed in. */
  readonly signedInClientCases: readonly Pick<Case, 'id'>[] | null;
}

/**
 * The second guard of the public request links (SPEC §2): a signed-in owner of the case answers
 * from inside it, so goes to /asunto/{case}/{movement}/fileRequest; anyone else proceeds on the
 * public page.
 */
export function decideLinkCaseAccess({ caseId, movementId, signedInClientCases }: LinkCaseAccess): GuardDecision {
  const ownsCase = signedInClientCases?.some((item) => item.id === caseId) ?? false;
  return ownsCase ? redirectRoute(guardPaths.movementInCase(caseId, movementId), null) : allowRoute;
}
