import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cuitCheckDigit, isValidCuit, readTaxId } from './tax-id';

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** AFIP's rule written the other way round: the weighted sum of all eleven digits, the check digit weighing 1, is a multiple of 11. */
function sumsToMultipleOf11(digits: string): boolean {
  const sum =
    [...digits.slice(0, 10)].reduce((total, digit, index) => total + (WEIGHTS[index] ?? 0) * Number(digit), 0) +
    Number(digits[10]);
  return sum % 11 === 0;
}

const tenDigits = fc.stringMatching(/^\d{10}$/);
/** The ten first digits of a number AFIP can issue (its check digit is not 10). */
const issuable = tenDigits.filter((firstTen) => cuitCheckDigit(firstTen) !== null);
const validCuit = issuable.map((firstTen) => `${firstTen}${cuitCheckDigit(firstTen)}`);

describe('the CUIT/CUIL check digit (AFIP mod 11)', () => {
  it.each([
    ['20123456786', true],
    ['27314567892', true],
    ['30712345671', true],
    ['30712345679', false],
    ['30500010912', true],
    ['20172543597', true],
    ['27314567894', false],
    ['2012345678', false],
    ['201234567861', false],
  ])('%s is %s', (digits, valid) => {
    expect(isValidCuit(digits)).toBe(valid);
  });

  it('accepts exactly the eleven digits whose weighted sum, the check digit weighing 1, is a multiple of 11', () => {
    fc.assert(
      fc.property(tenDigits, fc.integer({ min: 0, max: 9 }), (firstTen, last) => {
        const digits = `${firstTen}${last}`;
        expect(isValidCuit(digits)).toBe(sumsToMultipleOf11(digits));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives each issuable number one check digit, and none to a number whose rule gives 10', () => {
    fc.assert(
      fc.property(tenDigits, (firstTen) => {
        const accepted = [...'0123456789'].filter((last) => isValidCuit(`${firstTen}${last}`));
        const digit = cuitCheckDigit(firstTen);
        expect(accepted).toEqual(digit === null ? [] : [String(digit)]);
      }),
    );
  });

  it('catches any one digit mistyped', () => {
    fc.assert(
      fc.property(validCuit, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (cuit, at, shift) => {
        const mistyped = `${cuit.slice(0, at)}${(Number(cuit[at]) + shift) % 10}${cuit.slice(at + 1)}`;
        expect(isValidCuit(mistyped)).toBe(false);
      }),
    );
  });

  it('catches any two different neighbouring digits swapped', () => {
    fc.assert(
      fc.property(validCuit, fc.integer({ min: 0, max: 9 }), (cuit, at) => {
        fc.pre(cuit[at] !== cuit[at + 1]);
        const swapped = `${cuit.slice(0, at)}${cuit[at + 1]}${cuit[at]}${cuit.slice(at + 2)}`;
        expect(isValidCuit(swapped)).toBe(false);
      }),
    );
  });
});

describe('readTaxId: the CUIT/CUIL as a form or a record gives it', () => {
  it('reads it typed with dashes, spaces or dots, or as the number a record holds', () => {
    for (const typed of ['20-12345678-6', '20 12345678 6', '20.12345678.6', ' 20123456786 ', 20123456786]) {
      expect(readTaxId(typed)).toEqual({ ok: true, value: 20123456786 });
    }
  });

  it('reads blank, null and the record default 0 as none (SPEC §5)', () => {
    for (const none of ['', '  ', '--', null, undefined, 0]) expect(readTaxId(none)).toEqual({ ok: true, value: null });
  });

  it("refuses what is not 11 digits with 'El CUIT / CUIL debe tener 11 números'", () => {
    for (const typed of [
      '20-1234',
      '201234',
      '20-12345678-6a',
      'abc',
      '2012345678612',
      201234,
      1e21,
      -20123456786,
      20123456786.5,
    ]) {
      expect(readTaxId(typed)).toEqual({ ok: false, error: 'El CUIT / CUIL debe tener 11 números' });
    }
  });

  it("refuses 11 digits with a wrong check digit with 'CUIT / CUIL no válido: revise sus números'", () => {
    fc.assert(
      fc.property(validCuit, fc.integer({ min: 1, max: 9 }), (cuit, shift) => {
        const wrong = `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${(Number(cuit[10]) + shift) % 10}`;
        expect(readTaxId(wrong)).toEqual({ ok: false, error: 'CUIT / CUIL no válido: revise sus números' });
      }),
    );
  });
});
