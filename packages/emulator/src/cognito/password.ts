import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { AwsServiceError } from '../aws-json';

/** Cognito's symbol set for the "require symbols" rule (space counts too). */
const symbols = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** The pool's policy (SPEC §5): at least 8 characters with lowercase, numbers and symbols; uppercase optional. */
export function assertPasswordPolicy(password: string): void {
  if (password.length > 256) {
    throw new AwsServiceError(
      'InvalidParameterException',
      "1 validation error detected: Value at 'password' failed to satisfy constraint: Member must have length less than or equal to 256",
    );
  }
  const broken = brokenRule(password);
  if (broken) {
    throw new AwsServiceError('InvalidPasswordException', `Password did not conform with policy: ${broken}`);
  }
}

function brokenRule(password: string): string | null {
  if (password.length < 8) return 'Password not long enough';
  if (!/[a-z]/.test(password)) return 'Password must have lowercase characters';
  if (!/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (!symbols.test(password)) return 'Password must have symbol characters';
  return null;
}

const scryptParameters = { N: 16384, r: 8, p: 1 } as const;
const hashLength = 32;

export interface PasswordHash {
  readonly salt: string;
  readonly hash: string;
}

export function hashPassword(password: string): PasswordHash {
  const salt = randomBytes(16);
  return {
    salt: salt.toString('base64'),
    hash: scryptSync(password, salt, hashLength, scryptParameters).toString('base64'),
  };
}

export function passwordMatches(password: string, stored: PasswordHash): boolean {
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = scryptSync(password, Buffer.from(stored.salt, 'base64'), hashLength, scryptParameters);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
