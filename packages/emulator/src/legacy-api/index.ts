import type { Context, Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { clientAddress } from '../rate-limit/client-address';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { inTransaction } from '../store/database';
import { ACCOUNT_LIMITS, accountKey } from './account-limits';
import type { ActionCall, ClientCall, LegacyAction } from './action';
import { accountActions } from './actions/account';
import { calendarActions } from './actions/calendar';
import { caseActions } from './actions/cases';
import { consultationActions } from './actions/consultations';
import { directoryActions } from './actions/directory';
import { documentActions } from './actions/documents';
import { invitationActions } from './actions/invitations';
import { notificationActions } from './actions/notifications';
import { paymentActions } from './actions/payments';
import { studyActions } from './actions/studies';
import { startAutoAcceptance } from './auto-accept';
import { startLawyerReplies } from './lawyer-replies';
import { mountCheckout } from './checkout';
import { LegacyFailure, type LegacyAnswer, TOO_MANY_REQUESTS, unauthenticated } from './failure';
import { QueryFields } from './fields';
import { voidClientLinks } from './void-client-links';

const BASE_PATH = '/justiciable-api/api.php';

/** Every action of SPEC §7's legacy table, by the name the portal calls. */
const actions: ReadonlyMap<string, LegacyAction> = new Map(
  Object.entries({
    ...accountActions,
    ...calendarActions,
    ...caseActions,
    ...consultationActions,
    ...directoryActions,
    ...documentActions,
    ...invitationActions,
    ...notificationActions,
    ...paymentActions,
    ...studyActions,
  }),
);

/**
 * GET /justiciable-api/api.php/{action}/?query, with or without the trailing slash, plus the
 * payment checkout pages. Calls without a token count against the caller's address (reads and
 * writes apart); a signed-in client's writes that reach other people against the account
 * (account-limits.ts). close() stops the emulated lawyers' timers.
 */
export function mountLegacyApi(app: Hono, ctx: EmulatorContext, limiter: RateLimiter): { close(): void } {
  const acceptance = startAutoAcceptance(ctx);
  const lawyerReplies = startLawyerReplies(ctx);
  // Inside DeleteUser's transaction: the pool account and its links end together.
  ctx.hooks.onUserDeleted((sub) => voidClientLinks(ctx.db, sub));

  const answer = async (c: Context) => {
    const name = c.req.param('action') ?? '';
    const action = actions.get(name);
    if (!action) return c.json({ status: 400, message: `La acción '${name}' no existe` }, 404);
    const authorization = c.req.header('authorization');
    // A call with a token is the token's owner's; one that sends a refused token gets 401 and does nothing.
    if (!authorization) {
      const verdict = limiter.take(action.writes ? 'anonymous-write' : 'anonymous-read', clientAddress(c));
      if (!verdict.allowed) {
        c.header('retry-after', String(verdict.retryAfterSeconds));
        return c.json(TOO_MANY_REQUESTS, 429);
      }
    }
    const principal = authorization ? await ctx.verifyAccessToken(authorization) : null;
    // A signed-in client's writes that reach other people count against the account's own limits.
    const accountLimits = principal ? ACCOUNT_LIMITS.get(name) : undefined;
    if (principal && accountLimits) {
      const verdict = limiter.takeAll(accountLimits, accountKey(principal.sub));
      if (!verdict.allowed) {
        c.header('retry-after', String(verdict.retryAfterSeconds));
        return c.json(TOO_MANY_REQUESTS, 429);
      }
    }
    try {
      // A token that is sent is checked everywhere: a public action never runs under a refused one.
      if (authorization && !principal) throw unauthenticated();
      const call: ActionCall = {
        ctx,
        fields: new QueryFields(c.req.query()),
        principal,
        portalOrigin: portalOrigin(c),
        acceptance,
        lawyerReplies,
      };
      return c.json(await run(ctx, action, call), 200);
    } catch (error) {
      if (error instanceof LegacyFailure) return c.json(error.answer, error.httpStatus);
      throw error;
    }
  };

  const missingAction = (c: Context) => c.json({ status: 400, message: 'Falta la acción en la ruta de api.php' }, 404);
  app.get(BASE_PATH, missingAction);
  app.get(`${BASE_PATH}/`, missingAction);
  app.get(`${BASE_PATH}/:action`, answer);
  app.get(`${BASE_PATH}/:action/`, answer);
  mountCheckout(app, ctx);
  return {
    close: () => {
      acceptance.close();
      lawyerReplies.close();
    },
  };
}

function run(ctx: EmulatorContext, action: LegacyAction, call: ActionCall): LegacyAnswer | Promise<LegacyAnswer> {
  if (action.access === 'client') {
    const { principal } = call;
    if (!principal) throw unauthenticated();
    const clientCall: ClientCall = { ...call, principal };
    return action.writes ? inTransaction(ctx.db, () => action.handle(clientCall)) : action.handle(clientCall);
  }
  return action.writes ? inTransaction(ctx.db, () => action.handle(call)) : action.handle(call);
}

/** Where the portal runs, from the Origin header or else the Referer. */
function portalOrigin(c: Context): string | null {
  for (const candidate of [c.req.header('origin'), c.req.header('referer')]) {
    if (candidate && URL.canParse(candidate)) {
      const { origin, protocol } = new URL(candidate);
      if (protocol === 'http:' || protocol === 'https:') return origin;
    }
  }
  return null;
}
