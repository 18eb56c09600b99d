import type { CatalogueMessage } from './catalogue';

/** What a route guard decided (SPEC §2): go on, or go elsewhere and maybe tell the user why. */
export type GuardDecision =
  | { readonly allow: true }
  | { readonly allow: false; readonly redirectTo: string; readonly message: CatalogueMessage | null };

export const allowRoute: GuardDecision = { allow: true };

export function redirectRoute(redirectTo: string, message: CatalogueMessage | null): GuardDecision {
  return { allow: false, redirectTo, message };
}

/** The paths the guards send the user to. */
export const guardPaths = {
  cases: '/asuntos',
  welcome: '/welcome',
  /** A signed-in owner answers a movement's request from inside the case. */
  movementInCase: (caseId: string, movementId: string) =>
    `/asunto/${encodeURIComponent(caseId)}/${encodeURIComponent(movementId)}/fileRequest`,
} as const;
