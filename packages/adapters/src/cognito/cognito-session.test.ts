import { describe, expect, it, vi } from 'vitest';
import { gatewayOverStorage } from '../testing/amplify-over-storage';

// Amplify's code cannot be loaded here: an answer that needed it reads as offline.
vi.mock('@aws-amplify/core', () => {
  throw new Error('Amplify was loaded.');
});

const CLIENT_ID = 'sessionclient';

describe("the access token of a visitor's calls", () => {
  it('is none, without loading Amplify, when the storage names no signed-in user of this client', async () => {
    const gateway = gatewayOverStorage(
      CLIENT_ID,
      new Map([['CognitoIdentityServiceProvider.otherclient.LastAuthUser', 'someone']]),
    );
    expect(await gateway.accessToken()).toEqual({ ok: true, value: null });
  });

  it('is asked of Amplify when a user is named but their token is not fresh (it may refresh it)', async () => {
    const gateway = gatewayOverStorage(
      CLIENT_ID,
      new Map([[`CognitoIdentityServiceProvider.${CLIENT_ID}.LastAuthUser`, 'ana']]),
    );
    expect(await gateway.accessToken()).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
  });
});
