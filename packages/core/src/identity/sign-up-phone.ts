import { cellphoneE164 } from '../account/phone-number';

/**
 * The phone as sign-up sends it (SPEC §5): with its '+' prefix, added when missing and never
 * doubled, in E.164 (the provider accepts only '+' and digits). A number with Argentina's code
 * is normalized as people write it: '+54 011 15 2345-6789' is '+5491123456789' (cellphoneE164).
 * Whether the rest is a valid number is the provider's call ('Número de teléfono no válido').
 */
export function signUpPhone(phone: string): string {
  const trimmed = phone.trim();
  return cellphoneE164(trimmed.startsWith('+') ? trimmed : `+${trimmed}`);
}
