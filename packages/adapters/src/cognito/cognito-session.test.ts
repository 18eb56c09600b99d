import { describe, expect, it, vi } from 'vitest';
import { parsePortalConfig } from '../portal-config';
import { cognitoAccessToken } from './cognito-session';
import { configureAmplify } from './configure-amplify';

// Amplify's code cannot be loaded here: an answer that needed it reads as offline.
vi.mock('aws-amplify', () => {
  throw new Error('Amplify was loaded.');
});

const CLIENT_ID = 'sessionclient';

function configureWith(storage: Map<string, string>): void {
  configureAmplify(
    parsePortalConfig({
      region: 'sa-east-1',
      userPoolId: 'sa-east-1_Session1',
      userPoolClientId: CLIENT_ID,
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

describe("the access token of a visitor's calls", () => {
  it('is none, without loading Amplify, when the storage names no signed-in user of this client', async () => {
    configureWith(new Map([['CognitoIdentityServiceProvider.otherclient.LastAuthUser', 'someone']]));
    expect(await cognitoAccessToken()).toEqual({ ok: true, value: null });
  });

  it('is asked of Amplify when a user is named but their token is not fresh (it may refresh it)', async () => {
    configureWith(new Map([[`CognitoIdentityServiceProvider.${CLIENT_ID}.LastAuthUser`, 'ana']]));
    expect(await cognitoAccessToken()).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
  });
});
