import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { failedTo, portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import type { AccountEventsConnection, AccountEventsSubscription, AccountRecordChange } from './account-events';
import { isDeletingOwnAccount } from './own-deletion';
import type { User } from './user';

/**
 * What followAccount tells its caller: one of the client's records as it is now, or
 * `'reconnected'`: the connection came back after an interruption, and changes made meanwhile
 * were not delivered, so whatever the caller shows of the account should be read again.
 */
export type AccountChange = AccountRecordChange | { readonly kind: 'reconnected' };

export interface FollowAccountRequest {
  /** The signed-in client (loadSession's `client`): only their records are followed. */
  readonly client: SignedInClient;
  /** A change of the client's user, billing or location record, or `'reconnected'` (read again). */
  readonly onChange: (change: AccountChange) => void;
  /**
   * Following ended, and nothing more is delivered: the account was deleted or disabled elsewhere
   * ('Error al obtener el usuario', SPEC §2: the session must end), or the service refused or
   * dropped the subscription for good ('unauthenticated' when the session was revoked).
   */
  readonly onEnded?: (error: PortalError) => void;
  /** Each change of the connection's state, for a caller that shows it. */
  readonly onConnectionChange?: (state: AccountEventsConnection) => void;
}

/** A running followAccount. */
export interface AccountFollowing {
  /** Stops following: nothing is delivered after it returns; calling it again does nothing. */
  stop(): void;
}

/**
 * Why a user record ends the session: deleted (its deletion marked, SPEC §4) or disabled. SPEC §2
 * logs out on a failed user load; a record the portal may not use any more is one.
 */
function endingOf(user: User): PortalError | null {
  if (user.deletedAt !== null)
    return portalError.notFound(errorMessages.loadUser, `The account was marked deleted at ${user.deletedAt}.`);
  if (user.enabled === false) return portalError.forbidden(errorMessages.loadUser, 'The account was disabled.');
  return null;
}

/** Whether a change is of the client's own records; the service scopes them, and this checks again. */
function isOwnChange(change: AccountRecordChange, clientId: string): boolean {
  switch (change.kind) {
    case 'user':
      return change.user.id === clientId && (change.user.owner === null || change.user.owner === clientId);
    case 'billing':
      return change.billing.owner === clientId;
    case 'location':
      return change.location.owner === clientId;
  }
}

/**
 * Follows the signed-in client's account: the changes to their user, billing and
 * location records made anywhere, while this runs. A deleted or disabled user ends it with
 * SPEC §2's 'Error al obtener el usuario'; a change of another owner's record is dropped; a
 * connection back after an interruption asks the caller to read again.
 */
export function makeFollowAccount({ identity, accountEvents }: Pick<PortalPorts, 'identity' | 'accountEvents'>) {
  return async function followAccount({
    client,
    onChange,
    onEnded,
    onConnectionChange,
  }: FollowAccountRequest): Promise<Result<AccountFollowing, PortalError>> {
    const session = await identity.currentSession();
    if (!session.ok) return session;
    if (session.value.userId !== client.id) {
      return err(portalError.forbidden(errorMessages.followAccount, `client ${client.id} is not the signed-in client`));
    }

    let subscription: AccountEventsSubscription | null = null;
    let stopped = false;
    let interrupted = false;
    const stop = () => {
      stopped = true;
      subscription?.unsubscribe();
    };
    const end = (error: PortalError) => {
      if (stopped) return;
      stop();
      onEnded?.(error);
    };

    const subscribed = await accountEvents.subscribe(client.id, {
      change(change) {
        if (stopped || !isOwnChange(change, client.id)) return;
        // This portal's own deletion: its caller ends the session, and a deletion that fails is undone.
        if (change.kind === 'user' && change.user.deletedAt !== null && isDeletingOwnAccount(identity)) return;
        const ending = change.kind === 'user' ? endingOf(change.user) : null;
        if (ending === null) onChange(change);
        else end(ending);
      },
      connection(state) {
        if (stopped) return;
        onConnectionChange?.(state);
        if (state === 'interrupted') interrupted = true;
        if (state === 'connected' && interrupted) {
          interrupted = false;
          onChange({ kind: 'reconnected' });
        }
      },
      ended: end,
    });
    if (!subscribed.ok) return err(failedTo(errorMessages.followAccount, subscribed.error));
    subscription = subscribed.value;
    // Ended (or stopped) while the subscription was being made: it must not outlive that.
    if (stopped) subscription.unsubscribe();
    return ok({ stop });
  };
}
