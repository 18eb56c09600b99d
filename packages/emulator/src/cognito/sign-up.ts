import { AwsServiceError, type JsonInput, type JsonObject } from '../aws-json';
import { inTransaction } from '../store/database';
import { sendCode, simulateCodeDelivery, spendCode, verifyCode } from './codes';
import { simulatedSubject } from './simulated-users';
import {
  memberLimits,
  readClientId,
  readConfirmationCode,
  readPassword,
  readUsername,
  type UserPool,
} from './user-pool';
import { assertEmailAddress, confirmUser, findUser, insertUnconfirmedUser } from './users';

/** The attributes this pool's schema holds besides the e-mail, which is the username. */
const writableAttributes = new Set(['email', 'phone_number', 'name']);

export function signUp(pool: UserPool, input: JsonInput): JsonObject {
  readClientId(pool, input);
  const username = readUsername(input);
  const password = readPassword(input);
  const attributes = input.optionalAttributes('UserAttributes', memberLimits.attributeValue) ?? [];
  try {
    assertEmailAddress(username);
  } catch {
    throw new AwsServiceError('InvalidParameterException', 'Username should be an email.');
  }
  let phone: string | null = null;
  let name: string | null = null;
  for (const attribute of attributes) {
    if (!writableAttributes.has(attribute.name)) {
      throw new AwsServiceError(
        'InvalidParameterException',
        `Attributes did not conform to the schema: ${attribute.name}: Attribute does not exist in the schema.`,
      );
    }
    if (attribute.name === 'email') {
      assertEmailAddress(attribute.value);
      if (attribute.value.toLowerCase() !== username.toLowerCase()) {
        throw new AwsServiceError(
          'InvalidParameterException',
          'Attributes did not conform to the schema: email: must be the same address as the username.',
        );
      }
    }
    if (attribute.name === 'phone_number') phone = attribute.value;
    if (attribute.name === 'name') name = nameAttribute(attribute.value);
  }
  return inTransaction(pool.ctx.db, () => {
    const user = insertUnconfirmedUser(pool.ctx, { email: username, password, phone, name });
    const delivery = sendCode(pool.ctx, user, 'sign-up');
    return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails: delivery };
  });
}

/**
 * The longest name the pool's schema takes: the profile's (core's textLimits.name, GraphQL's
 * input limit on name), so a name refused by updateUser cannot enter through SignUp instead and
 * reach the user record, the id token and the confirmation mail.
 */
export const maxNameLength = 100;

/**
 * What a name may not hold: the profile's rule (C0 and C1 controls, DEL, the Unicode line
 * separators) and the bidirectional embeddings, overrides and isolates, as core's requiredName.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const NOT_IN_A_NAME = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

function nameAttribute(value: string): string {
  if (value.length > maxNameLength) {
    throw new AwsServiceError(
      'InvalidParameterException',
      `Attributes did not conform to the schema: name: String must be no longer than ${maxNameLength} characters`,
    );
  }
  if (NOT_IN_A_NAME.test(value)) {
    throw new AwsServiceError(
      'InvalidParameterException',
      'Attributes did not conform to the schema: name: must be one line without control or bidirectional override characters',
    );
  }
  return value;
}

/** Confirms the account with the e-mailed code; an address without an account gets Cognito's ExpiredCodeException. */
export function confirmSignUp(pool: UserPool, input: JsonInput): JsonObject {
  readClientId(pool, input);
  const username = readUsername(input);
  const code = readConfirmationCode(input);
  const user = findUser(pool.ctx.db, username);
  if (!user) throw new AwsServiceError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
  if (user.status === 'CONFIRMED') {
    throw new AwsServiceError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
  }
  verifyCode(pool.ctx, user, 'sign-up', code);
  inTransaction(pool.ctx.db, () => {
    spendCode(pool.ctx, user, 'sign-up');
    confirmUser(pool.ctx, user);
  });
  return {};
}

/** E-mails the sign-up code again; an address without an account gets the same answer, and no e-mail. */
export function resendConfirmationCode(pool: UserPool, input: JsonInput): JsonObject {
  readClientId(pool, input);
  const username = readUsername(input);
  const user = findUser(pool.ctx.db, username);
  if (!user)
    return { CodeDeliveryDetails: simulateCodeDelivery(pool.ctx, simulatedSubject(pool.ctx.db, username), username) };
  if (user.status === 'CONFIRMED') {
    throw new AwsServiceError('InvalidParameterException', 'User is already confirmed.');
  }
  return { CodeDeliveryDetails: inTransaction(pool.ctx.db, () => sendCode(pool.ctx, user, 'sign-up')) };
}
