import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { clientAddress } from './client-address';
import type { RateLimiter } from './rate-limiter';
import type { RateLimitClass } from './rate-limits';

/**
 * The Cognito operations an anonymous caller can repeat to make accounts, send e-mails, guess
 * passwords across accounts or mint identities. Told apart by X-Amz-Target alone, so a refused
 * request is answered before its body is read.
 */
const CLASS_BY_TARGET: ReadonlyMap<string, RateLimitClass> = new Map([
  ['AWSCognitoIdentityProviderService.SignUp', 'sign-up'],
  ['AWSCognitoIdentityProviderService.InitiateAuth', 'sign-in'],
  ['AWSCognitoIdentityProviderService.ForgotPassword', 'code-mail'],
  ['AWSCognitoIdentityProviderService.ResendConfirmationCode', 'code-mail'],
  ['AWSCognitoIdentityService.GetId', 'identity'],
]);

/** Cognito's own answer to a throttled call: HTTP 429 and TooManyRequestsException, in the AWS JSON shape. */
const THROTTLED_TYPE = 'TooManyRequestsException';

export function limitCognitoRequests(limiter: RateLimiter): MiddlewareHandler {
  return async (c, next) => {
    const rateClass = CLASS_BY_TARGET.get(c.req.header('x-amz-target') ?? '');
    const verdict = rateClass === undefined ? null : limiter.take(rateClass, clientAddress(c));
    if (verdict === null || verdict.allowed) return next();
    c.header('retry-after', String(verdict.retryAfterSeconds));
    c.header('x-amzn-errortype', THROTTLED_TYPE);
    c.header('x-amzn-requestid', randomUUID());
    c.header('content-type', 'application/x-amz-json-1.1');
    return c.body(JSON.stringify({ __type: THROTTLED_TYPE, message: 'Rate exceeded' }), 429);
  };
}
