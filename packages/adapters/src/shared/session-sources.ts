import type { PortalError, Result } from '@justiciable/core';

/** Temporary AWS credentials of the identity pool, for signed calls such as Lambda's. */
export interface AwsCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string;
  readonly expiration?: Date;
}

/** The signed-in client's user-pool access token, or null when nobody is signed in. */
export type AccessTokenSource = () => Promise<Result<string | null, PortalError>>;

/** The signed-in client's identity-pool credentials; 'unauthenticated' when nobody is signed in. */
export type CredentialsSource = () => Promise<Result<AwsCredentials, PortalError>>;
