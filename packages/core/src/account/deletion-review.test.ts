import { describe, expect, it, vi } from 'vitest';
import { portalError } from '../shared/portal-error';
import { err, ok } from '../shared/result';
import { aCase, aMovement } from '../testing/case-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { FixedClock } from '../testing/fixed-clock';
import { casesToReview, deletionReview, makeReviewAccountDeletion, nothingToReview } from './deletion-review';

const NOW = new Date('2025-03-10T13:00:00.000Z');
const client = { id: 'client-1', name: 'Ana', email: 'ana@example.com', phone: '+5493515550188' };

const payment = (overrides: Parameters<typeof aMovement>[0] = {}) =>
  aMovement({ id_tipo: 4, monto: 21500, ...overrides });

describe('deletionReview (what deleting the account leaves behind in money)', () => {
  it('warns of a paid consultation the lawyer has not accepted, of a payment in process and of one owed', () => {
    const awaiting = aCase({ id: '1', case: 'Despido sin causa', consulta_aceptada: false, estado: 'Pendiente' });
    const active = aCase({ id: '2', case: 'Sucesión', pago: 2 });
    const review = deletionReview(
      [
        {
          kase: awaiting,
          movements: [payment({ id_movimiento: 'm1', pagado: true }), aMovement({ id_movimiento: 'note' })],
        },
        {
          kase: active,
          movements: [
            payment({ id_movimiento: 'm2', estado_pago: 'pendiente', vence_pago: '2025-03-20 23:59:00' }),
            payment({ id_movimiento: 'm3', monto: 5000 }),
            payment({ id_movimiento: 'm4', pagado: true }),
          ],
        },
      ],
      NOW,
    );
    expect(review.paidAwaitingLawyer.map((p) => [p.caseName, p.movementId])).toEqual([['Despido sin causa', 'm1']]);
    expect(review.inProcess.map((p) => p.movementId)).toEqual(['m2']);
    expect(review.owed.map((p) => p.movementId)).toEqual(['m3']);
    expect(nothingToReview(review)).toBe(false);
    expect(review.nothingPending).toBe(false);
  });

  it('has nothing to say of paid payments of accepted consultations, nor of a ticket past its expiry (owed again)', () => {
    const accepted = aCase({ id: '1', consulta_aceptada: true });
    const review = deletionReview([{ kase: accepted, movements: [payment({ pagado: true })] }], NOW);
    expect(nothingToReview(review)).toBe(true);
    expect(review.nothingPending).toBe(true);
    const expired = deletionReview(
      [{ kase: accepted, movements: [payment({ estado_pago: 'pendiente', vence_pago: '2025-03-01 10:00:00' })] }],
      NOW,
    );
    expect(expired.inProcess).toEqual([]);
    expect(expired.owed).toHaveLength(1);
  });

  it('reads only the cases that may hold such a payment: not accepted, or with a payment pending', () => {
    const cases = [aCase({ id: '1' }), aCase({ id: '2', consulta_aceptada: false }), aCase({ id: '3', pago: 1 })];
    expect(casesToReview(cases).map((kase) => kase.id)).toEqual(['2', '3']);
  });
});

describe('reviewAccountDeletion', () => {
  it('reads the cases, then the movements of those casesToReview keeps, and answers the review', async () => {
    const listMovements = vi.fn(async (caseId: string) =>
      ok({ case: null, movements: caseId === '2' ? [payment({ pagado: true })] : [], comments: [] }),
    );
    const review = makeReviewAccountDeletion({
      cases: {
        listCases: async () => ok([aCase({ id: '1' }), aCase({ id: '2', consulta_aceptada: false })]),
        listMovements,
      },
      clock: new FixedClock(NOW),
    });
    const answer = expectOk(await review({ client }));
    expect(listMovements).toHaveBeenCalledExactlyOnceWith('2');
    expect(answer.paidAwaitingLawyer).toHaveLength(1);
  });

  it("fails with 'Error al intentar obtener los pagos' when a read fails", async () => {
    const review = makeReviewAccountDeletion({
      cases: {
        listCases: async () => ok([aCase({ id: '2', pago: 1 })]),
        listMovements: async () => err(portalError.unavailable('network')),
      },
      clock: new FixedClock(NOW),
    });
    expect(expectFailure(await review({ client }), 'unavailable').message).toBe('Error al intentar obtener los pagos');
  });
});
