import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';
import { defaultRateLimits, parseRateLimits, rateLimitsFromEnv, resolveRateLimits } from './rate-limits';

describe('EMULATOR_RATE_LIMITS', () => {
  it("reads 'off' and a list of class=requests/window", () => {
    expect(parseRateLimits(' off ')).toBe('off');
    expect(parseRateLimits('sign-up=50/10m, identity=100/30s,anonymous-read=1000/1h')).toEqual({
      'sign-up': { requests: 50, windowMs: 600_000 },
      identity: { requests: 100, windowMs: 30_000 },
      'anonymous-read': { requests: 1000, windowMs: 3_600_000 },
    });
  });

  it('keeps the defaults when unset or empty', () => {
    expect(rateLimitsFromEnv(undefined)).toBeUndefined();
    expect(rateLimitsFromEnv('  ')).toBeUndefined();
    expect(resolveRateLimits(undefined)).toEqual(defaultRateLimits);
  });

  it('changes only the classes it names', () => {
    expect(resolveRateLimits({ 'sign-up': { requests: 50, windowMs: 60_000 } })).toEqual({
      ...defaultRateLimits,
      'sign-up': { requests: 50, windowMs: 60_000 },
    });
    expect(resolveRateLimits('off')).toBe('off');
  });

  it.each(['on', 'sign-up=5', 'sign-up=5/10w', 'signup=5/10m', 'sign-up=0/10m', 'sign-up=5/0m'])(
    'refuses %s, naming it',
    (text) => {
      expect(() => parseRateLimits(text)).toThrow(`cannot read '${text}'`);
    },
  );
});

describe('addressKey', () => {
  it('keeps an IPv4 address, also when IPv6-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    expect(addressKey('2001:db8:0:12:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:12::/64');
    expect(addressKey('2001:DB8::12:1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:0db8:0000:0000::ffff')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
