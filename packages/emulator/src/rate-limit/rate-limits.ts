/**
 * How many requests of each abuse-prone kind one client address may make per window. A real
 * person never reaches these numbers; a script sending mails, consultations or accounts does.
 */

const RATE_LIMIT_CLASSES = [
  'anonymous-read',
  'anonymous-write',
  'sign-up',
  'sign-in',
  'code-mail',
  'identity',
  'account-mail',
  'account-mail-day',
  'account-consultation',
  'account-consultation-day',
  'account-contact-request',
  'account-contact-request-day',
  'account-comment',
  'account-comment-day',
] as const;

export type RateLimitClass = (typeof RATE_LIMIT_CLASSES)[number];

export interface RateLimit {
  readonly requests: number;
  readonly windowMs: number;
}

export type RateLimits = Readonly<Record<RateLimitClass, RateLimit>>;

/** 'off' lets everything through: load tests, and suites that sign up many accounts from one address. */
export type RateLimitSettings = RateLimits | 'off';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const defaultRateLimits: RateLimits = {
  // api.php without a token: the public pages read a handful of actions per view.
  'anonymous-read': { requests: 120, windowMs: MINUTE },
  // api.php writes without a token: a consultation through a link is three or four of them.
  'anonymous-write': { requests: 10, windowMs: 10 * MINUTE },
  'sign-up': { requests: 5, windowMs: 10 * MINUTE },
  // InitiateAuth, password sign-ins and token refreshes alike.
  'sign-in': { requests: 20, windowMs: MINUTE },
  // ForgotPassword and ResendConfirmationCode: each sends an e-mail.
  'code-mail': { requests: 10, windowMs: 10 * MINUTE },
  // Identity-pool GetId: every guest call makes a new identity.
  identity: { requests: 10, windowMs: MINUTE },
  // Counted per account (the token's sub), not per address: the writes of a signed-in client that
  // reach other people. A consultation mails its lawyer twice (the notice and the mail).
  'account-mail': { requests: 6, windowMs: MINUTE },
  'account-mail-day': { requests: 60, windowMs: DAY },
  'account-consultation': { requests: 5, windowMs: MINUTE },
  'account-consultation-day': { requests: 30, windowMs: DAY },
  'account-contact-request': { requests: 5, windowMs: MINUTE },
  'account-contact-request-day': { requests: 30, windowMs: DAY },
  // Comments and movements a client adds to their cases, which the lawyer reads.
  'account-comment': { requests: 30, windowMs: MINUTE },
  'account-comment-day': { requests: 1000, windowMs: DAY },
};

/** The limits for startEmulator's option: 'off', or some classes changed and the rest left at their defaults. */
export function resolveRateLimits(option: 'off' | Partial<RateLimits> | undefined): RateLimitSettings {
  return option === 'off' ? 'off' : { ...defaultRateLimits, ...option };
}

const UNIT_MS: Readonly<Record<string, number>> = { s: SECOND, m: MINUTE, h: HOUR, d: DAY };

/** The EMULATOR_RATE_LIMITS variable as startEmulator's option; unset or empty keeps the defaults. */
export function rateLimitsFromEnv(value: string | undefined): 'off' | Partial<RateLimits> | undefined {
  return value === undefined || value.trim() === '' ? undefined : parseRateLimits(value);
}

/**
 * EMULATOR_RATE_LIMITS: 'off', or a comma-separated list of class=requests/window overriding
 * the defaults, the window in s, m, h or d: `sign-up=50/10m,identity=100/1m`. Throws naming the
 * part it cannot read.
 */
export function parseRateLimits(text: string): 'off' | Partial<RateLimits> {
  const trimmed = text.trim();
  if (trimmed === 'off') return 'off';
  const limits: Partial<Record<RateLimitClass, RateLimit>> = {};
  for (const part of trimmed.split(',').map((entry) => entry.trim())) {
    const match = /^([a-z-]+)=(\d+)\/(\d+)([smhd])$/.exec(part);
    const name = match?.[1] as RateLimitClass | undefined;
    if (!match || name === undefined || !RATE_LIMIT_CLASSES.includes(name)) {
      throw new Error(
        `cannot read '${part}': expected off, or class=requests/window with a class among ${RATE_LIMIT_CLASSES.join(', ')} and a window such as 30s, 10m, 1h or 1d`,
      );
    }
    const requests = Number(match[2]);
    const windowMs = Number(match[3]) * (UNIT_MS[match[4] ?? ''] ?? 0);
    if (requests < 1 || windowMs < 1) throw new Error(`cannot read '${part}': requests and window must be positive`);
    limits[name] = { requests, windowMs };
  }
  return limits;
}
