import { describe, expect, it } from 'vitest';
import { passwordRuleMessages } from '../shared/catalogue';
import { PASSWORD_MIN_LENGTH, passwordChecklist, validatePassword } from './password-policy';

describe('validatePassword', () => {
  it('SPEC §5: a password with 8 characters, a lowercase letter, a number and a symbol is valid; uppercase is not required', () => {
    expect(validatePassword('abcdef1!')).toEqual([]);
    expect(validatePassword('clave-segura-2026')).toEqual([]);
  });

  it('SPEC §5, §9: minimum length 8', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(validatePassword('abcde1!')).toEqual([passwordRuleMessages.minLength]);
  });

  it('SPEC §5: must contain lowercase letters', () => {
    expect(validatePassword('ABCDEF1!')).toEqual([passwordRuleMessages.lowercase]);
  });

  it('SPEC §5: must contain numbers', () => {
    expect(validatePassword('abcdefg!')).toEqual([passwordRuleMessages.number]);
  });

  it('SPEC §5: must contain symbols', () => {
    expect(validatePassword('abcdefg1')).toEqual([passwordRuleMessages.symbol]);
  });

  it('SPEC §5: lists every unmet rule, in the checklist order', () => {
    expect(validatePassword('')).toEqual([
      passwordRuleMessages.minLength,
      passwordRuleMessages.lowercase,
      passwordRuleMessages.number,
      passwordRuleMessages.symbol,
    ]);
  });

  it("follows the provider's classes: 'ñ' is not a-z, a space is not a symbol, length counts characters", () => {
    expect(validatePassword('ÑÑÑÑñ12!')).toEqual([passwordRuleMessages.lowercase]);
    expect(validatePassword('abcdef1 ')).toEqual([passwordRuleMessages.symbol]);
    expect(validatePassword('a1!😀😀😀😀')).toEqual([passwordRuleMessages.minLength]);
  });
});

describe('passwordChecklist', () => {
  it('SPEC §5: reports each rule with whether it is met', () => {
    expect(passwordChecklist('abc1')).toEqual([
      { rule: 'minLength', message: passwordRuleMessages.minLength, met: false },
      { rule: 'lowercase', message: passwordRuleMessages.lowercase, met: true },
      { rule: 'number', message: passwordRuleMessages.number, met: true },
      { rule: 'symbol', message: passwordRuleMessages.symbol, met: false },
    ]);
  });
});
