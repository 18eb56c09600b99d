import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aMovement } from '../testing/case-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeReadRequestLink } from './read-request-link';

const FILE_REQUEST = '5150';
const LINK_TOKEN = 'enlace-5150';

function setUp() {
  const fixture = aSignedInPortal();
  const { ports } = fixture;
  ports.world.addMovement(
    aMovement({
      id_movimiento: FILE_REQUEST,
      id_case: fixture.demo.caseId,
      id_tipo: 2,
      descripcion_movimiento: 'Adjuntar el DNI',
      link_archivo: null,
      link_token: LINK_TOKEN,
    }),
  );
  ports.world.signOut();
  const link = { caseId: fixture.demo.caseId, movementId: FILE_REQUEST, token: LINK_TOKEN };
  return { ...fixture, link, read: makeReadRequestLink(ports) };
}

describe('readRequestLink', () => {
  it('reads the request a public link opens, with the name of its case, for a visitor who is not signed in', async () => {
    const { ports, demo, link, read } = setUp();
    const request = expectOk(await read(link));
    expect(request).toMatchObject({
      id_movimiento: FILE_REQUEST,
      id_case: demo.caseId,
      id_tipo: 2,
      descripcion_movimiento: 'Adjuntar el DNI',
      hasFile: false,
    });
    expect(request.caseName).toBe(ports.world.cases.get(demo.caseId)?.kase.case);
  });

  it.each([
    ['a wrong token', { token: 'enlace-equivocado' }],
    ['no token', { token: null }],
    ['another case', { caseId: '9999' }],
    ['a missing movement', { movementId: '9999' }],
  ])("refuses a link with %s as 'No se pudo cargar el link'", async (_, change) => {
    const { link, read } = setUp();
    const error = expectFailure(await read({ ...link, ...change }), 'not-found');
    expect(error.message).toBe('No se pudo cargar el link');
  });

  it("reads, without a token, the case's owner's own request", async () => {
    const { ports, demo, read } = setUp();
    ports.world.signInAs(demo.client.userId);
    expect(expectOk(await read({ caseId: demo.caseId, movementId: FILE_REQUEST })).id_movimiento).toBe(FILE_REQUEST);
  });

  it("labels a failure to read the request 'No se pudo cargar el link', keeping its kind", async () => {
    const { ports, link, read } = setUp();
    ports.cases.failNext('getRequestedMovement', portalError.unavailable('network'));
    const error = expectFailure(await read(link), 'unavailable');
    expect(error.message).toBe('No se pudo cargar el link');
  });
});
