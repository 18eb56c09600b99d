import { describeIdentityGatewayContract } from '@justiciable/core/contracts';
import { afterAll } from 'vitest';
import { closeCloud, freshCloud, type Cloud } from '../testing/emulator-cloud';

// Each run signs up its own accounts, so one emulator serves the whole suite.
let cloud: Promise<Cloud> | null = null;
let accounts = 0;
afterAll(closeCloud);

async function latestCode(
  from: Cloud,
  email: string,
  kind: 'confirmation-code' | 'password-reset-code',
): Promise<string> {
  const sent = (await from.outbox()).find(
    (entry) => entry.kind === kind && entry.to.toLowerCase() === email.toLowerCase(),
  );
  const code = sent?.data['code'];
  if (typeof code !== 'string') throw new Error(`No ${kind} was sent to ${email}`);
  return code;
}

describeIdentityGatewayContract('CognitoIdentityGateway', async () => {
  cloud ??= freshCloud();
  const current = await cloud;
  return {
    subject: current.ports.identity,
    readConfirmationCode: (email) => latestCode(current, email, 'confirmation-code'),
    readPasswordResetCode: (email) => latestCode(current, email, 'password-reset-code'),
    uniqueEmail: () => {
      accounts += 1;
      return `cliente.${accounts}.${Date.now()}@justiciable.test`;
    },
  };
});
