import {
  err,
  ok,
  portalError,
  type AccountEvents,
  type AccountEventsConnection,
  type AccountEventsListener,
  type AccountEventsSubscription,
  type AccountRecordChange,
  type PortalError,
  type Result,
} from '@justiciable/core';
import * as v from 'valibot';
import type { AmplifyRealtime } from '../cognito/configure-amplify';
import type { AdapterLogger } from '../shared/logger';
import {
  BILLING_SELECTION,
  BillingWireSchema,
  billingFromWire,
  LOCATION_SELECTION,
  LocationWireSchema,
  locationFromWire,
  USER_SELECTION,
  userFromWire,
  UserWireSchema,
} from './account-wire';

/** Each subscription of Amplify's generated schema the account follows, with its record's wire shape and mapping. */
const SUBSCRIPTIONS = {
  onUpdateUser: { selection: USER_SELECTION, read: (data: unknown) => userChange(data) },
  onCreateBilling: { selection: BILLING_SELECTION, read: (data: unknown) => billingChange(data) },
  onUpdateBilling: { selection: BILLING_SELECTION, read: (data: unknown) => billingChange(data) },
  onCreateLocation: { selection: LOCATION_SELECTION, read: (data: unknown) => locationChange(data) },
  onUpdateLocation: { selection: LOCATION_SELECTION, read: (data: unknown) => locationChange(data) },
} as const;

type SubscriptionName = keyof typeof SUBSCRIPTIONS;
const SUBSCRIPTION_NAMES = Object.keys(SUBSCRIPTIONS) as SubscriptionName[];

function userChange(data: unknown): AccountRecordChange | null {
  const wire = v.safeParse(UserWireSchema, data);
  return wire.success ? { kind: 'user', user: userFromWire(wire.output) } : null;
}

function billingChange(data: unknown): AccountRecordChange | null {
  const wire = v.safeParse(BillingWireSchema, data);
  return wire.success ? { kind: 'billing', billing: billingFromWire(wire.output) } : null;
}

function locationChange(data: unknown): AccountRecordChange | null {
  const wire = v.safeParse(LocationWireSchema, data);
  return wire.success ? { kind: 'location', location: locationFromWire(wire.output) } : null;
}

/** The owner-scoped subscription document, as Amplify's codegen writes it (`owner` is the Cognito sub). */
function subscriptionDocument(name: SubscriptionName): string {
  const operation = name.charAt(0).toUpperCase() + name.slice(1);
  return `subscription ${operation}($owner: String) { ${name}(owner: $owner) { ${SUBSCRIPTIONS[name].selection} } }`;
}

/** The failure Amplify's observable ends a subscription with, as a port's error. */
function subscriptionFailure(error: unknown): PortalError {
  const text = typeof error === 'object' && error !== null ? JSON.stringify(error) : String(error);
  if (
    /Unauthori[sz]ed|NotAuthorized|\b401\b|Token expired|No current user|NoValidAuthTokens|No auth token/i.test(text)
  ) {
    return portalError.unauthenticated(`the realtime socket refused the session: ${text}`);
  }
  return portalError.unavailable('network', `the realtime subscription failed: ${text}`);
}

/** Where AppSyncAccountEvents gets its client and checks the session. */
export interface RealtimeSource {
  realtime(): Promise<Result<AmplifyRealtime, PortalError>>;
  /** The session's access token; null while nobody is signed in. */
  accessToken(): Promise<Result<string | null, PortalError>>;
  /** Calls `listener` when this portal's session ends (sign-out, deletion); answers a function that stops calling it. */
  whenSessionEnds(listener: () => void): () => void;
}

/**
 * The account's changes over AppSync's realtime socket (SPEC §7) through Amplify's own
 * client: `onUpdateUser`, `onCreateBilling`/`onUpdateBilling`, `onCreateLocation`/
 * `onUpdateLocation`, scoped to the owner and authorized with the user pool's token. Amplify
 * keeps one socket per process for every subscription, reconnects it with backoff after a drop
 * and starts the subscriptions again; its hub's `ConnectionStateChange` and each start_ack become
 * the listener's connection states: 'connected' only once every subscription is accepted.
 * Signing out (or deleting the account) ends every subscription of the portal, silently, as
 * `unsubscribe` does: once none is left Amplify's socket closes, so a Node process can end.
 */
export class AppSyncAccountEvents implements AccountEvents {
  constructor(
    private readonly source: RealtimeSource,
    /** How long the socket may take to accept every subscription before subscribe gives up. */
    private readonly startMs: number,
    /** Where the socket's states are told (`createAdapters`' logger); null to tell nothing. */
    private readonly logger: AdapterLogger | null = null,
  ) {}

  async subscribe(
    ownerId: string,
    listener: AccountEventsListener,
  ): Promise<Result<AccountEventsSubscription, PortalError>> {
    const token = await this.source.accessToken();
    if (!token.ok) return token;
    if (token.value === null) return err(portalError.unauthenticated('nobody is signed in to subscribe'));
    const realtime = await this.source.realtime();
    if (!realtime.ok) return realtime;
    const { client, hub, connectionStateChange, states } = realtime.value;

    let stopped = false;
    let starting = true;
    let reported: AccountEventsConnection | null = null;
    let socketState: string | null = null;
    // The subscriptions the socket accepted since it last opened: all five make 'connected'.
    const accepted = new Set<SubscriptionName>();
    let settle: (outcome: Result<void, PortalError>) => void = () => undefined;
    const started = new Promise<Result<void, PortalError>>((resolve) => (settle = resolve));

    const report = (state: AccountEventsConnection) => {
      if (stopped || state === reported) return;
      reported = state;
      this.logger?.debug(`realtime: the account's subscriptions are ${state}`);
      listener.connection(state);
    };
    // Acks travel only over an open socket, and one already open for another subscription reports no state again.
    const reportIfReady = () => {
      const down =
        socketState === states.ConnectionDisrupted ||
        socketState === states.ConnectionDisruptedPendingNetwork ||
        socketState === states.ConnectedPendingNetwork;
      if (!down && accepted.size === SUBSCRIPTION_NAMES.length) {
        starting = false;
        settle(ok());
        report('connected');
      }
    };

    const stopListening = hub.listen('api', ({ payload }) => {
      if (stopped) return;
      if (payload.event === connectionStateChange && payload.data?.connectionState !== undefined) {
        socketState = payload.data.connectionState;
        switch (socketState) {
          case states.Connecting:
            report('connecting');
            break;
          case states.ConnectionDisrupted:
          case states.ConnectionDisruptedPendingNetwork:
            // The socket closed: Amplify starts every subscription again on the next one.
            accepted.clear();
            report('interrupted');
            break;
          case states.ConnectedPendingNetwork:
            // The browser says it is offline: the socket may live on, but what it carries meanwhile may be lost.
            report('interrupted');
            break;
          case states.Connected:
            reportIfReady();
            break;
        }
        return;
      }
      // Amplify reports the document as it printed it again, so the subscription is known by its root field.
      const name = SUBSCRIPTION_NAMES.find((candidate) => payload.data?.query?.includes(` ${candidate}(`) === true);
      if (
        payload.event === 'Subscription ack' &&
        name !== undefined &&
        payload.data?.variables?.['owner'] === ownerId
      ) {
        accepted.add(name);
        reportIfReady();
      }
    });

    const running: { unsubscribe(): void }[] = [];
    const logger = this.logger;
    const unsubscribe = () => {
      if (stopped) return;
      stopped = true;
      stopListening();
      stopOnSessionEnd();
      for (const subscription of running) subscription.unsubscribe();
      logger?.debug("realtime: the account's subscriptions stopped");
    };
    // Signing out ends what was followed for the session, as stopping it does; a subscribe still starting answers that nobody is signed in.
    const stopOnSessionEnd = this.source.whenSessionEnds(() => {
      if (starting) end(portalError.unauthenticated('the session ended while the subscriptions were starting'));
      else unsubscribe();
    });

    // A failure while starting is subscribe's answer; afterwards, the listener hears it.
    const end = (error: PortalError) => {
      if (stopped) return;
      unsubscribe();
      if (starting) settle(err(error));
      else listener.ended(error);
    };

    for (const name of SUBSCRIPTION_NAMES) {
      running.push(
        client.subscribe(
          subscriptionDocument(name),
          { owner: ownerId },
          {
            next: (message) => {
              if (stopped) return;
              // A record the wire schema refuses is not this port's to pass on; the next read shows the record.
              const change = SUBSCRIPTIONS[name].read(message.data?.[name]);
              if (change !== null) listener.change(change);
            },
            error: (error: unknown) => end(subscriptionFailure(error)),
          },
        ),
      );
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    const outcome = await Promise.race([
      started,
      new Promise<Result<void, PortalError>>((resolve) => {
        timer = setTimeout(
          () =>
            resolve(
              err(
                portalError.unavailable(
                  'timeout',
                  `the realtime socket accepted no subscription within ${this.startMs} ms`,
                ),
              ),
            ),
          this.startMs,
        );
      }),
    ]);
    clearTimeout(timer);
    if (!outcome.ok) {
      unsubscribe();
      return outcome;
    }
    return ok({ unsubscribe });
  }
}
