import { AwsServiceError, type JsonInput, type JsonObject } from '../aws-json';
import { inTransaction } from '../store/database';
import { sendCode, spendCode, verifyCode } from './codes';
import { readClientId, userNotFound, type UserPool } from './user-pool';
import { assertEmailAddress, confirmUser, findUser, insertUnconfirmedUser } from './users';

/** The attributes this pool's schema holds besides the e-mail, which is the username. */
const writableAttributes = new Set(['email', 'phone_number', 'name']);

export function signUp(pool: UserPool, input: JsonInput): JsonObject {
  readClientId(pool, input);
  const username = input.requiredString('Username');
  const password = input.requiredString('Password');
  const attributes = input.optionalAttributes('UserAttributes') ?? [];
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
    if (attribute.name === 'name') name = attribute.value;
  }
  return inTransaction(pool.ctx.db, () => {
    const user = insertUnconfirmedUser(pool.ctx, { email: username, password, phone, name });
    const delivery = sendCode(pool.ctx, user, 'sign-up');
    return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails: delivery };
  });
}

export function confirmSignUp(pool: UserPool, input: JsonInput): JsonObject {
  readClientId(pool, input);
  const username = input.requiredString('Username');
  const code = input.requiredString('ConfirmationCode');
  const user = findUser(pool.ctx.db, username);
  if (!user) throw userNotFound();
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

export function resendConfirmationCode(pool: UserPool, input: JsonInput): JsonObject {
  readClientId(pool, input);
  const user = findUser(pool.ctx.db, input.requiredString('Username'));
  if (!user) throw userNotFound();
  if (user.status === 'CONFIRMED') {
    throw new AwsServiceError('InvalidParameterException', 'User is already confirmed.');
  }
  return { CodeDeliveryDetails: inTransaction(pool.ctx.db, () => sendCode(pool.ctx, user, 'sign-up')) };
}
