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

/**
 * The countries whose calling code a phone field offers, Argentina first and the default; then
 * the neighbours and the countries Argentine clients most often live in. `id` is ISO 3166-1 alpha-2.
 */
export const CALLING_CODES = [
  { id: 'AR', label: 'Argentina (+54)', code: '+54' },
  { id: 'UY', label: 'Uruguay (+598)', code: '+598' },
  { id: 'CL', label: 'Chile (+56)', code: '+56' },
  { id: 'PY', label: 'Paraguay (+595)', code: '+595' },
  { id: 'BO', label: 'Bolivia (+591)', code: '+591' },
  { id: 'BR', label: 'Brasil (+55)', code: '+55' },
  { id: 'PE', label: 'Perú (+51)', code: '+51' },
  { id: 'CO', label: 'Colombia (+57)', code: '+57' },
  { id: 'EC', label: 'Ecuador (+593)', code: '+593' },
  { id: 'VE', label: 'Venezuela (+58)', code: '+58' },
  { id: 'MX', label: 'México (+52)', code: '+52' },
  { id: 'ES', label: 'España (+34)', code: '+34' },
  { id: 'IT', label: 'Italia (+39)', code: '+39' },
  { id: 'US', label: 'Estados Unidos (+1)', code: '+1' },
  { id: 'CA', label: 'Canadá (+1)', code: '+1' },
  { id: 'DE', label: 'Alemania (+49)', code: '+49' },
  { id: 'FR', label: 'Francia (+33)', code: '+33' },
  { id: 'GB', label: 'Reino Unido (+44)', code: '+44' },
] as const;

export type CallingCountry = (typeof CALLING_CODES)[number]['id'];

export const DEFAULT_CALLING_COUNTRY: CallingCountry = 'AR';

/** The calling code of a country of CALLING_CODES ('+54' for 'AR'), Argentina's for any other. */
export function callingCode(country: string): string {
  return CALLING_CODES.find((option) => option.id === country)?.code ?? '+54';
}

/**
 * Argentina's three-digit area codes (ENACOM's numbering plan); Buenos Aires' is 11 and every
 * other has four digits. Needed to find where a mobile's '15' sits: after the area code.
 */
const ARGENTINE_THREE_DIGIT_AREAS = new Set([
  '220',
  '221',
  '223',
  '230',
  '236',
  '237',
  '249',
  '260',
  '261',
  '263',
  '264',
  '266',
  '280',
  '291',
  '294',
  '297',
  '298',
  '299',
  '336',
  '341',
  '342',
  '343',
  '345',
  '348',
  '351',
  '353',
  '358',
  '362',
  '364',
  '370',
  '376',
  '379',
  '380',
  '381',
  '383',
  '385',
  '387',
  '388',
]);

/** An Argentine number has ten digits after its trunk 0: area code (2 to 4) and subscriber (8 to 6). */
const ARGENTINE_NATIONAL_DIGITS = 10;

/**
 * Where the mobile prefix '15' of a national number sits (right after its area code), or null when
 * it has none. Subscriber numbers never start with 1, so a '15' right after a possible area code
 * is that prefix: trying every area length that fits finds it even where a three-digit code
 * (220) starts a four-digit one (2202).
 */
function mobilePrefixAt(national: string): number | null {
  if (national.length !== ARGENTINE_NATIONAL_DIGITS + 2) return null;
  const areaLengths = [
    ...(national.startsWith('11') ? [2] : []),
    ...(ARGENTINE_THREE_DIGIT_AREAS.has(national.slice(0, 3)) ? [3] : []),
    ...(/^[23]/.test(national) ? [4] : []),
  ];
  return areaLengths.find((length) => national.slice(length, length + 2) === '15') ?? null;
}

/**
 * An Argentine cell phone in E.164 from the digits after +54, however it was written: with the
 * trunk 0 ('011'), the mobile '15' after the area code, the international mobile '9', or
 * neither. Ten national digits are a cell phone, so they get the '9' the international format
 * needs (+54 9 11 2345-6789). Anything else keeps its digits, for the validation to refuse.
 */
function argentineCellphone(digits: string): string {
  let national = digits.replace(/^0/, '');
  if (national.startsWith('9')) national = national.slice(1).replace(/^0/, '');
  const prefixAt = mobilePrefixAt(national);
  if (prefixAt !== null) national = `${national.slice(0, prefixAt)}${national.slice(prefixAt + 2)}`;
  return national.length === ARGENTINE_NATIONAL_DIGITS ? `+549${national}` : `+54${digits}`;
}

/** The calling code an international number starts with (the longest that fits), if it is one of CALLING_CODES'. */
function knownCallingCode(international: string): string | undefined {
  const codes = CALLING_CODES.map((option) => option.code).sort((a, b) => b.length - a.length);
  return codes.find((code) => international.startsWith(code));
}

/**
 * A cell phone as it is stored and sent (E.164: '+', calling code, number; no spaces), from what
 * a person typed. A number typed with '+' or '00' carries its own calling code; any other is a
 * national number of `country` (Argentina when none is given), whose trunk 0 is dropped
 * (Italy's numbers keep it). An Argentine number also loses the mobile '15' and gets the '9':
 * '011 15 2345-6789' and '11 2345 6789' are both '+5491123456789'. Whether the result is a
 * phone number at all is isPhoneNumber's and cellphoneProblem's call; blank stays blank.
 */
export function cellphoneE164(typed: string, country: string = DEFAULT_CALLING_COUNTRY): string {
  const compact = typed.trim().replace(PHONE_PUNCTUATION, '');
  if (compact === '') return '';
  let international: string;
  if (compact.startsWith('+')) international = compact;
  else if (compact.startsWith('00')) international = `+${compact.slice(2)}`;
  else {
    const code = callingCode(country);
    international = `${code}${code === '+39' ? compact : compact.replace(/^0/, '')}`;
  }
  return international.startsWith('+54') ? argentineCellphone(international.slice(3)) : international;
}

/**
 * Whether a typed text is a cell phone: a phone number (isPhoneNumber) and, when Argentine, an
 * area code and subscriber (ten digits, the 0, the 15 and the 9 aside) with an area code that
 * exists (11, or one starting with 2 or 3). A form says 'Número de teléfono no válido' (SPEC §8) otherwise.
 */
export function isCellphone(typed: string, country: string = DEFAULT_CALLING_COUNTRY): boolean {
  if (!isPhoneNumber(typed)) return false;
  const e164 = cellphoneE164(typed, country);
  return !e164.startsWith('+54') || /^\+549(?:11\d{8}|[23]\d{9})$/.test(e164);
}

/** A phone as a field with a calling-code picker shows it: the picked country and the number. */
export interface PhoneParts {
  readonly country: CallingCountry;
  readonly number: string;
}

/**
 * A stored phone split for a field with a calling-code picker: the country whose code it starts
 * with and the rest as a person writes it ('+5491123456789' is 'AR' and '11 2345-6789'). A phone
 * stored without a '+' (saved before it was normalized) or with a code the picker lacks is
 * shown whole, under Argentina, and is read again as typed when saved.
 */
export function phoneParts(stored: string | null | undefined): PhoneParts {
  const phone = (stored ?? '').trim();
  const code = phone.startsWith('+') ? knownCallingCode(phone) : undefined;
  if (code === undefined) return { country: DEFAULT_CALLING_COUNTRY, number: phone };
  const country = CALLING_CODES.find((option) => option.code === code)?.id ?? DEFAULT_CALLING_COUNTRY;
  const rest = phone.slice(code.length);
  if (code !== '+54' || !/^9[1-3]\d{9}$/.test(rest)) return { country, number: rest.trim() };
  const national = rest.slice(1);
  const areaLength = national.startsWith('11') ? 2 : ARGENTINE_THREE_DIGIT_AREAS.has(national.slice(0, 3)) ? 3 : 4;
  const subscriber = national.slice(areaLength);
  return { country, number: `${national.slice(0, areaLength)} ${subscriber.slice(0, -4)}-${subscriber.slice(-4)}` };
}
