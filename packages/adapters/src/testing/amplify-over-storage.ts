import { CognitoIdentityGateway } from '../cognito/cognito-identity-gateway';
import { parsePortalConfig } from '../portal-config';

/**
 * The identity port of a portal in a browser whose localStorage is `storage`, for a user-pool
 * client `clientId`: what the session tests read stored tokens from.
 */
export function gatewayOverStorage(clientId: string, storage: ReadonlyMap<string, string>): CognitoIdentityGateway {
  return new CognitoIdentityGateway(
    parsePortalConfig({
      region: 'sa-east-1',
      userPoolId: 'sa-east-1_Session1',
      userPoolClientId: clientId,
      identityPoolId: 'sa-east-1:00000000-0000-4000-8000-000000000004',
      userPoolEndpoint: 'https://cognito.test/user-pool',
      graphqlEndpoint: 'https://appsync.test/graphql',
      apiKey: 'da2-key',
      legacyApiBaseUrl: 'https://legacy.test/justiciable-api',
      uploadFunctionName: 'justiciable-upload-file-dev',
      downloadFunctionName: 'justiciable-download-file-dev',
    }),
    { tokenStorage: { getItem: (key) => storage.get(key) ?? null } },
  );
}
