import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { errorMessages } from '../shared/catalogue';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeCheckStudyAvailable } from './check-study-available';

const unavailable = { allow: false, redirectTo: '/welcome', message: 'El Estudio no está disponible' };

describe('checkStudyAvailable (SPEC §2 lawyer-detail and consultation-via-link guard)', () => {
  it('lets an enabled studio through and answers it', async () => {
    const { ports, demo } = aSignedInPortal();
    const availability = expectOk(await makeCheckStudyAvailable(ports)({ groupId: demo.linkedLawyerGroupId }));
    expect(availability.access).toEqual({ allow: true });
    expect(availability.study?.id_grupo).toBe(demo.linkedLawyerGroupId);
  });

  it("sends a studio that is not enabled to /welcome with 'El Estudio no está disponible'", async () => {
    const { ports, demo } = aSignedInPortal();
    expect(expectOk(await makeCheckStudyAvailable(ports)({ groupId: demo.disabledGroupId })).access).toEqual(
      unavailable,
    );
  });

  it("sends a studio that does not exist to /welcome with 'El Estudio no está disponible'", async () => {
    const { ports } = aSignedInPortal();
    expect(expectOk(await makeCheckStudyAvailable(ports)({ groupId: '404' }))).toEqual({
      access: unavailable,
      study: null,
    });
  });

  it("answers 'El Estudio no está disponible' when reading the studio is refused", async () => {
    const { ports, demo } = aSignedInPortal();
    ports.directory.failNext('getStudyInfo', portalError.rejected(400, errorMessages.studyInfo));
    expect(
      expectFailure(await makeCheckStudyAvailable(ports)({ groupId: demo.linkedLawyerGroupId }), 'rejected').message,
    ).toBe('El Estudio no está disponible');
  });

  it.each(['network', 'timeout', 'http', 'malformed'] as const)(
    "answers 'Error al intentar obtener información del Estudio' when reading the studio got no answer (%s), not that it is unavailable",
    async (transport) => {
      const { ports, demo } = aSignedInPortal();
      ports.directory.failNext('getStudyInfo', portalError.unavailable(transport));
      expect(
        expectFailure(await makeCheckStudyAvailable(ports)({ groupId: demo.linkedLawyerGroupId }), 'unavailable')
          .message,
      ).toBe(errorMessages.studyInfo);
    },
  );
});
