import { validationMessages, type CatalogueMessage } from '../shared/catalogue';
import { err, ok, type Result } from '../shared/result';

/** AFIP's weights for the first ten digits of a CUIT/CUIL; the eleventh is the check digit. */
const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** What people type between a CUIT's digits ('20-12345678-6', '20 12345678 6', '20.12345678.6'). */
const CUIT_SEPARATORS = /[\s.-]/g;

/**
 * The check digit of a CUIT/CUIL's first ten digits by AFIP's mod-11 rule: 11 minus the weighted
 * sum modulo 11, where 11 stands for 0. When that gives 10 there is no check digit: AFIP never
 * issues such a number (it changes the prefix to 23 or 33 instead), so null.
 */
export function cuitCheckDigit(firstTen: string): number | null {
  if (!/^\d{10}$/.test(firstTen)) return null;
  const sum = CUIT_WEIGHTS.reduce((total, weight, index) => total + weight * Number(firstTen[index]), 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  return digit === 10 ? null : digit;
}

/** Whether eleven digits are a CUIT/CUIL: its last digit is the check digit of the first ten. */
export function isValidCuit(digits: string): boolean {
  return /^\d{11}$/.test(digits) && cuitCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/**
 * A CUIT/CUIL as the billing form takes it (typed with or without dashes, or the number the record
 * holds, SPEC §5), read as the number it is saved as; null when blank or 0. Refused with the
 * catalogue's text when it is not 11 digits, or when its check digit is wrong.
 */
export function readTaxId(typed: string | number | null | undefined): Result<number | null, CatalogueMessage> {
  // 0 is the record's 'none' (SPEC §5's default), as blank is the form's.
  if (typed === null || typed === undefined || typed === 0) return ok(null);
  const digits =
    typeof typed === 'number'
      ? Number.isSafeInteger(typed) && typed >= 0
        ? String(typed)
        : ''
      : typed.replace(CUIT_SEPARATORS, '');
  if (typeof typed === 'string' && digits === '') return ok(null);
  if (!/^\d{11}$/.test(digits)) return err(validationMessages.taxIdDigits);
  return isValidCuit(digits) ? ok(Number(digits)) : err(validationMessages.taxIdCheckDigit);
}
