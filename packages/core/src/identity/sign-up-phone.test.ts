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

  it("sends an Argentine cell phone written the usual way, after the picker's +54, in E.164: no trunk 0, no 15, with the 9", () => {
    expect(signUpPhone('+54011 15 2345-6789')).toBe('+5491123456789');
    expect(signUpPhone('+5411 2345 6789')).toBe('+5491123456789');
    expect(signUpPhone('+54(0351) 15 555-0188')).toBe('+5493515550188');
  });

  it('leaves the numbers of other countries as their digits', () => {
    expect(signUpPhone('+598 94 123 456')).toBe('+59894123456');
  });
});
