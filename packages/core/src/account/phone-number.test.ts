import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone-number';

describe('isPhoneNumber', () => {
  it.each(['+5493515550188', '+54 9 351 555-0188', '(0351) 455-0188', '351.555.0188', '4550188', '  +54 351 4550188  '])('%s is a phone number', (typed) => {
    expect(isPhoneNumber(typed)).toBe(true);
  });

  it.each(['abc', '12345', '+54+93515550188', '351555018812345678', '351-555-0188 int. 23', '+', '', '0351 455 01 88 ext'])('%s is not', (typed) => {
    expect(isPhoneNumber(typed)).toBe(false);
  });

  it('takes 6 to 15 digits, with or without a leading +, whatever punctuation people put between them', () => {
    const punctuation = fc.constantFrom('', ' ', '-', '.', '(', ')');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), punctuation), { minLength: 1, maxLength: 20 }), fc.boolean(), (parts, plus) => {
        const typed = `${plus ? '+' : ''}${parts.map(([digit, between]) => `${digit}${between}`).join('')}`;
        expect(isPhoneNumber(typed)).toBe(parts.length >= 6 && parts.length <= 15);
      }),
    );
  });

  it('refuses any letter among the digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6,15}$/), fc.stringMatching(/^[a-zA-Záéíóúñ]$/), fc.nat(), (digits, letter, at) => {
        const place = at % (digits.length + 1);
        expect(isPhoneNumber(`${digits.slice(0, place)}${letter}${digits.slice(place)}`)).toBe(false);
      }),
    );
  });
});
