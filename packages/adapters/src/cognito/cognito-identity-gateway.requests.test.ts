import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeCloud, freshCloud } from '../testing/emulator-cloud';
import { firstOwnCase, orThrow, uniqueKeys } from '../testing/seed-discovery';

afterAll(closeCloud);

const USER_POOL = 'AWSCognitoIdentityProviderService';
const IDENTITY_POOL = 'AWSCognitoIdentityService';

/**
 * The requests Amplify sends while `run` runs, each named by its X-Amz-Target (or its URL when it
 * has none). Amplify calls the global fetch, so a spy that passes every call on sees them all.
 */
async function requestsDuring<T>(
  run: () => Promise<T>,
): Promise<{ readonly result: T; readonly requests: readonly string[] }> {
  const realFetch = globalThis.fetch;
  const requests: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = new Request(input, init);
    requests.push(request.headers.get('x-amz-target') ?? request.url);
    return realFetch(input, init);
  });
  try {
    return { result: await run(), requests };
  } finally {
    spy.mockRestore();
  }
}

describe('CognitoIdentityGateway and the identity pool', () => {
  it('signs in with the two SRP calls to the user pool, then reads the session without a request', async () => {
    const cloud = await freshCloud();
    const { identity } = cloud.ports;

    const signIn = await requestsDuring(() => identity.signIn(cloud.demo.email, cloud.demo.password));
    const signedIn = orThrow(signIn.result, 'sign in');
    expect(signIn.requests).toEqual([`${USER_POOL}.InitiateAuth`, `${USER_POOL}.RespondToAuthChallenge`]);
    expect(signedIn.email.toLowerCase()).toBe(cloud.demo.email.toLowerCase());

    const current = await requestsDuring(() => identity.currentSession());
    expect(current.requests).toEqual([]);
    expect(orThrow(current.result, 'read the session')).toEqual(signedIn);
  });

  it('asks the identity pool for credentials when the file store first needs them, and only then', async () => {
    const cloud = await freshCloud();
    const session = orThrow(await cloud.ports.identity.signIn(cloud.demo.email, cloud.demo.password), 'sign in');
    const ownCase = await firstOwnCase(cloud, session.userId);
    const uniqueKey = uniqueKeys('credenciales');
    const upload = () =>
      cloud.ports.files.upload({
        caseId: ownCase.id,
        groupId: ownCase.id_grupo,
        uniqueKey: uniqueKey(),
        fileName: 'DNI.pdf',
        contentBase64: 'JVBERi0xLjQK',
      });
    const toIdentityPool = (requests: readonly string[]) =>
      requests.filter((request) => request.startsWith(`${IDENTITY_POOL}.`));

    const first = await requestsDuring(upload);
    orThrow(first.result, 'upload a file');
    expect(toIdentityPool(first.requests)).toEqual([
      `${IDENTITY_POOL}.GetId`,
      `${IDENTITY_POOL}.GetCredentialsForIdentity`,
    ]);

    const second = await requestsDuring(upload);
    orThrow(second.result, 'upload a second file');
    expect(toIdentityPool(second.requests)).toEqual([]);
  });
});
