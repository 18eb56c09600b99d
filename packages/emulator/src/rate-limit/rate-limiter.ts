import type { RateLimitClass, RateLimitSettings } from './rate-limits';

export type RateVerdict = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

const ALLOWED: RateVerdict = { allowed: true };

/** Windows tracked at once; past it the oldest is forgotten, so many addresses cannot exhaust memory. */
const MAX_TRACKED_WINDOWS = 10_000;

interface Window {
  readonly endsAt: number;
  count: number;
}

/**
 * Fixed-window counters per (class, client address), in memory. A refused request does not
 * count, so a client that waits out the window gets its full allowance back.
 */
export class RateLimiter {
  // A Map keeps insertion order and a renewed window is inserted again, so the first entry is the oldest.
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: RateLimitSettings,
    private readonly now: () => number = () => Date.now(),
    private readonly maxTrackedWindows = MAX_TRACKED_WINDOWS,
  ) {}

  take(rateClass: RateLimitClass, address: string): RateVerdict {
    return this.takeAll([rateClass], address);
  }

  /**
   * One request against several classes at once (a per-minute and a per-day limit): it counts in
   * every one only when every one allows it, and a refusal waits for the longest of the full ones.
   */
  takeAll(rateClasses: readonly RateLimitClass[], address: string): RateVerdict {
    const limits = this.limits;
    if (limits === 'off') return ALLOWED;
    const at = this.now();
    const windows = rateClasses.map((rateClass) => ({
      requests: limits[rateClass].requests,
      window: this.current(`${rateClass} ${address}`, limits[rateClass].windowMs, at),
    }));
    const full = windows.filter(({ requests, window }) => window.count >= requests);
    if (full.length > 0) {
      const endsAt = Math.max(...full.map(({ window }) => window.endsAt));
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - at) / 1000)) };
    }
    for (const { window } of windows) window.count += 1;
    return ALLOWED;
  }

  /** The key's window running at `at`, a new one when there is none or it has ended. */
  private current(key: string, windowMs: number, at: number): Window {
    const window = this.windows.get(key);
    if (window !== undefined && at < window.endsAt) return window;
    this.windows.delete(key);
    this.forgetOldestWhenFull();
    const fresh = { endsAt: at + windowMs, count: 0 };
    this.windows.set(key, fresh);
    return fresh;
  }

  private forgetOldestWhenFull(): void {
    if (this.windows.size < this.maxTrackedWindows) return;
    const oldest = this.windows.keys().next();
    if (!oldest.done) this.windows.delete(oldest.value);
  }
}
