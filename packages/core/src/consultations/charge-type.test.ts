import { describe, expect, it } from 'vitest';
import { requiresPaymentLink, SINGLE_AMOUNT_CHARGE } from './charge-type';

describe('requiresPaymentLink', () => {
  it('SPEC §4: a single-amount charge (monto_unico) goes through a payment link', () => {
    expect(SINGLE_AMOUNT_CHARGE).toBe('monto_unico');
    expect(requiresPaymentLink('monto_unico')).toBe(true);
  });

  it('SPEC §4: other charge types do not', () => {
    expect(requiresPaymentLink('gratuito')).toBe(false);
    expect(requiresPaymentLink('')).toBe(false);
  });
});
