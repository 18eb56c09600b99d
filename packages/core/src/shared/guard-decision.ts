import type { CatalogueMessage } from './catalogue';

/**
 * What a route guard decided (SPEC §2): go on, or go elsewhere and maybe tell the user why. A
 * refusal's message is an error unless `tone` is 'info': then it tells how things stand (a request
 * already answered), which nobody did wrong, so it is shown calmly.
 */
export type GuardDecision =
  | { readonly allow: true }
  | {
      readonly allow: false;
      readonly redirectTo: string;
      readonly message: CatalogueMessage | null;
      readonly tone?: 'info';
    };

/** A guard's refusal: where to go instead, and what to tell. */
export type GuardRefusal = Extract<GuardDecision, { readonly allow: false }>;

export const allowRoute: GuardDecision = { allow: true };

export function redirectRoute(redirectTo: string, message: CatalogueMessage | null): GuardDecision {
  return { allow: false, redirectTo, message };
}

/** Go elsewhere and tell the user, as information, how things stand. */
export function informRoute(redirectTo: string, message: CatalogueMessage): GuardDecision {
  return { allow: false, redirectTo, message, tone: 'info' };
}

/** The paths the guards send the user to. */
export const guardPaths = {
  cases: '/asuntos',
  welcome: '/welcome',
  /** A signed-in owner answers a movement's request from inside the case. */
  movementInCase: (caseId: string, movementId: string) =>
    `/asunto/${encodeURIComponent(caseId)}/${encodeURIComponent(movementId)}/fileRequest`,
  /** A movement shown in its case, which the case page scrolls to and focuses. */
  caseMovement: (caseId: string, movementId: string) =>
    `/asunto/${encodeURIComponent(caseId)}/${encodeURIComponent(movementId)}`,
} as const;
