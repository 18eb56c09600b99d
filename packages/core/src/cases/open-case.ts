import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import type { GuardDecision } from '../shared/guard-decision';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import type { Case } from './case';
import { decideCaseAccess } from './case-access';
import { makeListCases } from './list-cases';

export interface CaseOpeningRequest {
  readonly client: SignedInClient;
  readonly caseId: string;
  /** The client's cases already at hand, which spare a load when the case is among them; none by default. */
  readonly knownCases?: readonly Case[];
}

export interface CaseOpening {
  readonly access: GuardDecision;
  /** The client's cases the decision was made on: those given, or those just loaded. */
  readonly cases: readonly Case[];
}

/**
 * The case-detail guard (SPEC §2, §6): the case must be among the client's cases. The list at
 * hand is loaded first when empty, and loaded again once when the case is missing from it (a
 * consultation started after the list was read); only then is the case refused, redirecting to
 * /asuntos with SPEC §2's message.
 */
export function makeOpenCase({ cases }: Pick<PortalPorts, 'cases'>) {
  const listCases = makeListCases({ cases });
  return async function openCase({
    client,
    caseId,
    knownCases = [],
  }: CaseOpeningRequest): Promise<Result<CaseOpening, PortalError>> {
    if (knownCases.some((item) => item.id === caseId))
      return ok({ access: decideCaseAccess(caseId, knownCases), cases: knownCases });
    const loaded = await listCases({ client });
    if (!loaded.ok) return loaded;
    return ok({ access: decideCaseAccess(caseId, loaded.value), cases: loaded.value });
  };
}
