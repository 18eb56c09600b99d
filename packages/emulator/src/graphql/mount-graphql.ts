import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Context, Env, Hono, Schema } from 'hono';
import { createYoga } from 'graphql-yoga';
import type { EmulatorContext } from '../context';
import { createConfirmedUser, type Caller } from './account-operations';
import { operationLimitPlugins } from './operation-limits';
import { subscriptionsOverSocketOnly } from './realtime/http-subscriptions';
import { withInputTextLimits } from './request-limits';
import { createAccountSchema, type GraphqlRequestContext } from './schema';

/**
 * AppSync's GraphQL endpoint: POST /graphql with {query, variables, operationName}, the user-pool
 * access token in `authorization` or the API key in `x-api-key`, answered in AppSync's shapes.
 */
export function mountGraphql<E extends Env, S extends Schema, B extends string>(
  app: Hono<E, S, B>,
  ctx: EmulatorContext,
): void {
  const yoga = createYoga<GraphqlRequestContext>({
    schema: withInputTextLimits(createAccountSchema()),
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    // Resolver failures are answers, not incidents; only a bug (an unexpected throw) is logged.
    logging: 'error',
    // Refused before execution: too many tokens, aliases, nesting, directives or cost, introspection, and
    // subscriptions (served over the realtime socket).
    plugins: [...operationLimitPlugins(), subscriptionsOverSocketOnly()],
  });
  ctx.hooks.onUserConfirmed((user) => createConfirmedUser(ctx.db, user, new Date().toISOString()));
  // No onUserDeleted listener on purpose: account deletion marks the User deletedAt itself
  // before deleting the pool account, and the record outlives the login as in production.

  app.post('/graphql', async (c) => {
    const requestId = randomUUID();
    const caller = await authenticate(c, ctx);
    if (!caller) {
      c.header('x-amzn-errortype', 'UnauthorizedException');
      // Refused before its body was read: the connection is not reused for another request.
      c.header('connection', 'close');
      return answer(c, requestId, 401, {
        errors: [{ errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' }],
      });
    }
    const request = parseRequestBody(await c.req.text());
    if (request === 'empty' || request === 'malformed') {
      const message = request === 'empty' ? 'Request body is empty.' : 'Unable to parse GraphQL query.';
      return answer(c, requestId, 400, { errors: [{ message, errorType: 'MalformedHttpRequestException' }] });
    }
    const operation = {
      db: ctx.db,
      caller,
      allowApiKeyWrites: ctx.settings.allowApiKeyWrites,
      now: new Date().toISOString(),
    };
    const executed = await yoga.fetch(
      new Request('http://emulator/graphql', {
        method: 'POST',
        // application/json keeps yoga from answering validation errors with HTTP 400: AppSync says 200.
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(request),
      }),
      { operation },
    );
    return answer(c, requestId, 200, toAppSyncResult((await executed.json()) as ExecutionResult));
  });
}

async function authenticate(c: Context, ctx: EmulatorContext): Promise<Caller | null> {
  // AppSync picks the mode by header: a present authorization header must hold a valid token.
  const authorization = c.req.header('authorization');
  if (authorization !== undefined && authorization.trim() !== '') {
    const principal = await ctx.verifyAccessToken(authorization);
    return principal ? { kind: 'user', sub: principal.sub } : null;
  }
  const apiKey = c.req.header('x-api-key');
  return apiKey !== undefined && sameSecret(apiKey, ctx.settings.apiKey) ? { kind: 'apiKey' } : null;
}

/** Compares a given API key with the real one in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

interface GraphqlRequestBody {
  readonly query: string;
  readonly variables?: Record<string, unknown> | null;
  readonly operationName?: string | null;
}

function parseRequestBody(text: string): GraphqlRequestBody | 'empty' | 'malformed' {
  if (text.trim() === '') return 'empty';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'malformed';
  }
  if (!isObject(body) || typeof body.query !== 'string') return 'malformed';
  const { query, variables, operationName } = body;
  if (variables !== undefined && variables !== null && !isObject(variables)) return 'malformed';
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return 'malformed';
  return { query, variables: variables ?? null, operationName: operationName ?? null };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface ExecutionResult {
  readonly data?: Record<string, unknown> | null;
  readonly errors?: readonly ExecutionError[];
}

interface ExecutionError {
  readonly message: string;
  readonly locations?: readonly { readonly line: number; readonly column: number }[];
  readonly path?: readonly (string | number)[];
  readonly extensions?: { readonly errorType?: string };
}

/**
 * graphql-js errors in AppSync's wording: a resolver error carries path, errorType, data and
 * errorInfo; a request-level error (syntax, validation, variables) only path null, locations and message.
 */
function toAppSyncResult(result: ExecutionResult): Record<string, unknown> {
  const shaped: Record<string, unknown> = { data: result.data ?? null };
  if (result.errors?.length) {
    shaped.errors = result.errors.map((error) => {
      const locations = (error.locations ?? []).map(({ line, column }) => ({ line, column, sourceName: null }));
      if (!error.path) return { path: null, locations, message: error.message };
      return {
        path: error.path,
        data: null,
        errorType: error.extensions?.errorType ?? null,
        errorInfo: null,
        locations,
        message: error.message,
      };
    });
  }
  return shaped;
}

function answer(c: Context, requestId: string, status: 200 | 400 | 401, body: unknown): Response {
  c.header('x-amzn-requestid', requestId);
  c.header('content-type', 'application/json; charset=UTF-8');
  return c.body(JSON.stringify(body), status);
}
