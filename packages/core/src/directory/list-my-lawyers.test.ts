import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeListMyLawyers } from './list-my-lawyers';

describe('listMyLawyers', () => {
  it("lists the client's lawyers", async () => {
    const { ports, demo, client } = aSignedInPortal();
    expect(expectOk(await makeListMyLawyers(ports)({ client })).map((lawyer) => lawyer.id_abogado)).toEqual([
      demo.linkedLawyerId,
    ]);
  });

  it("answers 'Error al intentar obtener sus abogados' when they cannot be read", async () => {
    const { ports, client } = aSignedInPortal();
    ports.myLawyers.failNext('list', portalError.unavailable('network'));
    expect(expectFailure(await makeListMyLawyers(ports)({ client }), 'unavailable').message).toBe(
      'Error al intentar obtener sus abogados',
    );
  });
});
