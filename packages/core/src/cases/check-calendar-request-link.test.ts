import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aMovement } from '../testing/case-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeCheckCalendarRequestLink } from './check-calendar-request-link';

const DATE_REQUEST = '5140';
const LINK_TOKEN = 'enlace-5140';

function setUp({ signedIn = true } = {}) {
  const fixture = aSignedInPortal();
  const { ports } = fixture;
  ports.world.addMovement(
    aMovement({
      id_movimiento: DATE_REQUEST,
      id_tipo: 7,
      descripcion_movimiento: 'Elegir fecha de audiencia',
      link_token: LINK_TOKEN,
    }),
  );
  if (!signedIn) ports.world.signOut();
  return { ...fixture, check: makeCheckCalendarRequestLink(ports) };
}

describe('checkCalendarRequestLink (SPEC §2 /calendarRequest guards)', () => {
  it('lets a visitor who is not signed in answer an open date request', async () => {
    const { demo, check } = setUp({ signedIn: false });
    expect(expectOk(await check({ caseId: demo.caseId, movementId: DATE_REQUEST, token: LINK_TOKEN }))).toEqual({
      allow: true,
    });
  });

  it('sends the signed-in owner of the case to /asunto/{case}/{movement}/fileRequest', async () => {
    const { demo, check } = setUp();
    expect(expectOk(await check({ caseId: demo.caseId, movementId: DATE_REQUEST, token: LINK_TOKEN }))).toEqual({
      allow: false,
      redirectTo: `/asunto/${demo.caseId}/${DATE_REQUEST}/fileRequest`,
      message: null,
    });
  });

  it('lets a signed-in client who does not own the case proceed on the public page', async () => {
    const { ports, demo, check } = setUp();
    ports.world.signInAs(demo.otherClient.userId);
    expect(expectOk(await check({ caseId: demo.caseId, movementId: DATE_REQUEST, token: LINK_TOKEN }))).toEqual({
      allow: true,
    });
  });

  it('treats a signed-in client whose cases cannot be read as a visitor', async () => {
    const { ports, demo, check } = setUp();
    ports.cases.failNext('listCases', portalError.unavailable('network'));
    expect(expectOk(await check({ caseId: demo.caseId, movementId: DATE_REQUEST, token: LINK_TOKEN }))).toEqual({
      allow: true,
    });
  });

  it("sends a visitor with an answered request to /welcome, saying calmly 'El archivo ya fue cargado'", async () => {
    const { ports, demo, check } = setUp({ signedIn: false });
    ports.world.addMovement(
      aMovement({
        id_movimiento: '5141',
        id_tipo: 7,
        fecha_inicio_agenda: '2025-03-20',
        hora_inicio_agenda: '10:30',
        link_token: 'enlace-5141',
      }),
    );
    expect(expectOk(await check({ caseId: demo.caseId, movementId: '5141', token: 'enlace-5141' }))).toEqual({
      allow: false,
      redirectTo: '/welcome',
      message: 'El archivo ya fue cargado',
      tone: 'info',
    });
  });

  it('takes the signed-in owner of an answered request to the movement in the case, as information', async () => {
    const { ports, demo, check } = setUp();
    ports.world.addMovement(
      aMovement({
        id_movimiento: '5141',
        id_tipo: 7,
        fecha_inicio_agenda: '2025-03-20',
        hora_inicio_agenda: '10:30',
        link_token: 'enlace-5141',
      }),
    );
    expect(expectOk(await check({ caseId: demo.caseId, movementId: '5141', token: 'enlace-5141' }))).toEqual({
      allow: false,
      redirectTo: `/asunto/${demo.caseId}/5141`,
      message: 'El archivo ya fue cargado',
      tone: 'info',
    });
  });

  it.each([
    ['does not exist', '9999', undefined, LINK_TOKEN],
    ['is not a date request', '5120', undefined, LINK_TOKEN],
    ['belongs to another case', DATE_REQUEST, '1025', LINK_TOKEN],
    ['comes with a wrong token', DATE_REQUEST, undefined, 'enlace-otro'],
    ['comes with no token', DATE_REQUEST, undefined, null],
  ])(
    "sends a movement that %s to /welcome with 'No se pudo cargar el link'",
    async (_case, movementId, caseId, token) => {
      const { demo, check } = setUp({ signedIn: false });
      expect(expectOk(await check({ caseId: caseId ?? demo.caseId, movementId, token }))).toEqual({
        allow: false,
        redirectTo: '/welcome',
        message: 'No se pudo cargar el link',
      });
    },
  );

  it("answers 'No se pudo cargar el link' when the movement cannot be read", async () => {
    const { ports, demo, check } = setUp({ signedIn: false });
    ports.cases.failNext('getRequestedMovement', portalError.unavailable('timeout'));
    const error = expectFailure(
      await check({ caseId: demo.caseId, movementId: DATE_REQUEST, token: LINK_TOKEN }),
      'unavailable',
    );
    expect(error.message).toBe('No se pudo cargar el link');
  });
});
