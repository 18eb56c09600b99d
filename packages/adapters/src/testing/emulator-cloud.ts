import { startEmulator, type RunningEmulator } from '@justiciable/emulator';
import type { IdentitySession } from '@justiciable/core';
import { ConsoleLogger } from '@aws-amplify/core';
import { ofetch } from 'ofetch';
import { emulatorConfig } from '../config-sources';
import { createAdapters, type AdapterPorts } from '../create-adapters';
import type { PortalConfig } from '../portal-config';

/*
 * The contract runs' cloud: a real emulator (in-memory database, random port, the demo seed)
 * and every adapter pointed at it. Amplify keeps one session per process, so one emulator
 * lives at a time; a world that needs fresh data starts a new one, which closes the previous.
 */

export interface Account {
  readonly email: string;
  readonly password: string;
}

/** An id no record has: the legacy API's ids are positive integers. */
export const MISSING_ID = '987654321';

/** Long enough that the emulated lawyers accept nothing while a contract runs. */
const NO_AUTO_ACCEPT_MS = 60 * 60 * 1000;

export interface Cloud {
  readonly emulator: RunningEmulator;
  readonly config: PortalConfig;
  readonly ports: AdapterPorts;
  readonly demo: Account;
  /** The seed's second client, whose data the demo client must never see. */
  readonly other: Account;
  /** Signs in as the account unless it already is, closing any other session; answers the session. */
  signInAs(account: Account): Promise<IdentitySession>;
  /** What `discover` answers, worked out once per emulator. */
  remember<T>(key: string, discover: () => Promise<T>): Promise<T>;
  signOut(): Promise<void>;
  /** What the emulator "sent", newest first. */
  outbox(): Promise<readonly OutboxEntry[]>;
  /** A raw legacy API read, for ids the ports do not carry (an invitation's id in its notification). */
  legacyRead(action: string, query: Readonly<Record<string, string>>): Promise<unknown>;
}

export interface OutboxEntry {
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly data: Readonly<Record<string, unknown>>;
}

// Amplify warns at every configuration that the emulator's endpoints are not AWS's; they are meant not to be.
ConsoleLogger.LOG_LEVEL = 'ERROR';

let current: Cloud | null = null;

/** A new emulator with the demo seed, its adapters, nobody signed in. */
export async function freshCloud(): Promise<Cloud> {
  await closeCloud();
  // Rate limits off: the suites sign in and call without a token far more often than a person
  // would, all from 127.0.0.1; src/shared/throttling.emulator.test.ts runs the defaults.
  const emulator = await startEmulator({
    port: 0,
    data: ':memory:',
    seed: 'demo',
    autoAcceptMs: NO_AUTO_ACCEPT_MS,
    rateLimits: 'off',
  });
  const { demo, other } = emulator;
  if (demo === null || other === null) throw new Error('The emulator seeded no demo account, or no second client');
  // No retries: a contract run must see the first answer, not a second chance.
  const config = await emulatorConfig(emulator.url, { readRetries: 0 });
  const ports = createAdapters(config);
  let token: string | null = null;
  const remembered = new Map<string, Promise<unknown>>();
  const cloud: Cloud = {
    emulator,
    config,
    ports,
    demo,
    other,
    async signInAs(account) {
      const current = await ports.identity.currentSession();
      if (current.ok && current.value.email.toLowerCase() === account.email.toLowerCase() && token !== null)
        return current.value;
      const session = await ports.identity.signIn(account.email, account.password);
      if (!session.ok)
        throw new Error(
          `Could not sign in as ${account.email}: ${session.error.message} (${session.error.detail ?? ''})`,
        );
      const accessToken = await ports.identity.accessToken();
      token = accessToken.ok ? accessToken.value : null;
      return session.value;
    },
    remember<T>(key: string, discover: () => Promise<T>): Promise<T> {
      let known = remembered.get(key);
      if (known === undefined) {
        known = discover();
        remembered.set(key, known);
      }
      return known as Promise<T>;
    },
    async signOut() {
      const signedOut = await ports.identity.signOut();
      if (!signedOut.ok) throw new Error(`Could not sign out: ${signedOut.error.message}`);
      token = null;
    },
    async outbox() {
      return ofetch<OutboxEntry[]>(`${emulator.url}/__emulator/outbox.json`);
    },
    async legacyRead(action, query) {
      return ofetch(`${config.legacyApiBaseUrl}/api.php/${action}/`, {
        query,
        headers: token === null ? {} : { authorization: `Bearer ${token}` },
      });
    },
  };
  current = cloud;
  return cloud;
}

let shared: Promise<Cloud> | null = null;

/** One emulator for every run of a suite whose runs leave data the next can still use. */
export function sharedCloud(): Promise<Cloud> {
  shared ??= freshCloud();
  return shared;
}

/** Signs out and stops the current emulator, if any. */
export async function closeCloud(): Promise<void> {
  const closing = current;
  current = null;
  shared = null;
  if (closing === null) return;
  await closing.ports.identity.signOut();
  await closing.emulator.close();
}
