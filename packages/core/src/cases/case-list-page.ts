import { casesNeedingClient, type WhatNeedsMe } from '../attention/what-needs-me';
import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import { mapResult, ok, type Result } from '../shared/result';
import type { Case } from './case';
import { caseNextStep, type CaseNextStep } from './case-next-step';
import { lawyersOfCases } from './case-search';
import { makeListCases } from './list-cases';

/** A case as the case list shows it: what its state waits for, and whether the client must act on it. */
export interface CaseListItem extends Case {
  readonly nextStep: CaseNextStep;
  /** It needs the client: among what needs them (listWhatNeedsMe), or, that not known, it owes a payment. */
  readonly needsClient: boolean;
}

/** The case list (SPEC §2 asuntos): the cases, newest first, and the lawyers and studios to filter them by. */
export interface CaseListPage {
  readonly cases: readonly CaseListItem[];
  /** The cases' lawyers and studios, each once, in display order. */
  readonly lawyers: readonly string[];
}

export interface CaseListPageRequest {
  readonly client: SignedInClient;
  /** The client's cases already at hand, which spare reading them. */
  readonly knownCases?: readonly Case[];
  /** What needs the client, as listWhatNeedsMe last answered it; null or left out when not known. */
  readonly whatNeedsMe?: Pick<WhatNeedsMe, 'caseIds'> | null;
}

/** The case list's answer from the cases and what needs the client. */
export function caseListPage(cases: readonly Case[], whatNeedsMe: Pick<WhatNeedsMe, 'caseIds'> | null): CaseListPage {
  const needing = casesNeedingClient(cases, whatNeedsMe);
  return {
    cases: cases.map((kase) => ({ ...kase, nextStep: caseNextStep(kase), needsClient: needing.has(kase.id) })),
    lawyers: lawyersOfCases(cases),
  };
}

export function makeOpenCaseList({ cases }: Pick<PortalPorts, 'cases'>) {
  const listCases = makeListCases({ cases });
  return async function openCaseList({
    client,
    knownCases,
    whatNeedsMe = null,
  }: CaseListPageRequest): Promise<Result<CaseListPage, PortalError>> {
    const listed = knownCases === undefined ? await listCases({ client }) : ok(knownCases);
    return mapResult(listed, (read) => caseListPage(read, whatNeedsMe));
  };
}
