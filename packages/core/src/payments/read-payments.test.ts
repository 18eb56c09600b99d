import { describe, expect, it } from 'vitest';
import type { CaseRepository } from '../cases/case-repository';
import { MOVEMENT_TYPE } from '../cases/movement';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aCase, aMovement } from '../testing/case-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { PAYMENT_READ_CONCURRENCY } from './list-payments';
import { knownPayments, PAID_HISTORY_FRESH_MS } from './payment-reads';
import { makeReadPayments, PAYMENT_HISTORY_CONCURRENCY, type PaymentReadProgress } from './read-payments';

type Reads = Pick<CaseRepository, 'listCases' | 'listMovements'>;

/** The repository with each case's reads recorded in order, and how many were under way at once. */
function watched(repository: Reads) {
  const seen = { listed: 0, read: [] as string[], mostAtOnce: 0 };
  let underWay = 0;
  const cases: Reads = {
    listCases: (clientId, options) => {
      seen.listed += 1;
      return repository.listCases(clientId, options);
    },
    listMovements: async (caseId) => {
      seen.read.push(caseId);
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

/** The demo client with `count` more cases, every tenth owing a payment and every seventh holding a paid one. */
function aLargeAccount(count: number) {
  const fixture = aSignedInPortal();
  const { ports, demo } = fixture;
  for (let index = 0; index < count; index++) {
    const caseId = String(10_000 + index);
    const owes = index % 10 === 0;
    ports.world.addCase(
      aCase({
        id: caseId,
        case: `Asunto n.º ${index}`,
        pago: owes ? 1 : 0,
        fecha: new Date(Date.parse('2025-01-01T00:00:00Z') - index * 60_000).toISOString(),
      }),
      { ownerId: demo.client.userId },
    );
    if (owes)
      ports.world.addMovement(payment({ id_movimiento: String(50_000 + index), id_case: caseId, monto: 1000 + index }));
    else if (index % 7 === 0)
      ports.world.addMovement(
        payment({ id_movimiento: String(50_000 + index), id_case: caseId, monto: 500, pagado: true }),
      );
  }
  return fixture;
}

describe('readPayments', () => {
  it('reads every case that owes before any other, at the owed pace, then the history two at a time, each case once', async () => {
    const { ports, client } = aLargeAccount(600);
    const { cases, seen } = watched(ports.cases);
    const progress: PaymentReadProgress[] = [];

    const read = expectOk(
      await makeReadPayments({ cases, clock: ports.clock })({
        client,
        concurrency: { owed: PAYMENT_READ_CONCURRENCY },
        onProgress: (at) => progress.push(at),
      }),
    );

    const owing = read.cases.filter((kase) => kase.pago > 0).map((kase) => kase.id);
    expect(seen.listed).toBe(1);
    expect(seen.read.slice(0, owing.length).sort()).toEqual([...owing].sort());
    expect(new Set(seen.read).size).toBe(read.cases.length);
    expect(seen.read).toHaveLength(read.cases.length);
    expect(progress[0]).toEqual({ phase: 'owed', done: 0, total: owing.length });
    expect(progress.at(-1)).toEqual({
      phase: 'history',
      done: read.cases.length - owing.length,
      total: read.cases.length - owing.length,
    });
    expect(read.complete).toBe(true);
    const payments = knownPayments({ cases: read.cases, known: read.known });
    expect(payments.filter((listed) => listed.payable)).toHaveLength(61);
    expect(payments.filter((listed) => listed.paid).length).toBeGreaterThan(70);
  });

  it(`reads the history at most ${PAYMENT_HISTORY_CONCURRENCY} at a time unless told`, async () => {
    const { ports, client } = aLargeAccount(200);
    const history = watched(ports.cases);
    expectOk(await makeReadPayments({ cases: history.cases, clock: ports.clock })({ client, scope: 'history' }));
    expect(history.seen.mostAtOnce).toBe(PAYMENT_HISTORY_CONCURRENCY);
    expect(history.seen.read.every((id) => id !== '1025')).toBe(true);
  });

  it('with what was read before, reads again only the cases that owe; a week later, the history too', async () => {
    const { ports, client } = aLargeAccount(300);
    const first = expectOk(await makeReadPayments(ports)({ client }));
    const again = watched(ports.cases);

    const second = expectOk(
      await makeReadPayments({ cases: again.cases, clock: ports.clock })({
        client,
        cases: first.cases,
        known: first.known,
      }),
    );

    expect(again.seen.listed).toBe(0);
    expect(again.seen.read.sort()).toEqual(
      first.cases
        .filter((kase) => kase.pago > 0)
        .map((kase) => kase.id)
        .sort(),
    );
    expect(knownPayments(second)).toEqual(knownPayments(first));

    ports.clock.setTo(new Date(ports.clock.now().getTime() + PAID_HISTORY_FRESH_MS));
    const weekLater = watched(ports.cases);
    expectOk(
      await makeReadPayments({ cases: weekLater.cases, clock: ports.clock })({
        client,
        cases: first.cases,
        known: second.known,
      }),
    );
    expect(weekLater.seen.read).toHaveLength(first.cases.length);
  });

  it('waits for whenReady before each case (a hidden page reads nothing), and stops between cases once its signal is aborted', async () => {
    const { ports, client } = aLargeAccount(50);
    const { cases, seen } = watched(ports.cases);
    let open: () => void = () => {};
    let gate = new Promise<void>((resolve) => (open = resolve));
    const signal = { aborted: false };
    const reading = makeReadPayments({ cases, clock: ports.clock })({
      client,
      whenReady: () => gate,
      signal,
      onRead: (_read, progress) => {
        if (progress.phase === 'history' && progress.done === 3) signal.aborted = true;
      },
    });
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    expect(seen.read).toEqual([]);
    open();
    gate = Promise.resolve();

    const read = expectOk(await reading);
    expect(read.complete).toBe(false);
    const owing = read.cases.filter((kase) => kase.pago > 0).length;
    // The owed ones, then the three that stopped it and at most the one read beside them.
    expect(seen.read.length).toBeGreaterThanOrEqual(owing + 3);
    expect(seen.read.length).toBeLessThanOrEqual(owing + 3 + PAYMENT_HISTORY_CONCURRENCY - 1);
  });

  it("answers 'Error al intentar obtener los pagos' on a case that cannot be read, having handed over those read before, and reads no other", async () => {
    const { ports, client } = aLargeAccount(100);
    ports.cases.failNext('listMovements', portalError.unavailable('network'), { skipCalls: 4 });
    const { cases, seen } = watched(ports.cases);
    const handed: string[] = [];

    const failed = expectFailure(
      await makeReadPayments({ cases, clock: ports.clock })({ client, onRead: (read) => handed.push(read.caseId) }),
      'unavailable',
    );

    expect(failed.message).toBe('Error al intentar obtener los pagos');
    expect(handed.length).toBeGreaterThanOrEqual(4);
    expect(seen.read.length).toBeLessThanOrEqual(5 + PAYMENT_READ_CONCURRENCY);
  });
});
