import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aContactRequest, aDirectoryListing } from '../testing/directory-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeListDirectory } from './list-directory';

function setUp() {
  const fixture = aSignedInPortal();
  const { ports, client } = fixture;
  ports.world.addLawyer(aDirectoryListing({ id: 'abogada-pendiente', id_grupo: '40' }));
  ports.world.addContactRequest(
    aContactRequest({ id: '990', id_abogado: 'abogada-pendiente', leido: false, estado: 'pendiente' }),
    { clientId: client.id },
  );
  ports.world.addLawyer(aDirectoryListing({ id: 'abogado-oculto', id_grupo: '41', visible: 'f' }));
  return { ...fixture, listDirectory: makeListDirectory(fixture.ports) };
}

describe('listDirectory (SPEC §4 directory contact button)', () => {
  it('gives each lawyer the button of the latest request, sorted CONTACTADO, PENDIENTE, CONTACTAR', async () => {
    const { demo, client, listDirectory } = setUp();
    const entries = expectOk(await listDirectory({ client }));
    expect(entries.map((entry) => [entry.id, entry.button['msg-btn']])).toEqual([
      [demo.linkedLawyerId, 'CONTACTADO'],
      ['abogada-pendiente', 'PENDIENTE'],
      [demo.otherLawyerId, 'CONTACTAR'],
    ]);
    expect(entries[0]?.button).toEqual({ 'msg-btn': 'CONTACTADO', disabled: true });
  });

  it("hides lawyers not visible ('f') by default, unless they are the client's contact", async () => {
    const { ports, demo, client, listDirectory } = setUp();
    ports.world.lawyers.splice(0, 1, aDirectoryListing({ visible: 'f' }));
    const ids = expectOk(await listDirectory({ client })).map((entry) => entry.id);
    expect(ids).toContain(demo.linkedLawyerId);
    expect(ids).not.toContain('abogado-oculto');
  });

  it('lists hidden lawyers too when asked', async () => {
    const { client, listDirectory } = setUp();
    const ids = expectOk(await listDirectory({ client, includeHidden: true })).map((entry) => entry.id);
    expect(ids).toContain('abogado-oculto');
  });

  it.each(['listLawyers', 'listRequests'] as const)(
    "answers 'Error al intentar obtener el directorio de abogados' when %s fails",
    async (method) => {
      const { ports, client, listDirectory } = setUp();
      if (method === 'listLawyers') ports.directory.failNext(method, portalError.unavailable('network'));
      else ports.contactRequests.failNext(method, portalError.unavailable('network'));
      expect(expectFailure(await listDirectory({ client }), 'unavailable').message).toBe(
        'Error al intentar obtener el directorio de abogados',
      );
    },
  );
});
