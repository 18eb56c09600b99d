import { Amplify } from 'aws-amplify';
import type { PortalConfig } from '../portal-config';

/**
 * Points Amplify's Auth category at the user pool and identity pool of the configuration
 * (SPEC §5: e-mail sign-in and verification code, no MFA, no social providers). Amplify holds
 * this configuration process-wide, so it is set once per page or script.
 */
export function configureAmplify(config: PortalConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        identityPoolId: config.identityPoolId,
        allowGuestAccess: config.identityPoolGuestAccess,
        signUpVerificationMethod: 'code',
        loginWith: { email: true },
        ...(config.userPoolEndpoint === undefined ? {} : { userPoolEndpoint: config.userPoolEndpoint }),
        ...(config.identityPoolEndpoint === undefined ? {} : { identityPoolEndpoint: config.identityPoolEndpoint }),
      },
    },
  });
}
