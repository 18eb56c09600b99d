import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellphoneE164, isCellphone, isPhoneNumber, phoneParts } from './phone-number';

describe('isPhoneNumber', () => {
  it.each([
    '+5493515550188',
    '+54 9 351 555-0188',
    '(0351) 455-0188',
    '351.555.0188',
    '4550188',
    '  +54 351 4550188  ',
  ])('%s is a phone number', (typed) => {
    expect(isPhoneNumber(typed)).toBe(true);
  });

  it.each([
    'abc',
    '12345',
    '+54+93515550188',
    '351555018812345678',
    '351-555-0188 int. 23',
    '+',
    '',
    '0351 455 01 88 ext',
  ])('%s is not', (typed) => {
    expect(isPhoneNumber(typed)).toBe(false);
  });

  it('takes 6 to 15 digits, with or without a leading +, whatever punctuation people put between them', () => {
    const punctuation = fc.constantFrom('', ' ', '-', '.', '(', ')');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), punctuation), { minLength: 1, maxLength: 20 }),
        fc.boolean(),
        (parts, plus) => {
          const typed = `${plus ? '+' : ''}${parts.map(([digit, between]) => `${digit}${between}`).join('')}`;
          expect(isPhoneNumber(typed)).toBe(parts.length >= 6 && parts.length <= 15);
        },
      ),
    );
  });

  it('refuses any letter among the digits', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{6,15}$/),
        fc.stringMatching(/^[a-zA-Záéíóúñ]$/),
        fc.nat(),
        (digits, letter, at) => {
          const place = at % (digits.length + 1);
          expect(isPhoneNumber(`${digits.slice(0, place)}${letter}${digits.slice(place)}`)).toBe(false);
        },
      ),
    );
  });
});

/** Area codes of each length, among them 220 and 2202, where a three-digit code starts a four-digit one. */
const AREA_CODES = [
  '11',
  '220',
  '221',
  '223',
  '261',
  '291',
  '299',
  '341',
  '351',
  '381',
  '387',
  '2202',
  '2221',
  '2254',
  '2281',
  '2302',
  '2920',
  '2966',
  '3327',
  '3400',
  '3487',
  '3722',
  '3832',
];

/** An Argentine cell phone: an area code and a subscriber number of the length that makes ten digits (never starting with 0 or 1). */
const argentineCellphone = fc
  .tuple(fc.constantFrom(...AREA_CODES), fc.integer({ min: 2, max: 9 }), fc.stringMatching(/^\d{7}$/))
  .map(([area, first, rest]) => ({ area, subscriber: `${first}${rest}`.slice(0, 10 - area.length) }));

/** The punctuation people put between the groups of digits. */
const gap = fc.constantFrom('', ' ', '-', '.');

describe('cellphoneE164', () => {
  it.each([
    ['011 15 2345-6789', '+5491123456789'],
    ['11 2345 6789', '+5491123456789'],
    ['(011) 15-2345-6789', '+5491123456789'],
    ['+54 9 11 2345-6789', '+5491123456789'],
    ['+54 11 15 2345 6789', '+5491123456789'],
    ['+54 9 011 15 2345 6789', '+5491123456789'],
    ['0054 11 2345 6789', '+5491123456789'],
    ['0351 15 555-0188', '+5493515550188'],
    ['02202 15 45-6789', '+5492202456789'],
    ['0220 15 456-7890', '+5492204567890'],
    ['', ''],
  ])('reads %s as %s', (typed, e164) => {
    expect(cellphoneE164(typed)).toBe(e164);
  });

  it('reads a national number in the country picked: its code before it, its trunk 0 dropped (not Italy’s)', () => {
    expect(cellphoneE164('094 123 456', 'UY')).toBe('+59894123456');
    expect(cellphoneE164('06 1234 5678', 'IT')).toBe('+390612345678');
    expect(cellphoneE164('+54 11 2345 6789', 'UY')).toBe('+5491123456789');
  });

  it('gives every way of writing an Argentine cell phone the one E.164 number, +54 9, area code, subscriber', () => {
    fc.assert(
      fc.property(
        argentineCellphone,
        fc.constantFrom('national', 'trunk', 'trunk15', 'plain15', 'e164', 'e164with15', 'international'),
        gap,
        gap,
        ({ area, subscriber }, style, a, b) => {
          const head = subscriber.slice(0, -4);
          const tail = subscriber.slice(-4);
          const typed = {
            national: `${area}${a}${head}${b}${tail}`,
            trunk: `0${area}${a}${head}${b}${tail}`,
            trunk15: `(0${area})${a}15${b}${head}-${tail}`,
            plain15: `${area} 15${a}${head}${b}${tail}`,
            e164: `+54${a}9${b}${area}${a}${head}${tail}`,
            e164with15: `+54 ${area}${a}15${b}${subscriber}`,
            international: `0054${a}${area}${b}${subscriber}`,
          }[style];
          expect(cellphoneE164(typed)).toBe(`+549${area}${subscriber}`);
          expect(isCellphone(typed)).toBe(true);
        },
      ),
    );
  });

  it('is idempotent: a stored number reads as itself', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\+?[\d ()-]{0,20}$/),
        fc.constantFrom('AR', 'UY', 'IT', 'US'),
        (typed, country) => {
          const once = cellphoneE164(typed, country);
          expect(cellphoneE164(once, country)).toBe(once);
        },
      ),
    );
  });

  it('round-trips through the picker: the parts of a stored number read back as that number', () => {
    fc.assert(
      fc.property(argentineCellphone, ({ area, subscriber }) => {
        const stored = `+549${area}${subscriber}`;
        const { country, number } = phoneParts(stored);
        expect(country).toBe('AR');
        expect(cellphoneE164(number, country)).toBe(stored);
      }),
    );
    expect(phoneParts('+5491123456789')).toEqual({ country: 'AR', number: '11 2345-6789' });
    expect(phoneParts('+59894123456')).toEqual({ country: 'UY', number: '94123456' });
    expect(phoneParts('3515550188')).toEqual({ country: 'AR', number: '3515550188' });
    expect(phoneParts(null)).toEqual({ country: 'AR', number: '' });
  });

  it('refuses an Argentine number that is not ten digits with its area code, and no phone at all', () => {
    expect(isCellphone('2345 6789')).toBe(false);
    expect(isCellphone('011 15 2345 67890')).toBe(false);
    expect(isCellphone('+54 9 51 2345 6789')).toBe(false);
    expect(isCellphone('abc')).toBe(false);
    expect(isCellphone('94 123 456', 'UY')).toBe(true);
  });
});
