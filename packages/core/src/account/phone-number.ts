/** What people type between a phone's digits: spaces, dots, dashes and parentheses. */
const PHONE_PUNCTUATION = /[\s().-]/g;

/** E.164 numbers have at most 15 digits; the shortest local number with its area code has 6. */
const PHONE_DIGITS = /^\+?\d{6,15}$/;

/**
 * Whether a text is a phone number: digits (6 to 15, as E.164 allows), an optional '+' before
 * them, and the spaces, dots, dashes and parentheses people write between them.
 * '+54 9 351 555-0188' and '(0351) 455-0188' are; 'abc', '12' and '+54+9' are not.
 */
export function isPhoneNumber(typed: string): boolean {
  return PHONE_DIGITS.test(typed.trim().replace(PHONE_PUNCTUATION, ''));
}
