/**
 * Amplify's realtime provider (the AWSAppSyncRealTimeProvider its GraphQL client keeps, one per
 * endpoint and process) as far as the adapters reach into it: the members below, none of them in
 * Amplify's types. A provider that lacks one (another Amplify version) is left as it is.
 */
interface AmplifyRealtimeProvider {
  /** Amplify's Events client sets it: no delayed close of the socket once no subscription is left. */
  allowNoSubscriptions: boolean;
  readonly subscriptionObserverMap: { readonly size: number };
  /** The open socket, if any: what it still holds to send (the last subscriptions' stop messages). */
  readonly awsRealTimeSocket?: { readonly bufferedAmount: number };
  _initiateHandshake(): Promise<unknown>;
  _removeSubscriptionObserver(subscriptionId: string): void;
  _closeSocketIfRequired(): void;
}

function isAmplifyRealtimeProvider(value: unknown): value is AmplifyRealtimeProvider {
  if (typeof value !== 'object' || value === null) return false;
  const provider = value as Partial<Record<keyof AmplifyRealtimeProvider, unknown>>;
  return (
    typeof provider.allowNoSubscriptions === 'boolean' &&
    provider.subscriptionObserverMap instanceof Map &&
    typeof provider._initiateHandshake === 'function' &&
    typeof provider._removeSubscriptionObserver === 'function' &&
    typeof provider._closeSocketIfRequired === 'function'
  );
}

const released = new WeakSet<object>();

/**
 * Lets a Node process end once nothing is followed any more, as a script expects: Amplify's realtime
 * provider left it alive for up to 15 s after the last subscription stopped. Two of its timers
 * held it: the handshake's 15 s timeout, which Amplify never clears once the socket is
 * acknowledged, and a 1 s grace before it closes a socket with no subscription left (kept for a
 * page that unmounts and mounts a component, and again whenever the socket still held data to
 * send, which Node's own WebSocket reports until its writes are done). So the handshake's timers
 * no longer hold the process (unref'd in Node: while the handshake waits, its socket holds the
 * process anyway), and the socket is closed as soon as its last subscription is removed and its
 * stop messages are written. Every other behaviour (keep-alive, reconnection with backoff while
 * subscriptions run) is Amplify's own.
 */
export function releaseSocketWhenIdle(provider: unknown): void {
  if (!isAmplifyRealtimeProvider(provider) || released.has(provider)) return;
  released.add(provider);
  const handshake = provider._initiateHandshake;
  provider._initiateHandshake = function (this: AmplifyRealtimeProvider) {
    return withTimersUnref(() => handshake.call(this));
  };
  const remove = provider._removeSubscriptionObserver;
  provider.allowNoSubscriptions = true;
  provider._removeSubscriptionObserver = function (this: AmplifyRealtimeProvider, subscriptionId: string) {
    remove.call(this, subscriptionId);
    closeWhenWritten(this, FLUSH_CHECKS);
  };
}

/** How often, 10 ms apart, the socket is checked for data still to send before Amplify's own 1 s wait takes over. */
const FLUSH_CHECKS = 50;

/** Closes the socket once no subscription is left and it holds nothing more to send (a subscription started meanwhile keeps it). */
function closeWhenWritten(provider: AmplifyRealtimeProvider, checksLeft: number): void {
  if (provider.subscriptionObserverMap.size > 0) return;
  if ((provider.awsRealTimeSocket?.bufferedAmount ?? 0) > 0 && checksLeft > 0) {
    setTimeout(() => closeWhenWritten(provider, checksLeft - 1), 10);
    return;
  }
  provider._closeSocketIfRequired();
}

/**
 * Runs `operation`, unref'ing every timer it sets synchronously (in Node; a browser's timers
 * have no unref and hold nothing). The global setTimeout is swapped only while `operation` runs
 * synchronously, so no other code can see it.
 */
function withTimersUnref<T>(operation: () => T): T {
  const schedule = globalThis.setTimeout;
  globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
    const timer = schedule(...args);
    (timer as { unref?: () => void }).unref?.();
    return timer;
  }) as typeof setTimeout;
  try {
    return operation();
  } finally {
    globalThis.setTimeout = schedule;
  }
}
