import type { AwsJsonService } from '../aws-json';
import { deleteUser, getUser, globalSignOut, revokeToken } from './account';
import { confirmForgotPassword, forgotPassword } from './password-reset';
import { getTokensFromRefreshToken, initiateAuth, respondToAuthChallenge } from './sign-in';
import { confirmSignUp, resendConfirmationCode, signUp } from './sign-up';
import type { UserPool } from './user-pool';

/** The user-pool operations the portal uses (AWSCognitoIdentityProviderService.<Operation>). */
export function userPoolService(pool: UserPool): AwsJsonService {
  return {
    targetPrefix: 'AWSCognitoIdentityProviderService',
    operations: {
      SignUp: (input) => signUp(pool, input),
      ConfirmSignUp: (input) => confirmSignUp(pool, input),
      ResendConfirmationCode: (input) => resendConfirmationCode(pool, input),
      InitiateAuth: (input) => initiateAuth(pool, input),
      RespondToAuthChallenge: (input) => respondToAuthChallenge(pool, input),
      GetTokensFromRefreshToken: (input) => getTokensFromRefreshToken(pool, input),
      GetUser: (input) => getUser(pool, input),
      DeleteUser: (input) => deleteUser(pool, input),
      GlobalSignOut: (input) => globalSignOut(pool, input),
      RevokeToken: (input) => revokeToken(pool, input),
      ForgotPassword: (input) => forgotPassword(pool, input),
      ConfirmForgotPassword: (input) => confirmForgotPassword(pool, input),
    },
  };
}
