import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeGetStudyInfo } from './get-study-info';

describe('getStudyInfo', () => {
  it("answers a studio's information", async () => {
    const { ports, demo } = aSignedInPortal();
    expect(expectOk(await makeGetStudyInfo(ports)({ groupId: demo.linkedLawyerGroupId }))).toMatchObject({
      id_grupo: demo.linkedLawyerGroupId,
      habilitado: true,
    });
  });

  it.each([
    ['the studio does not exist', '404', null, 'not-found'],
    ['it cannot be read', '31', portalError.unavailable('network'), 'unavailable'],
  ] as const)(
    "answers 'Error al intentar obtener información del Estudio' when %s",
    async (_case, groupId, failure, kind) => {
      const { ports } = aSignedInPortal();
      if (failure !== null) ports.directory.failNext('getStudyInfo', failure);
      expect(expectFailure(await makeGetStudyInfo(ports)({ groupId }), kind).message).toBe(
        'Error al intentar obtener información del Estudio',
      );
    },
  );
});
