import { validationMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';

const DIGITS = /^\d+$/;

/**
 * A service price as a whole amount (SPEC §5). In a text, every dot is a thousands separator
 * and is dropped ('1.500' → 1500, '1.500.000' → 1500000); a number is cut to its whole part
 * (1500.9 → 1500), as the legacy parseInt did.
 *
 * Anything that is not a non-negative whole amount gives NaN: empty text, other characters
 * ('$1500', '1.500,50', '-5'), negative or non-finite numbers, amounts beyond
 * Number.MAX_SAFE_INTEGER. NaN fails every comparison and Number.isInteger, so it cannot pass
 * for a price; code that meets user or service input uses tryParsePaymentPrice instead.
 */
export function parsePaymentPrice(price: string | number): number {
  const amount = typeof price === 'number' ? wholeAmountFromNumber(price) : wholeAmountFromText(price);
  return Number.isSafeInteger(amount) ? amount : Number.NaN;
}

function wholeAmountFromNumber(price: number): number {
  return price >= 0 ? Math.trunc(price) : Number.NaN;
}

function wholeAmountFromText(price: string): number {
  const digits = price.trim().replaceAll('.', '');
  return DIGITS.test(digits) ? Number(digits) : Number.NaN;
}

/** parsePaymentPrice, with garbage refused as 'Monto no válido'. */
export function tryParsePaymentPrice(price: string | number): Result<number, PortalError> {
  const amount = parsePaymentPrice(price);
  return Number.isNaN(amount) ? err(portalError.invalidInput('price', validationMessages.invalidAmount)) : ok(amount);
}
