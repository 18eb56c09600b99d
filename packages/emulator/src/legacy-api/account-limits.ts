import type { RateLimitClass } from '../rate-limit/rate-limits';

/**
 * The api.php writes of a signed-in client that reach other people, with the limits they count
 * against, per account (the token's sub), each a per-minute and a per-day class (docs/endpoints.md,
 * Rate limits). Calls without a token count against the address's anonymous limits instead.
 */
const MAIL: readonly RateLimitClass[] = ['account-mail', 'account-mail-day'];
const CONSULTATION: readonly RateLimitClass[] = ['account-consultation', 'account-consultation-day'];
const CONTACT_REQUEST: readonly RateLimitClass[] = ['account-contact-request', 'account-contact-request-day'];
const COMMENT: readonly RateLimitClass[] = ['account-comment', 'account-comment-day'];

export const ACCOUNT_LIMITS: ReadonlyMap<string, readonly RateLimitClass[]> = new Map([
  // Each mails or notifies a lawyer.
  ['sendMailToLawyer', MAIL],
  ['notificationNewCaseCreated', MAIL],
  ['notifyTheLawyer', MAIL],
  ['updateCalendar', MAIL],
  // A case on a lawyer's desk, and a mail to them.
  ['nuevaConsulta', CONSULTATION],
  // A request on a lawyer's desk, and a mail to them.
  ['sendRequestToAbogado', CONTACT_REQUEST],
  // What the lawyer reads in the case.
  ['addNewComment', COMMENT],
  ['addNewMovent', COMMENT],
]);

/** The key an account's windows are counted under, apart from any address's. */
export function accountKey(sub: string): string {
  return `account:${sub}`;
}
