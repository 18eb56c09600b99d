import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '../shared/catalogue';
import { parsePaymentPrice, tryParsePaymentPrice } from './payment-price';

describe('parsePaymentPrice', () => {
  it('SPEC §5: a text with a dot loses the dot before conversion to an integer', () => {
    expect(parsePaymentPrice('1.500')).toBe(1500);
    expect(parsePaymentPrice('1.500.000')).toBe(1_500_000);
    expect(parsePaymentPrice('15.00')).toBe(1500);
  });

  it('SPEC §5: a text without a dot converts as it is', () => {
    expect(parsePaymentPrice('2500')).toBe(2500);
    expect(parsePaymentPrice(' 2500 ')).toBe(2500);
    expect(parsePaymentPrice('0')).toBe(0);
  });

  it('SPEC §5: a number is cut to its whole part', () => {
    expect(parsePaymentPrice(1500)).toBe(1500);
    expect(parsePaymentPrice(1500.9)).toBe(1500);
  });

  it('gives NaN for anything that is not a non-negative whole amount', () => {
    for (const garbage of [
      '',
      '   ',
      '.',
      'gratis',
      '$1500',
      '1.500,50',
      '-5',
      '1e3',
      '0x10',
      '99999999999999999999',
      -1,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(parsePaymentPrice(garbage)).toBeNaN();
    }
  });

  it('property: whole amounts round-trip, as numbers and as texts', () => {
    fc.assert(
      fc.property(
        fc.maxSafeNat(),
        (amount) => parsePaymentPrice(amount) === amount && parsePaymentPrice(String(amount)) === amount,
      ),
    );
  });

  it("property: 'a.b' of digit strings is the number of their concatenation", () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 7 });
    fc.assert(fc.property(digits, digits, (a, b) => parsePaymentPrice(`${a}.${b}`) === Number(`${a}${b}`)));
  });
});

describe('tryParsePaymentPrice', () => {
  it('SPEC §5: answers the whole amount', () => {
    expect(tryParsePaymentPrice('1.500')).toEqual({ ok: true, value: 1500 });
  });

  it("refuses garbage as 'Monto no válido'", () => {
    expect(tryParsePaymentPrice('mil')).toEqual({
      ok: false,
      error: { kind: 'invalid-input', field: 'price', message: validationMessages.invalidAmount },
    });
  });
});
