import { describe, expect, it } from 'vitest';
import { MOVEMENT_TYPE } from '../cases/movement';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { err } from '../shared/result';
import { aCalendarRow } from '../testing/calendar-builders';
import { aCase, aMovement } from '../testing/case-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeListCalendar } from '../calendar/list-calendar';
import { makeListWhatNeedsMe } from './list-what-needs-me';
import { WHAT_NEEDS_ME_CASE_READS } from './what-needs-me';

describe('listWhatNeedsMe', () => {
  it("answers the client's file request, payment owed and invitation, from their own cases only", async () => {
    const { ports, demo, client } = aSignedInPortal();
    ports.world.addMovement(
      aMovement({
        id_movimiento: '9001',
        id_case: demo.caseId,
        id_tipo: MOVEMENT_TYPE.fileRequest,
        descripcion_movimiento: 'Copia del DNI',
      }),
    );
    ports.world.addMovement(
      aMovement({
        id_movimiento: '9002',
        id_case: demo.otherClientCaseId,
        id_tipo: MOVEMENT_TYPE.fileRequest,
        descripcion_movimiento: 'De otro cliente',
      }),
    );

    const answer = expectOk(await makeListWhatNeedsMe(ports)({ client }));

    const shown = answer.items.map((item) => [item.kind, item.description, item.caseId]);
    expect(shown).toContainEqual(['file-request', 'Copia del DNI', demo.caseId]);
    expect(shown).toContainEqual(['payment', 'Honorarios de la consulta', demo.pendingPaymentCaseId]);
    expect(answer.items.find((item) => item.kind === 'invitation')).toMatchObject({
      invitationId: demo.pendingInvitationId,
      label: 'Responder una invitación',
    });
    expect(shown.some(([, description]) => description === 'De otro cliente')).toBe(false);
    expect(answer.caseIds).toEqual(expect.arrayContaining([demo.caseId, demo.pendingPaymentCaseId]));
  });

  it('reads the movements of a few cases only, whatever the account holds', async () => {
    const { ports, demo, client } = aSignedInPortal();
    for (let index = 0; index < 400; index++) {
      ports.world.addCase(aCase({ id: `big-${index}`, case: `Asunto ${index}`, pago: index % 3 === 0 ? 1 : 0 }), {
        ownerId: demo.client.userId,
      });
      ports.world.addCalendarRow(aCalendarRow({ id_agenda: `agenda-${index}`, id_caso: `big-${index}` }), {
        clientId: demo.client.userId,
        lawyerId: demo.linkedLawyerId,
      });
    }

    const answer = expectOk(await makeListWhatNeedsMe(ports)({ client }));

    expect(ports.cases.callsOf('listMovements')).toBe(WHAT_NEEDS_ME_CASE_READS);
    expect(ports.cases.callsOf('listCases')).toBe(1);
    expect(ports.calendar.callsOf('listForClient')).toBe(1);
    expect(answer.casesRead).toHaveLength(WHAT_NEEDS_ME_CASE_READS);
    // The payments of the cases not read are still known, from their pago.
    expect(answer.items.filter((item) => item.kind === 'payment' && item.movementId === null).length).toBeGreaterThan(
      100,
    );
  });

  it('fails with its own message when a read fails, and reads no movements after a list failed', async () => {
    const { ports, client } = aSignedInPortal();
    ports.calendar.failNext('listForClient', portalError.unavailable('timeout'));
    expect(expectFailure(await makeListWhatNeedsMe(ports)({ client }), 'unavailable').message).toBe(
      'Error al intentar obtener lo que necesita su atención',
    );
    expect(ports.cases.callsOf('listMovements')).toBe(0);

    ports.cases.failNext('listMovements', portalError.unavailable('network'));
    expect(expectFailure(await makeListWhatNeedsMe(ports)({ client }), 'unavailable').message).toBe(
      'Error al intentar obtener lo que necesita su atención',
    );
  });

  it('takes the agenda its caller read already (listCalendar), answer or read under way, and does not read it again', async () => {
    const { ports, client } = aSignedInPortal();
    const listCalendar = makeListCalendar(ports);
    const read = await listCalendar({ client });
    expect(ports.calendar.callsOf('listForClient')).toBe(1);

    const fromAnswer = expectOk(await makeListWhatNeedsMe(ports)({ client, agenda: read }));
    expect(ports.calendar.callsOf('listForClient')).toBe(1);
    const fromRead = expectOk(await makeListWhatNeedsMe(ports)({ client, agenda: listCalendar({ client }) }));
    expect(ports.calendar.callsOf('listForClient')).toBe(2);
    expect(fromAnswer.items.some((item) => item.kind === 'meeting')).toBe(true);
    expect(fromRead).toEqual(fromAnswer);
    expect(expectOk(await makeListWhatNeedsMe(ports)({ client }))).toEqual(fromAnswer);

    const failed = err(portalError.unavailable('timeout'));
    expect(expectFailure(await makeListWhatNeedsMe(ports)({ client, agenda: failed }), 'unavailable').message).toBe(
      'Error al intentar obtener lo que necesita su atención',
    );
  });
});
