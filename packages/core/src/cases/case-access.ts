import { guardMessages } from '../shared/catalogue';
import { allowRoute, guardPaths, type GuardDecision, type GuardRefusal } from '../shared/guard-decision';
import type { Case } from './case';

/** The case-detail guard's refusal: back to /asuntos with SPEC §2's message. */
export const caseRefusal: GuardRefusal = {
  allow: false,
  redirectTo: guardPaths.cases,
  message: guardMessages.caseNotAuthorized,
};

/**
 * The case-detail guard (SPEC §2, §6): a client opens only their own cases. The caller passes
 * the client's cases, loaded first when its list is empty.
 */
export function decideCaseAccess(caseId: string, cases: readonly Pick<Case, 'id'>[]): GuardDecision {
  return cases.some((item) => item.id === caseId) ? allowRoute : caseRefusal;
}
