import { describe, expect, it } from 'vitest';
import { signUpPhone } from './sign-up-phone';

describe('signUpPhone', () => {
  it("SPEC §5: the phone is sent with a '+' prefix on sign-up", () => {
    expect(signUpPhone('5491122334455')).toBe('+5491122334455');
  });

  it("SPEC §5: never doubles a '+' already there", () => {
    expect(signUpPhone('+5491122334455')).toBe('+5491122334455');
  });

  it('drops spaces, dots, dashes and parentheses', () => {
    expect(signUpPhone(' +54 (911) 2233-44.55 ')).toBe('+5491122334455');
  });
});
