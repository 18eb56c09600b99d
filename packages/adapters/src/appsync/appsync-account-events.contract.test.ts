import { describeAccountEventsContract } from '@justiciable/core/contracts';
import { ofetch } from 'ofetch';
import { afterAll } from 'vitest';
import { WebSocket } from 'ws';
import { closeCloud, sharedCloud, type Account, type Cloud } from '../testing/emulator-cloud';
import { demoSession } from '../testing/seed-discovery';

// Node 20 has no global WebSocket, which Amplify's realtime client needs (docs/scripts.md, "Realtime").
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

afterAll(closeCloud);

/**
 * Renames another client by their own session, over the wire (Cognito's USER_PASSWORD_AUTH, then a
 * GraphQL mutation with their token), as their own device would: this process's Amplify session
 * stays the subscriber's.
 */
async function renameAs(cloud: Cloud, account: Account, userId: string, name: string): Promise<void> {
  const { AuthenticationResult } = await ofetch<{ AuthenticationResult: { AccessToken: string } }>(
    cloud.config.userPoolEndpoint ?? '',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        ClientId: cloud.config.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
      }),
      parseResponse: JSON.parse,
    },
  );
  await ofetch(cloud.config.graphqlEndpoint, {
    method: 'POST',
    headers: { authorization: AuthenticationResult.AccessToken },
    body: {
      query: 'mutation ($input: UpdateUserInput!) { updateUser(input: $input) { id } }',
      variables: { input: { id: userId, name } },
    },
  });
}

describeAccountEventsContract('AppSyncAccountEvents', async () => {
  const cloud = await sharedCloud();
  const { session, other } = await demoSession(cloud);
  return {
    subject: cloud.ports.accountEvents,
    userId: session.userId,
    accounts: cloud.ports.accounts,
    renameAnotherClient: (name) => renameAs(cloud, cloud.other, other.userId, name),
    signOut: () => cloud.signOut(),
  };
});
