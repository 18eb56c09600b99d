import { randomUUID } from 'node:crypto';
import type { GraphQLSchema } from 'graphql';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { appSyncError } from './appsync-errors';

/** The largest GraphQL request read: the portal's are under a kilobyte, so 1 MiB only stops abuse. */
export const maxGraphqlRequestBytes = 1024 * 1024;

/**
 * Answers 413 before reading past the limit: at once from Content-Length, or as soon as a chunked
 * body passes it, in the errors[] shape AppSync gives its request-level refusals. The connection
 * is closed so the rest of the body is never read.
 */
export const appSyncBodyLimit: MiddlewareHandler = bodyLimit({
  maxSize: maxGraphqlRequestBytes,
  onError: (c) => {
    const errorType = 'RequestEntityTooLargeException';
    c.header('x-amzn-requestid', randomUUID());
    c.header('x-amzn-errortype', errorType);
    c.header('content-type', 'application/json; charset=UTF-8');
    c.header('connection', 'close');
    return c.body(
      JSON.stringify({
        errors: [{ errorType, message: `Request body must be at most ${maxGraphqlRequestBytes} bytes.` }],
      }),
      413,
    );
  },
});

/**
 * The longest text each input field of the account models takes, by field name (a name means the
 * same in every input: phone and address are alike in User, Billing and Location). The portal
 * checks the same limits before it calls; docs/graphql.md lists them.
 */
const inputTextLimits: ReadonlyMap<string, number> = new Map([
  ['name', 100],
  ['phone', 20],
  ['billingName', 100],
  ['taxId', 20],
  ['address', 200],
  ['condition', 100],
  ['email', 254],
  ['country', 100],
  ['region', 100],
  ['city', 100],
]);

/**
 * Makes every mutation refuse an input text over its limit, or one with a line break or a control
 * character, as a resolver error on that field:
 * nothing is written, and the caller learns which field and why instead of finding it cut.
 */
export function withInputTextLimits<S extends GraphQLSchema>(schema: S): S {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve;
    if (!resolve) continue;
    field.resolve = (source, args: Record<string, unknown>, context, info) => {
      assertTextLimits(args['input']);
      return resolve(source, args, context, info);
    };
  }
  return schema;
}

/** C0 and C1 controls, DEL and the Unicode line separators: every account text is one line, so none can forge a header or a calendar property. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const ONE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

function assertTextLimits(input: unknown): void {
  if (typeof input !== 'object' || input === null) return;
  for (const [field, value] of Object.entries(input)) {
    const limit = inputTextLimits.get(field);
    if (limit === undefined || typeof value !== 'string') continue;
    if (value.length > limit) {
      throw appSyncError(
        'ValidationError',
        `The value of ${field} has ${value.length} characters; at most ${limit} are accepted.`,
      );
    }
    if (ONE_LINE_FORBIDDEN.test(value)) {
      throw appSyncError(
        'ValidationError',
        `The value of ${field} holds a line break or a control character; they are not accepted.`,
      );
    }
  }
}
