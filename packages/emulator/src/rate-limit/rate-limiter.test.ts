import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';
import { defaultRateLimits, type RateLimits } from './rate-limits';

const limits: RateLimits = {
  ...defaultRateLimits,
  'sign-up': { requests: 3, windowMs: 60_000 },
  identity: { requests: 1, windowMs: 1_000 },
};

function limiterAt(start = 1_000_000, maxTrackedWindows?: number) {
  const clock = { now: start };
  return { clock, limiter: new RateLimiter(limits, () => clock.now, maxTrackedWindows) };
}

describe('RateLimiter', () => {
  it('allows N requests per window and refuses the next, saying how long to wait', () => {
    const { clock, limiter } = limiterAt();
    for (let request = 0; request < 3; request++)
      expect(limiter.take('sign-up', '10.0.0.1')).toEqual({ allowed: true });
    clock.now += 20_500;
    expect(limiter.take('sign-up', '10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 40 });
  });

  it('counts each address and each class apart', () => {
    const { limiter } = limiterAt();
    for (let request = 0; request < 3; request++) limiter.take('sign-up', '10.0.0.1');
    expect(limiter.take('sign-up', '10.0.0.1').allowed).toBe(false);
    expect(limiter.take('sign-up', '10.0.0.2').allowed).toBe(true);
    expect(limiter.take('identity', '10.0.0.1').allowed).toBe(true);
  });

  it('starts a new window once the last one ends, and refused requests do not count', () => {
    const { clock, limiter } = limiterAt();
    for (let request = 0; request < 10; request++) limiter.take('sign-up', '10.0.0.1');
    clock.now += 59_999;
    expect(limiter.take('sign-up', '10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.now += 1;
    for (let request = 0; request < 3; request++) expect(limiter.take('sign-up', '10.0.0.1').allowed).toBe(true);
    expect(limiter.take('sign-up', '10.0.0.1').allowed).toBe(false);
  });

  it("lets everything through when 'off'", () => {
    const limiter = new RateLimiter('off');
    for (let request = 0; request < 1_000; request++) expect(limiter.take('sign-up', '10.0.0.1').allowed).toBe(true);
  });

  it('forgets the oldest window when it tracks as many as it may, so memory stays bounded', () => {
    const { limiter } = limiterAt(1_000_000, 2);
    limiter.take('identity', '10.0.0.1');
    limiter.take('identity', '10.0.0.2');
    expect(limiter.take('identity', '10.0.0.1').allowed).toBe(false);
    limiter.take('identity', '10.0.0.3');
    // 10.0.0.1's window was the oldest of two and made room for 10.0.0.3's.
    expect(limiter.take('identity', '10.0.0.1').allowed).toBe(true);
    expect(limiter.take('identity', '10.0.0.3').allowed).toBe(false);
  });

  it('counts one request against a per-minute and a per-day class only when both allow it', () => {
    const clock = { now: 1_000_000 };
    const limiter = new RateLimiter(
      {
        ...defaultRateLimits,
        'account-mail': { requests: 2, windowMs: 60_000 },
        'account-mail-day': { requests: 3, windowMs: 86_400_000 },
      },
      () => clock.now,
    );
    const mail = () => limiter.takeAll(['account-mail', 'account-mail-day'], 'account sub-1');
    expect([mail(), mail()]).toEqual([{ allowed: true }, { allowed: true }]);
    // The minute is full: refused, and the day's count does not grow.
    expect(mail()).toEqual({ allowed: false, retryAfterSeconds: 60 });
    clock.now += 60_000;
    expect(mail()).toEqual({ allowed: true });
    // The day is full now: the wait is the day's.
    clock.now += 60_000;
    expect(mail()).toEqual({ allowed: false, retryAfterSeconds: 86_400 - 120 });
    expect(limiter.takeAll(['account-mail', 'account-mail-day'], 'account sub-2')).toEqual({ allowed: true });
  });
});
