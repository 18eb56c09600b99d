import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { Billing } from './billing';
import type { Location } from './location';
import type { User } from './user';

/** One of the owner's records as it is now, after a change made anywhere (another tab, device or script). */
export type AccountRecordChange =
  | { readonly kind: 'user'; readonly user: User }
  | { readonly kind: 'billing'; readonly billing: Billing }
  | { readonly kind: 'location'; readonly location: Location };

/**
 * The state of the connection that carries the events: `'connecting'` while it opens,
 * `'connected'` once every subscription is accepted (again, after an interruption), and
 * `'interrupted'` while it is down (the network went away, the service closed it); the adapter
 * reconnects by itself meanwhile, and changes made then are not delivered.
 */
export type AccountEventsConnection = 'connecting' | 'connected' | 'interrupted';

/** Where an AccountEvents subscription delivers what happens. */
export interface AccountEventsListener {
  /** A change of one of the owner's records. */
  change(change: AccountRecordChange): void;
  connection(state: AccountEventsConnection): void;
  /**
   * The subscription ended for good and delivers nothing more: the service refused it (the token
   * was revoked: 'unauthenticated') or the connection could not be kept ('unavailable').
   */
  ended(error: PortalError): void;
}

/** A running subscription. */
export interface AccountEventsSubscription {
  /** Ends it: nothing is delivered after this returns; calling it again does nothing. */
  unsubscribe(): void;
}

/**
 * The changes to a client's user, billing and location records (SPEC §7: the GraphQL API's
 * subscriptions over its realtime socket: `onUpdateUser`, `onCreateBilling`/`onUpdateBilling`,
 * `onCreateLocation`/`onUpdateLocation`), as the signed-in client may receive them: only their own.
 */
export interface AccountEvents {
  /**
   * Subscribes to `ownerId`'s changes with the signed-in session and answers once the service
   * accepted every subscription, so a change made after the answer is delivered. Fails
   * 'unauthenticated' without a session, or as the service or the connection failed.
   */
  subscribe(ownerId: string, listener: AccountEventsListener): Promise<Result<AccountEventsSubscription, PortalError>>;
}
