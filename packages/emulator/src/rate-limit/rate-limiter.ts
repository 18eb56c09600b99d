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
    if (this.limits === 'off') return ALLOWED;
    const { requests, windowMs } = this.limits[rateClass];
    const at = this.now();
    const key = `${rateClass} ${address}`;
    let window = this.windows.get(key);
    if (window === undefined || at >= window.endsAt) {
      this.windows.delete(key);
      this.forgetOldestWhenFull();
      window = { endsAt: at + windowMs, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= requests) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - at) / 1000)) };
    window.count += 1;
    return ALLOWED;
  }

  private forgetOldestWhenFull(): void {
    if (this.windows.size < this.maxTrackedWindows) return;
    const oldest = this.windows.keys().next();
    if (!oldest.done) this.windows.delete(oldest.value);
  }
}
