const PHONE_PUNCTUATION = /[\s().-]/g;

/**
 * The phone as sign-up sends it (SPEC §5): with its '+' prefix, added when missing and never
 * doubled. Spaces, dots, dashes and parentheses are dropped, as the provider accepts only
 * '+' and digits; whether the rest is a valid number is the provider's call ('Número de
 * teléfono no válido').
 */
export function signUpPhone(phone: string): string {
  const compact = phone.replace(PHONE_PUNCTUATION, '');
  return compact.startsWith('+') ? compact : `+${compact}`;
}
