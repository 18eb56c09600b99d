import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeListLawyerMedia } from './list-lawyer-media';

describe('listLawyerMedia', () => {
  it('answers the media a lawyer offers, without a session', async () => {
    const { ports, demo } = aSignedInPortal();
    ports.world.signOut();
    expect(
      expectOk(await makeListLawyerMedia(ports)({ lawyerId: demo.linkedLawyerId })).map((medium) => medium.id),
    ).toEqual(['2', '1']);
  });

  it.each([
    ['the lawyer does not exist', 'desconocido', null, 'not-found'],
    ['they cannot be read', undefined, portalError.unavailable('network'), 'unavailable'],
  ] as const)(
    "answers 'Error al intentar obtener información del Abogado.' when %s",
    async (_case, lawyerId, failure, kind) => {
      const { ports, demo } = aSignedInPortal();
      if (failure !== null) ports.directory.failNext('getLawyerMedia', failure);
      const media = await makeListLawyerMedia(ports)({ lawyerId: lawyerId ?? demo.linkedLawyerId });
      expect(expectFailure(media, kind).message).toBe('Error al intentar obtener información del Abogado.');
    },
  );
});
