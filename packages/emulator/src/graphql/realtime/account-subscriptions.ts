import type { GraphQLResolveInfo } from 'graphql';
import type { OperationContext } from '../account-operations';
import { unauthorized } from '../appsync-errors';
import { onAccountChange, type AccountChange, type AccountModel } from './account-changes';
import { matchesFilter, type SubscriptionFilter } from './subscription-filter';

/** The subscriptions of SPEC §7, named as Amplify's codegen names them, and the writes each follows. */
export const accountSubscriptions = {
  onUpdateUser: { model: 'User', kind: 'update' },
  onCreateBilling: { model: 'Billing', kind: 'create' },
  onUpdateBilling: { model: 'Billing', kind: 'update' },
  onCreateLocation: { model: 'Location', kind: 'create' },
  onUpdateLocation: { model: 'Location', kind: 'update' },
} as const satisfies Record<string, { model: AccountModel; kind: AccountChange['kind'] }>;

export type AccountSubscriptionName = keyof typeof accountSubscriptions;

export interface AccountSubscriptionArgs {
  readonly filter?: SubscriptionFilter | null;
  readonly owner?: string | null;
}

/**
 * The event stream of one subscription, as an owner rule of Amplify's schema scopes it: only a
 * user-pool caller subscribes (the API key reads nothing, so it follows nothing), naming another
 * owner is refused, and whatever the filter says, only the caller's own records pass. The listener
 * is registered at once, so a write made after the start is acknowledged is never missed.
 */
export function accountEvents(
  op: OperationContext,
  name: AccountSubscriptionName,
  args: AccountSubscriptionArgs,
  info: GraphQLResolveInfo,
): AsyncIterableIterator<AccountChange['record']> {
  const { caller } = op;
  if (caller.kind !== 'user') throw unauthorized(info);
  if (args.owner != null && args.owner !== caller.sub) throw unauthorized(info);
  const { model, kind } = accountSubscriptions[name];
  const queue = new EventQueue<AccountChange['record']>();
  const stop = onAccountChange(op.db, (change) => {
    if (change.model !== model || change.kind !== kind || change.record.owner !== caller.sub) return;
    if (args.filter && !matchesFilter(change.record, args.filter)) return;
    queue.push(change.record);
  });
  return queue.iterate(stop);
}

/** Events waiting for their subscriber, in order; ending it stops the source. */
class EventQueue<T> {
  private readonly waiting: T[] = [];
  private readonly readers: ((result: IteratorResult<T>) => void)[] = [];
  private ended = false;

  push(value: T): void {
    if (this.ended) return;
    const reader = this.readers.shift();
    if (reader) reader({ value, done: false });
    else this.waiting.push(value);
  }

  iterate(stopSource: () => void): AsyncIterableIterator<T> {
    const end = (): IteratorResult<T> => {
      if (!this.ended) {
        this.ended = true;
        stopSource();
        this.waiting.length = 0;
        for (const reader of this.readers.splice(0)) reader({ value: undefined, done: true });
      }
      return { value: undefined, done: true };
    };
    const iterator: AsyncIterableIterator<T> = {
      next: () => {
        const value = this.waiting.shift();
        if (value !== undefined) return Promise.resolve({ value, done: false });
        if (this.ended) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => this.readers.push(resolve));
      },
      return: () => Promise.resolve(end()),
      throw: (error: unknown) => {
        end();
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }
}
