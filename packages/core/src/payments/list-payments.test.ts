import { describe, expect, it } from 'vitest';
import type { CaseRepository } from '../cases/case-repository';
import { MOVEMENT_TYPE } from '../cases/movement';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aCase, aMovement } from '../testing/case-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeListPayments, PAYMENT_READ_CONCURRENCY } from './list-payments';

type Reads = Pick<CaseRepository, 'listCases' | 'listMovements'>;

/** The repository, with each case's movements read a moment later, and how many reads were under way at once. */
function watched(repository: Reads) {
  const seen = { reads: 0, mostAtOnce: 0 };
  let underWay = 0;
  const cases: Reads = {
    listCases: (clientId, options) => repository.listCases(clientId, options),
    listMovements: async (caseId) => {
      seen.reads += 1;
      underWay += 1;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, underWay);
      await Promise.resolve();
      underWay -= 1;
      return repository.listMovements(caseId);
    },
  };
  return { cases, seen };
}

const payment = (overrides: Parameters<typeof aMovement>[0]) =>
  aMovement({
    id_tipo: MOVEMENT_TYPE.payment,
    nombre_tipo: 'Pago',
    acto_procesal: null,
    comentarios: null,
    ...overrides,
  });

describe('listPayments', () => {
  it('lists every payment of every case of the client, owed first, then newest, with its case, lawyer, concept, amount and receipt', async () => {
    const { ports, demo, client } = aSignedInPortal();
    ports.world.addMovement(
      payment({
        id_movimiento: '7001',
        id_case: demo.caseId,
        fecha_alta: '2025-01-10T12:00:00.000Z',
        concepto: 'Tasa de justicia',
        monto: 8000,
        pagado: true,
        link_url: 'https://www.mercadopago.com.ar/activities/7001',
      }),
    );
    ports.world.addMovement(
      payment({
        id_movimiento: '7002',
        id_case: demo.caseId,
        fecha_alta: '2025-04-02T09:00:00.000Z',
        descripcion_movimiento: 'Honorarios de la audiencia',
        monto: null,
      }),
    );
    ports.world.addMovement(
      payment({
        id_movimiento: '7003',
        id_case: demo.caseId,
        fecha_alta: '2025-05-01T09:00:00.000Z',
        descripcion_movimiento: ' ',
        monto: 2000,
        pagado: true,
        link_url: 'javascript:alert(1)',
      }),
    );
    ports.world.addMovement(payment({ id_movimiento: '7004', id_case: demo.otherClientCaseId, monto: 9999 }));

    const payments = expectOk(await makeListPayments(ports)({ client }));

    expect(payments.map((listed) => [listed.movementId, listed.paid, listed.payable])).toEqual([
      ['7002', false, false],
      [demo.paymentMovementId, false, true],
      ['7003', true, false],
      ['7001', true, false],
    ]);
    expect(payments[1]).toEqual({
      movementId: demo.paymentMovementId,
      caseId: demo.pendingPaymentCaseId,
      caseName: 'Reclamo por cuota alimentaria',
      lawyerId: demo.linkedLawyerId,
      lawyer: 'Dra. Laura Gómez - Estudio Gómez & Asociados',
      concept: 'Honorarios de la consulta',
      amount: 15000,
      paid: false,
      state: { kind: 'owed' },
      payable: true,
      createdAt: { day: '2025-02-18', time: '09:15', epochMs: Date.parse('2025-02-18T09:15:00.000Z') },
      receiptUrl: null,
    });
    expect(payments[3]).toMatchObject({
      caseName: 'Divorcio de mutuo acuerdo',
      concept: 'Tasa de justicia',
      amount: 8000,
      receiptUrl: 'https://www.mercadopago.com.ar/activities/7001',
    });
    // A receipt that is no web address is not offered, and a blank description reads 'Pago'.
    expect(payments[2]).toMatchObject({ concept: 'Pago', receiptUrl: null });
    expect(payments[0]).toMatchObject({ concept: 'Honorarios de la audiencia', amount: null });
  });

  it('lists a payment left pending at the checkout as in process until its ticket expires, after the owed ones and not payable; owed again once expired', async () => {
    const { ports, demo, client } = aSignedInPortal();
    ports.clock.setTo('2025-03-10T13:00:00.000Z');
    ports.world.addMovement(
      payment({
        id_movimiento: '7201',
        id_case: demo.caseId,
        monto: 21500,
        estado_pago: 'pendiente',
        vence_pago: '2025-03-13 10:00:00',
      }),
    );

    const payments = expectOk(await makeListPayments(ports)({ client }));
    expect(payments.map((listed) => [listed.movementId, listed.state.kind, listed.payable])).toEqual([
      [demo.paymentMovementId, 'owed', true],
      ['7201', 'in-process', false],
    ]);
    expect(payments[1]?.state).toEqual({
      kind: 'in-process',
      until: { day: '2025-03-13', time: '10:00', epochMs: Date.parse('2025-03-13T10:00:00Z') },
    });

    ports.clock.setTo('2025-03-13T13:00:00.000Z');
    const later = expectOk(await makeListPayments(ports)({ client }));
    expect(later.find((listed) => listed.movementId === '7201')).toMatchObject({
      state: { kind: 'owed' },
      payable: true,
    });
  });

  it('with owedOnly, lists the unpaid payments of the cases whose pago counts some, reading only those cases', async () => {
    const { ports, demo, client } = aSignedInPortal();
    ports.world.addCase(aCase({ id: '3001', case: 'Sucesión', pago: 1 }), { ownerId: demo.client.userId });
    ports.world.addMovement(payment({ id_movimiento: '7101', id_case: '3001', monto: 40000 }));
    ports.world.addMovement(payment({ id_movimiento: '7102', id_case: '3001', monto: 9000, pagado: true }));
    const { cases, seen } = watched(ports.cases);

    const owed = expectOk(await makeListPayments({ cases, clock: ports.clock })({ client, owedOnly: true }));

    expect(owed.map((listed) => listed.movementId)).toEqual([demo.paymentMovementId, '7101']);
    // Cases 1025 and 3001 owe; 1024, whose pago is 0, is not read.
    expect(seen.reads).toBe(2);
  });

  it('answers an empty list for a client without payments', async () => {
    const { ports, demo, client } = aSignedInPortal();
    ports.world.addCase(aCase({ id: '3000' }), { ownerId: demo.otherClient.userId });
    const other = { ...client, id: demo.otherClient.userId };
    ports.world.signInAs(demo.otherClient.userId);
    expect(expectOk(await makeListPayments(ports)({ client: other }))).toEqual([]);
  });

  it(`reads a large account's 5,000 cases once each, at most ${PAYMENT_READ_CONCURRENCY} at a time, or as many as asked`, async () => {
    const { ports, demo, client } = aSignedInPortal();
    for (let index = 0; index < 4998; index++) {
      const caseId = String(10_000 + index);
      ports.world.addCase(aCase({ id: caseId, case: `Asunto n.º ${index}` }), { ownerId: demo.client.userId });
      if (index % 7 === 0)
        ports.world.addMovement(
          payment({
            id_movimiento: String(50_000 + index),
            id_case: caseId,
            monto: 1000 + index,
            pagado: index % 2 === 0,
          }),
        );
    }
    const { cases, seen } = watched(ports.cases);

    const payments = expectOk(await makeListPayments({ cases, clock: ports.clock })({ client }));

    expect(seen).toEqual({ reads: 5000, mostAtOnce: PAYMENT_READ_CONCURRENCY });
    expect(payments).toHaveLength(1 + Math.ceil(4998 / 7));
    const firstPaid = payments.findIndex((listed) => listed.paid);
    expect(payments.slice(firstPaid).every((listed) => listed.paid)).toBe(true);

    const slower = watched(ports.cases);
    expectOk(await makeListPayments({ cases: slower.cases, clock: ports.clock })({ client, concurrency: 2 }));
    expect(slower.seen).toEqual({ reads: 5000, mostAtOnce: 2 });
  });

  it("answers 'Error al intentar obtener los pagos' when the cases cannot be read", async () => {
    const { ports, client } = aSignedInPortal();
    ports.cases.failNext('listCases', portalError.unavailable('timeout'));
    const failed = expectFailure(await makeListPayments(ports)({ client }), 'unavailable');
    expect(failed.message).toBe('Error al intentar obtener los pagos');
  });

  it("answers 'Error al intentar obtener los pagos' when one case's movements cannot be read, and starts no other read after it", async () => {
    const { ports, demo, client } = aSignedInPortal();
    for (let index = 0; index < 40; index++)
      ports.world.addCase(aCase({ id: String(10_000 + index) }), { ownerId: demo.client.userId });
    ports.cases.failNext('listMovements', portalError.unavailable('network'), { skipCalls: 3 });
    const { cases, seen } = watched(ports.cases);

    const failed = expectFailure(await makeListPayments({ cases, clock: ports.clock })({ client }), 'unavailable');

    expect(failed.message).toBe('Error al intentar obtener los pagos');
    // The failing read and those already under way beside it; none of the other 30-odd cases.
    expect(seen.reads).toBeLessThanOrEqual(4 + PAYMENT_READ_CONCURRENCY);
  });
});
