import type { EmulatorContext } from '../context';

/** Everything a client needs to point at this emulator instead of AWS and the legacy host. */
export interface ClientConfig {
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly identityPoolId: string;
  /** The identity pool gives guests credentials (the public file-request page uploads without a session). */
  readonly identityPoolGuestAccess: boolean;
  readonly userPoolEndpoint: string;
  readonly identityPoolEndpoint: string;
  readonly graphqlEndpoint: string;
  readonly apiKey: string;
  readonly legacyApiBaseUrl: string;
  readonly lambdaEndpoint: string;
  readonly uploadFunctionName: string;
  readonly downloadFunctionName: string;
}

export function clientConfig(ctx: EmulatorContext): ClientConfig {
  const url = ctx.baseUrl();
  const { settings } = ctx;
  return {
    region: settings.region,
    userPoolId: settings.userPoolId,
    userPoolClientId: settings.userPoolClientId,
    identityPoolId: settings.identityPoolId,
    identityPoolGuestAccess: true,
    userPoolEndpoint: `${url}/cognito`,
    identityPoolEndpoint: `${url}/cognito-identity`,
    graphqlEndpoint: `${url}/graphql`,
    apiKey: settings.apiKey,
    legacyApiBaseUrl: `${url}/justiciable-api`,
    lambdaEndpoint: `${url}/lambda`,
    uploadFunctionName: settings.uploadFunctionName,
    downloadFunctionName: settings.downloadFunctionName,
  };
}
