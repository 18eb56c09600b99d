import { passwordRuleMessages } from '../shared/catalogue';

/** SPEC §5, §9. */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordRule = keyof typeof passwordRuleMessages;
export type PasswordRuleMessage = (typeof passwordRuleMessages)[PasswordRule];

/*
 * The classes are the identity provider's (Cognito's), so the portal never accepts a password
 * the provider then refuses: lowercase is a-z only ('ñ' does not count), numbers 0-9, and
 * symbols are Cognito's list. Length counts characters (code points), not UTF-16 units.
 */
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-');

const RULES: readonly { readonly rule: PasswordRule; readonly isMet: (password: string) => boolean }[] = [
  { rule: 'minLength', isMet: (password) => [...password].length >= PASSWORD_MIN_LENGTH },
  { rule: 'lowercase', isMet: (password) => /[a-z]/.test(password) },
  { rule: 'number', isMet: (password) => /[0-9]/.test(password) },
  { rule: 'symbol', isMet: (password) => [...password].some((char) => SYMBOLS.has(char)) },
];

export interface PasswordCheck {
  readonly rule: PasswordRule;
  readonly message: PasswordRuleMessage;
  readonly met: boolean;
}

/** Every rule of the policy with whether the password meets it, in a fixed order, for the live checklist. */
export function passwordChecklist(password: string): PasswordCheck[] {
  return RULES.map(({ rule, isMet }) => ({ rule, message: passwordRuleMessages[rule], met: isMet(password) }));
}

/** The Spanish texts of the rules the password does not meet (SPEC §5); empty when it is valid. Uppercase is not required. */
export function validatePassword(password: string): string[] {
  return passwordChecklist(password)
    .filter((check) => !check.met)
    .map((check) => check.message);
}
