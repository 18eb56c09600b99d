import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makePreviewStudy } from './preview-study';

describe('previewStudy', () => {
  it("answers a lawyer's studio for the preview pages, without a session", async () => {
    const { ports, demo } = aSignedInPortal();
    ports.world.signOut();
    const study = expectOk(
      await makePreviewStudy(ports)({ lawyerId: demo.linkedLawyerId, groupId: demo.linkedLawyerGroupId }),
    );
    expect(study.id_grupo).toBe(demo.linkedLawyerGroupId);
  });

  it.each([
    ['the lawyer is not in that studio', 'otro', null, 'not-found'],
    ['it cannot be read', undefined, portalError.unavailable('network'), 'unavailable'],
  ] as const)(
    "answers 'Error al intentar obtener información del Estudio' when %s",
    async (_case, lawyerId, failure, kind) => {
      const { ports, demo } = aSignedInPortal();
      if (failure !== null) ports.directory.failNext('getStudyPreview', failure);
      const preview = makePreviewStudy(ports)({
        lawyerId: lawyerId ?? demo.linkedLawyerId,
        groupId: demo.linkedLawyerGroupId,
      });
      expect(expectFailure(await preview, kind).message).toBe('Error al intentar obtener información del Estudio');
    },
  );
});
