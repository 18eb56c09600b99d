import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { mapResult, type Result } from '../shared/result';
import type { Case } from './case';
import { sortCasesNewestFirst } from './case-estado';

export interface CaseListOptions {
  /** Only the cases this user created (usuario_alta, SPEC §6). */
  readonly createdBy?: string;
}

/** Whose cases to list, and how. */
export interface CaseListRequest extends CaseListOptions {
  readonly client: SignedInClient;
}

/** The client's cases, estado already derived by the port (SPEC §4), newest first (SPEC §9). */
export function makeListCases({ cases }: Pick<PortalPorts, 'cases'>) {
  return async function listCases({
    client,
    ...options
  }: CaseListRequest): Promise<Result<readonly Case[], PortalError>> {
    return mapResult(
      labelFailure(await cases.listCases(client.id, options), errorMessages.cases),
      sortCasesNewestFirst,
    );
  };
}
