import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aMovement } from '../testing/case-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeCheckFileRequestLink } from './check-file-request-link';

const FILE_REQUEST = '5150';
const LINK_TOKEN = 'enlace-5150';

function setUp({ signedIn = true } = {}) {
  const fixture = aSignedInPortal();
  const { ports } = fixture;
  ports.world.addMovement(
    aMovement({
      id_movimiento: FILE_REQUEST,
      id_tipo: 2,
      descripcion_movimiento: 'Enviar acta de matrimonio',
      link_token: LINK_TOKEN,
    }),
  );
  if (!signedIn) ports.world.signOut();
  return { ...fixture, check: makeCheckFileRequestLink(ports) };
}

describe('checkFileRequestLink (SPEC §2 /fileRequest guards)', () => {
  it('lets a visitor answer an open file request', async () => {
    const { demo, check } = setUp({ signedIn: false });
    expect(expectOk(await check({ caseId: demo.caseId, movementId: FILE_REQUEST, token: LINK_TOKEN }))).toEqual({
      allow: true,
    });
  });

  it('sends the owner into the case for a movement of another type: only type 2 is checked for a file', async () => {
    const { demo, check } = setUp();
    expect(expectOk(await check({ caseId: demo.caseId, movementId: demo.movementId, token: null }))).toEqual({
      allow: false,
      redirectTo: `/asunto/${demo.caseId}/${demo.movementId}/fileRequest`,
      message: null,
    });
  });

  it.each([
    ['a visitor', false],
    ['another signed-in client', true],
  ])(
    "sends %s to /welcome with 'No se pudo cargar el link' for a movement of another type, which only its owner reads",
    async (_who, signedIn) => {
      const { ports, demo, check } = setUp({ signedIn: false });
      if (signedIn) ports.world.signInAs(demo.otherClient.userId);
      expect(expectOk(await check({ caseId: demo.caseId, movementId: demo.movementId, token: null }))).toEqual({
        allow: false,
        redirectTo: '/welcome',
        message: 'No se pudo cargar el link',
      });
    },
  );

  it('sends the signed-in owner of the case into the case', async () => {
    const { demo, check } = setUp();
    expect(expectOk(await check({ caseId: demo.caseId, movementId: FILE_REQUEST, token: LINK_TOKEN }))).toEqual({
      allow: false,
      redirectTo: `/asunto/${demo.caseId}/${FILE_REQUEST}/fileRequest`,
      message: null,
    });
  });

  it("sends a visitor with a file request that already has its file to /welcome, saying calmly 'El archivo ya fue cargado'", async () => {
    const { ports, demo, check } = setUp({ signedIn: false });
    ports.world.addMovement(
      aMovement({ id_movimiento: '5151', id_tipo: 2, link_archivo: '31/1024/acta.pdf', link_token: 'enlace-5151' }),
    );
    expect(expectOk(await check({ caseId: demo.caseId, movementId: '5151', token: 'enlace-5151' }))).toEqual({
      allow: false,
      redirectTo: '/welcome',
      message: 'El archivo ya fue cargado',
      tone: 'info',
    });
  });

  it("takes the signed-in owner of an answered file request to the movement in the case: 'El archivo ya fue cargado', as information", async () => {
    const { ports, demo, check } = setUp();
    ports.world.addMovement(
      aMovement({ id_movimiento: '5151', id_tipo: 2, link_archivo: '31/1024/acta.pdf', link_token: 'enlace-5151' }),
    );
    expect(expectOk(await check({ caseId: demo.caseId, movementId: '5151', token: 'enlace-5151' }))).toEqual({
      allow: false,
      redirectTo: `/asunto/${demo.caseId}/5151`,
      message: 'El archivo ya fue cargado',
      tone: 'info',
    });
  });

  it.each([
    ['a wrong token', 'enlace-otro'],
    ['no token', null],
  ])("sends a visitor whose link has %s to /welcome with 'No se pudo cargar el link'", async (_what, token) => {
    const { demo, check } = setUp({ signedIn: false });
    expect(expectOk(await check({ caseId: demo.caseId, movementId: FILE_REQUEST, token }))).toEqual({
      allow: false,
      redirectTo: '/welcome',
      message: 'No se pudo cargar el link',
    });
  });

  it("sends a movement that does not exist to /welcome with 'No se pudo cargar el link'", async () => {
    const { demo, check } = setUp({ signedIn: false });
    expect(expectOk(await check({ caseId: demo.caseId, movementId: '9999', token: LINK_TOKEN }))).toEqual({
      allow: false,
      redirectTo: '/welcome',
      message: 'No se pudo cargar el link',
    });
  });

  it("answers 'No se pudo cargar el link' when the movement cannot be read", async () => {
    const { ports, demo, check } = setUp({ signedIn: false });
    ports.cases.failNext('getRequestedMovement', portalError.unavailable('network'));
    expect(
      expectFailure(await check({ caseId: demo.caseId, movementId: FILE_REQUEST, token: LINK_TOKEN }), 'unavailable')
        .message,
    ).toBe('No se pudo cargar el link');
  });
});
