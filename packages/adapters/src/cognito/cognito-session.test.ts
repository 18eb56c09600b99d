import { describe, expect, it, vi } from 'vitest';
import { configureAmplifyOverStorage } from '../testing/amplify-over-storage';
import { cognitoAccessToken } from './cognito-session';

// Amplify's code cannot be loaded here: an answer that needed it reads as offline.
vi.mock('aws-amplify', () => {
  throw new Error('Amplify was loaded.');
});

const CLIENT_ID = 'sessionclient';

describe("the access token of a visitor's calls", () => {
  it('is none, without loading Amplify, when the storage names no signed-in user of this client', async () => {
    configureAmplifyOverStorage(CLIENT_ID, new Map([['CognitoIdentityServiceProvider.otherclient.LastAuthUser', 'someone']]));
    expect(await cognitoAccessToken()).toEqual({ ok: true, value: null });
  });

  it('is asked of Amplify when a user is named but their token is not fresh (it may refresh it)', async () => {
    configureAmplifyOverStorage(CLIENT_ID, new Map([[`CognitoIdentityServiceProvider.${CLIENT_ID}.LastAuthUser`, 'ana']]));
    expect(await cognitoAccessToken()).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
  });
});
