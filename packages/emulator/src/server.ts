import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { awsJsonBodyLimit, handleAwsJsonRequest } from './aws-json';
import { userPoolService } from './cognito/user-pool-service';
import type { TokenService } from './cognito/tokens';
import { mountConsole } from './console/mount-console';
import type { EmulatorContext } from './context';
import { mountGraphql } from './graphql';
import {
  createRealtimeEndpoint,
  type RealtimeEndpoint,
  type RealtimeOptions,
} from './graphql/realtime/realtime-endpoint';
import { appSyncBodyLimit } from './graphql/request-limits';
import { identityPoolService } from './identity/identity-pool';
import { mountLambda } from './lambda';
import { mountLegacyApi } from './legacy-api';
import { isAllowedOrigin } from './portal-origins';
import { trustForwardedFor } from './rate-limit/client-address';
import { limitCognitoRequests } from './rate-limit/cognito-rate-limits';
import { RateLimiter } from './rate-limit/rate-limiter';

export interface EmulatorApp {
  readonly app: Hono;
  /** AppSync's realtime socket beside /graphql; its upgrade listener goes on the HTTP server. */
  readonly realtime: RealtimeEndpoint;
  /** Stops what the protocols run in the background (the legacy API's timers). */
  close(): void;
}

/** Without these exposed, a browser silently loses Lambda function errors and AWS error types. */
const exposedHeaders = [
  'x-amz-function-error',
  'x-amzn-errortype',
  'x-amzn-requestid',
  'x-amz-executed-version',
  'x-amz-log-result',
  'retry-after',
];

/**
 * How long a browser may reuse a preflight's answer: Chromium keeps one at most 7,200 s (2 h),
 * Firefox 86,400 s. 7,200 is what every browser honours as sent; more would last no longer in
 * Chromium and would keep Firefox on a stale answer for a day after the allowed headers change.
 * A preflight is cached per URL, so an api.php call with a new query is still preflighted once.
 */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/** One app speaking every protocol: Cognito, Cognito Identity, the console, AppSync, Lambda and api.php. */
export function createEmulatorApp(
  ctx: EmulatorContext,
  tokens: TokenService,
  realtimeOptions?: RealtimeOptions,
): EmulatorApp {
  const app = new Hono();
  app.use(
    '*',
    cors({
      origin: (origin) => (isAllowedOrigin(origin, ctx.settings.webOrigin) ? origin : null),
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: exposedHeaders,
      maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    }),
  );
  // Every answer is one client's own, or changes with the next call: none may outlive a sign-out
  // in the browser's HTTP cache on a shared computer, nor sit in a proxy's. An answer that says
  // otherwise keeps its own.
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  app.notFound((c) => c.json({ message: `No route for ${c.req.method} ${c.req.path}.` }, 404));
  app.onError((error, c) => {
    console.error(`[emulator] ${c.req.method} ${c.req.path} failed`, error);
    return c.json({ message: 'Internal server error.' }, 500);
  });

  const rateLimiter = new RateLimiter(ctx.settings.rateLimits);
  // Whom each request counts as, read once: the peer, or behind a trusted proxy the client it names.
  app.use('*', trustForwardedFor(ctx.settings.trustedProxies));
  // Before the routes, so a refused call is answered before its body is read.
  app.use('/cognito', limitCognitoRequests(rateLimiter));
  app.use('/cognito-identity', limitCognitoRequests(rateLimiter));
  const userPool = userPoolService({ ctx, tokens });
  const identityPool = identityPoolService(ctx, tokens);
  // Both services on /cognito too, told apart by X-Amz-Target, for clients given a single endpoint.
  app.post('/cognito', awsJsonBodyLimit, (c) => handleAwsJsonRequest(c, [userPool, identityPool]));
  app.post('/cognito-identity', awsJsonBodyLimit, (c) => handleAwsJsonRequest(c, [identityPool]));
  app.get('/cognito/:poolId/.well-known/jwks.json', (c) => {
    const poolId = c.req.param('poolId');
    if (poolId !== ctx.settings.userPoolId) return c.json({ message: `User pool ${poolId} does not exist.` }, 404);
    return c.json(tokens.jwks());
  });
  app.get('/', (c) => c.redirect('/__emulator'));
  mountConsole(app, ctx);
  // Before anything reads the body, the token check included: an anonymous caller is refused too.
  app.use('/graphql', appSyncBodyLimit);
  mountGraphql(app, ctx);
  mountLambda(app, ctx);
  const legacyApi = mountLegacyApi(app, ctx, rateLimiter);
  const realtime = createRealtimeEndpoint(ctx, realtimeOptions);
  return {
    app,
    realtime,
    close: () => {
      legacyApi.close();
      realtime.close();
    },
  };
}
