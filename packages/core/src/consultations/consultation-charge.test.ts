import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aLawyerService } from '../testing/directory-builders';
import { consultationCharge, requiresPaymentLink } from './consultation-charge';

describe('consultationCharge', () => {
  it('SPEC §4: a single amount (monto_unico) is charged now, through the payment link', () => {
    const charge = consultationCharge(aLawyerService({ tipo_cobro: 'monto_unico', precio: 25000 }));
    expect(charge).toEqual({ type: 'monto_unico', now: 25000 });
    expect(requiresPaymentLink(charge)).toBe(true);
  });

  it('charges nothing now for fees to agree (a_convenir)', () => {
    const charge = consultationCharge(aLawyerService({ tipo_cobro: 'a_convenir', precio: 30000 }));
    expect(charge).toEqual({ type: 'a_convenir', now: 0 });
    expect(requiresPaymentLink(charge)).toBe(false);
  });

  it('takes a free service, a single amount of nothing and an unknown charge type as free (sin_cargo)', () => {
    for (const service of [
      aLawyerService({ tipo_cobro: 'sin_cargo', precio: 0 }),
      aLawyerService({ tipo_cobro: 'monto_unico', precio: 0 }),
      aLawyerService({ tipo_cobro: 'gratuita', precio: 5000 }),
    ]) {
      expect(consultationCharge(service)).toEqual({ type: 'sin_cargo', now: 0 });
    }
  });

  it('property: something is charged now exactly when a payment link is needed, and it is the single amount', () => {
    const service = fc.record({
      tipo_cobro: fc.constantFrom('monto_unico', 'a_convenir', 'sin_cargo', 'gratuita', ''),
      precio: fc.integer({ min: -10, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(service, (stated) => {
        const charge = consultationCharge(stated);
        expect(charge.now > 0).toBe(requiresPaymentLink(charge));
        expect(charge.now).toBe(stated.tipo_cobro === 'monto_unico' && stated.precio > 0 ? stated.precio : 0);
      }),
    );
  });
});
