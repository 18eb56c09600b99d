import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import type { DemoWorld } from '../testing/demo-world';
import { makeGetLawyerDetails } from './get-lawyer-details';

describe('getLawyerDetails', () => {
  it("answers the lawyer with the client's contact button and the group's media", async () => {
    const { ports, demo, client } = aSignedInPortal();
    const details = expectOk(
      await makeGetLawyerDetails(ports)({ client, lawyerId: demo.linkedLawyerId, groupId: demo.linkedLawyerGroupId }),
    );
    expect(details.lawyer).toMatchObject({ id: demo.linkedLawyerId, button: { 'msg-btn': 'CONTACTADO' } });
    expect(details.media.map((medium) => medium.nombre)).toEqual(['Videollamada', 'Presencial']);
  });

  it('shows CONTACTAR for a lawyer the client never contacted', async () => {
    const { ports, demo, client } = aSignedInPortal();
    const details = expectOk(
      await makeGetLawyerDetails(ports)({ client, lawyerId: demo.otherLawyerId, groupId: demo.otherLawyerGroupId }),
    );
    expect(details.lawyer.button['msg-btn']).toBe('CONTACTAR');
  });

  it.each([
    ['an unknown lawyer', (demo: DemoWorld) => ({ lawyerId: 'desconocido', groupId: demo.linkedLawyerGroupId })],
    [
      'a lawyer of another group',
      (demo: DemoWorld) => ({ lawyerId: demo.linkedLawyerId, groupId: demo.otherLawyerGroupId }),
    ],
  ])("answers 'No se encontró el abogado' for %s", async (_case, lawyerOf) => {
    const { ports, demo, client } = aSignedInPortal();
    expect(expectFailure(await makeGetLawyerDetails(ports)({ client, ...lawyerOf(demo) }), 'not-found').message).toBe(
      'No se encontró el abogado',
    );
  });

  it.each(['listLawyers', 'listRequests', 'getGroupMedia'] as const)(
    "answers 'Error al intentar obtener información del Abogado.' when %s fails",
    async (method) => {
      const { ports, demo, client } = aSignedInPortal();
      if (method === 'listRequests') ports.contactRequests.failNext(method, portalError.unavailable('network'));
      else ports.directory.failNext(method, portalError.unavailable('network'));
      const details = await makeGetLawyerDetails(ports)({
        client,
        lawyerId: demo.linkedLawyerId,
        groupId: demo.linkedLawyerGroupId,
      });
      expect(expectFailure(details, 'unavailable').message).toBe('Error al intentar obtener información del Abogado.');
    },
  );
});
