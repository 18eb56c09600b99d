import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aCase } from '../testing/case-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeListCases } from './list-cases';

describe('listCases', () => {
  it('lists only the client’s cases, newest first by creation date (SPEC §6, §9)', async () => {
    const { ports, demo, client } = aSignedInPortal();
    ports.world.addCase(aCase({ id: '1030', case: 'Sucesión', fecha: '2025-03-01T08:00:00.000Z' }), {
      ownerId: demo.client.userId,
    });
    const cases = expectOk(await makeListCases(ports)({ client }));
    expect(cases.map((item) => item.id)).toEqual(['1030', '1024', '1025']);
  });

  it('filters by the user who created the case (usuario_alta, SPEC §6)', async () => {
    const { ports, demo, client } = aSignedInPortal();
    const cases = expectOk(await makeListCases(ports)({ client, createdBy: demo.linkedLawyerId }));
    expect(cases.map((item) => item.id)).toEqual([demo.pendingPaymentCaseId]);
  });

  it("answers 'Error al intentar obtener los asuntos' when the list cannot be read", async () => {
    const { ports, client } = aSignedInPortal();
    ports.cases.failNext('listCases', portalError.unavailable('network'));
    const error = expectFailure(await makeListCases(ports)({ client }), 'unavailable');
    expect(error.message).toBe('Error al intentar obtener los asuntos');
  });
});
