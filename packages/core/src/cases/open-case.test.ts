import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aCase } from '../testing/case-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeOpenCase } from './open-case';

describe('openCase (SPEC §2 case-detail guard)', () => {
  it('loads the client’s cases when the list at hand is empty, and lets their own case open', async () => {
    const { ports, demo, client } = aSignedInPortal();
    const opening = expectOk(await makeOpenCase(ports)({ client, caseId: demo.caseId, knownCases: [] }));
    expect(opening.access).toEqual({ allow: true });
    expect(opening.cases.map((item) => item.id)).toEqual(
      expect.arrayContaining([demo.caseId, demo.pendingPaymentCaseId]),
    );
    expect(ports.cases.callsOf('listCases')).toBe(1);
  });

  it("redirects another client's case to /asuntos with 'No tiene autorización para ver este asunto'", async () => {
    const { ports, demo, client } = aSignedInPortal();
    const opening = expectOk(await makeOpenCase(ports)({ client, caseId: demo.otherClientCaseId, knownCases: [] }));
    expect(opening.access).toEqual({
      allow: false,
      redirectTo: '/asuntos',
      message: 'No tiene autorización para ver este asunto',
    });
  });

  it('decides on the list at hand without loading it again', async () => {
    const { ports, client } = aSignedInPortal();
    const known = [aCase({ id: '77' })];
    const opening = expectOk(await makeOpenCase(ports)({ client, caseId: '77', knownCases: known }));
    expect(opening).toEqual({ access: { allow: true }, cases: known });
    expect(ports.cases.callsOf('listCases')).toBe(0);
  });

  it('loads the list again once when the case is missing from the list at hand (a case created after it was read)', async () => {
    const { ports, demo, client } = aSignedInPortal();
    const readBeforeTheCaseExisted = [aCase({ id: 'older' })];
    const opening = expectOk(
      await makeOpenCase(ports)({ client, caseId: demo.caseId, knownCases: readBeforeTheCaseExisted }),
    );
    expect(opening.access).toEqual({ allow: true });
    expect(opening.cases.map((item) => item.id)).toContain(demo.caseId);
    expect(ports.cases.callsOf('listCases')).toBe(1);
  });

  it('refuses a case missing from both the list at hand and the list loaded again', async () => {
    const { ports, demo, client } = aSignedInPortal();
    const opening = expectOk(
      await makeOpenCase(ports)({ client, caseId: demo.otherClientCaseId, knownCases: [aCase({ id: 'older' })] }),
    );
    expect(opening.access).toEqual({
      allow: false,
      redirectTo: '/asuntos',
      message: 'No tiene autorización para ver este asunto',
    });
    expect(ports.cases.callsOf('listCases')).toBe(1);
  });

  it("answers 'Error al intentar obtener los asuntos' when the list cannot be loaded", async () => {
    const { ports, demo, client } = aSignedInPortal();
    ports.cases.failNext('listCases', portalError.unavailable('timeout'));
    const error = expectFailure(
      await makeOpenCase(ports)({ client, caseId: demo.caseId, knownCases: [] }),
      'unavailable',
    );
    expect(error.message).toBe('Error al intentar obtener los asuntos');
  });
});
