import type {
  AccountEvents,
  AccountEventsListener,
  AccountEventsSubscription,
  AccountRecordChange,
} from '../account/account-events';
import { errorMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { detached } from './detached';
import { InMemoryFake } from './in-memory-fake';
import type { InMemoryWorld } from './in-memory-world';

/** The owner a change belongs to, as the service's owner rule reads it. */
function ownerOf(change: AccountRecordChange): string | null {
  switch (change.kind) {
    case 'user':
      return change.user.owner;
    case 'billing':
      return change.billing.owner;
    case 'location':
      return change.location.owner;
  }
}

interface ActiveSubscription {
  readonly ownerId: string;
  readonly listener: AccountEventsListener;
}

/**
 * The GraphQL API's subscriptions of the account (SPEC §7) over the world: every write of a
 * user, billing or location record the account fake makes reaches the subscriptions of that
 * record's owner, and only theirs. Subscribing needs the signed-in session and is the session's
 * own owner's. Tests drive the connection: `interrupt()` (changes made meanwhile are lost, as on
 * a dropped socket), `reconnect()`, `endAll(error)`, and `deliverAsIs(change)` for a service
 * that sends what it should not.
 */
export class InMemoryAccountEvents extends InMemoryFake<AccountEvents> implements AccountEvents {
  private readonly active = new Set<ActiveSubscription>();
  private interrupted = false;

  constructor(private readonly world: InMemoryWorld) {
    super();
    world.onAccountChange((change) => {
      if (this.interrupted) return;
      const owner = ownerOf(change);
      for (const subscription of [...this.active])
        if (subscription.ownerId === owner) subscription.listener.change(detached(change));
    });
  }

  subscribe(ownerId: string, listener: AccountEventsListener): Promise<Result<AccountEventsSubscription, PortalError>> {
    return this.respond('subscribe', () => {
      const session = this.world.signedIn();
      if (!session.ok) return session;
      if (session.value.userId !== ownerId)
        return err(portalError.forbidden(errorMessages.followAccount, `owner ${ownerId} is not the signed-in client`));
      const subscription: ActiveSubscription = { ownerId, listener };
      this.active.add(subscription);
      listener.connection(this.interrupted ? 'interrupted' : 'connected');
      return ok({ unsubscribe: () => void this.active.delete(subscription) });
    });
  }

  /** How many subscriptions are running. */
  get activeCount(): number {
    return this.active.size;
  }

  /** The connection drops: every subscription hears 'interrupted', and writes made until `reconnect()` are not delivered. */
  interrupt(): void {
    this.interrupted = true;
    for (const { listener } of [...this.active]) listener.connection('interrupted');
  }

  /** The connection is back: every subscription hears 'connected'. */
  reconnect(): void {
    this.interrupted = false;
    for (const { listener } of [...this.active]) listener.connection('connected');
  }

  /** The service ends every subscription for good with `error` (a revoked token: 'unauthenticated'). */
  endAll(error: PortalError): void {
    const ending = [...this.active];
    this.active.clear();
    for (const { listener } of ending) listener.ended(error);
  }

  /** Delivers `change` to every subscription whoever owns it: a service that breaks its owner rule. */
  deliverAsIs(change: AccountRecordChange): void {
    for (const { listener } of [...this.active]) listener.change(detached(change));
  }
}
