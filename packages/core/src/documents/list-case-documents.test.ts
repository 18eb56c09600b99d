import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeListCaseDocuments } from './list-case-documents';

describe('listCaseDocuments', () => {
  it('lists the files stored for a case', async () => {
    const { ports, demo } = aSignedInPortal();
    const documents = expectOk(
      await makeListCaseDocuments(ports)({ caseId: demo.caseId, groupId: demo.linkedLawyerGroupId }),
    );
    expect(documents).toEqual([
      expect.objectContaining({ id: demo.documentKey, name: 'Acta de matrimonio.pdf', case_id: demo.caseId }),
    ]);
  });

  it.each([
    ['the service fails', portalError.unavailable('network'), 'unavailable'],
    ["the case is another client's", null, 'forbidden'],
  ] as const)("answers 'Error al intentar obtener documentos' when %s", async (_case, failure, kind) => {
    const { ports, demo } = aSignedInPortal();
    if (failure !== null) ports.documents.failNext('listByCase', failure);
    const caseId = failure === null ? demo.otherClientCaseId : demo.caseId;
    expect(expectFailure(await makeListCaseDocuments(ports)({ caseId, groupId: '31' }), kind).message).toBe(
      'Error al intentar obtener documentos',
    );
  });
});
