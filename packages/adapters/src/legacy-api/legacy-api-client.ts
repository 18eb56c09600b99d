import {
  catalogue,
  err,
  isLegacySuccess,
  ok,
  portalError,
  type CatalogueMessage,
  type PortalError,
  type Result,
} from '@justiciable/core';
import { ofetch } from 'ofetch';
import * as v from 'valibot';
import {
  callStopped,
  classifyFetchFailure,
  describeBody,
  RETRY_DELAY_MS,
  RETRY_STATUS_CODES,
} from '../shared/fetch-failure';
import { decodedBody, fetchWithIdleTimeout } from '../shared/idle-timeout-fetch';
import { parseJsonBody } from '../shared/json-body';
import type { AccessTokenSource } from '../shared/session-sources';

/**
 * One api.php action. Every action is a GET, writes included, so only reads may be retried:
 * a write whose answer was lost may well have been done, and doing it twice (a second
 * movement, a second consultation, a second comment) is worse than reporting the failure.
 */
export interface LegacyAction {
  readonly name: string;
  readonly kind: 'read' | 'write';
  /** What the user reads when the action fails (SPEC §8). */
  readonly failure: CatalogueMessage;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface LegacyApiClientOptions {
  /** …/justiciable-api, without a trailing slash. */
  readonly baseUrl: string;
  /** How long an attempt may go without a byte arriving: a slow answer that keeps coming is waited for. */
  readonly timeoutMs: number;
  readonly readRetries: number;
  readonly accessToken: AccessTokenSource;
}

/**
 * Every answer carries the PHP's own status, an HTTP-like code as a number or as text; refusals
 * add a message. Any other status (0, 2.5, 1e400) is noise, not a refusal to report.
 */
const EnvelopeSchema = v.looseObject({
  status: v.union([
    v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599)),
    v.pipe(v.string(), v.regex(/^[1-5]\d{2}$/), v.transform(Number)),
  ]),
  message: v.optional(v.nullable(v.unknown())),
});

/** Every message the user may see, so a refusal the service words as the catalogue does keeps its text. */
const KNOWN_MESSAGES: ReadonlySet<string> = new Set(
  Object.values(catalogue).flatMap((group) => Object.values(group as Record<string, string>)),
);

/**
 * GET {base}/api.php/{action}/?payload with the client's access token. Answers are JSON
 * {status, ...}: status 200 is success; anything else is a refusal. The HTTP status speaks
 * first: 401 is a missing or expired session, 403 someone else's data, and 404 with a JSON
 * status 404 a record that does not exist (a 404 without it is an action the host lacks).
 */
export class LegacyApiClient {
  /**
   * ofetch over a fetch that times out on silence, each attempt anew, and decodes the body as it
   * arrives (shared/idle-timeout-fetch.ts): the answer's text is parsed here, where ofetch would
   * have read and decoded it again after the last byte.
   */
  private readonly fetch: typeof ofetch;

  /**
   * `signal`, when given, is one call's (`withSignal`): every request carries it, so a stopped
   * call aborts its request on the way, tries nothing again, and sends nothing more.
   */
  constructor(
    private readonly options: LegacyApiClientOptions,
    private readonly signal?: AbortSignal,
  ) {
    this.fetch = ofetch.create(
      {
        onResponse: ({ response }) => {
          const text = decodedBody(response);
          if (text !== null) response._data = parseJsonBody(text);
        },
      },
      { fetch: fetchWithIdleTimeout(options.timeoutMs) },
    );
  }

  /** The same client for one call: its requests carry the call's signal (`PortalPorts.forCall`). */
  withSignal(signal: AbortSignal): LegacyApiClient {
    return new LegacyApiClient(this.options, signal);
  }

  /**
   * Calls `action` and validates the whole answer with `schema`. `alsoAccepted` lists the PHP
   * statuses besides success that are answers rather than refusals (201 'pending invitation', for one).
   */
  async call<TSchema extends v.GenericSchema>(
    action: LegacyAction,
    query: Readonly<Record<string, QueryValue>>,
    schema: TSchema,
    alsoAccepted: readonly number[] = [],
  ): Promise<Result<v.InferOutput<TSchema>, PortalError>> {
    if (this.signal?.aborted) return err(callStopped(this.signal));
    const token = await this.options.accessToken();
    if (!token.ok) return token;
    if (this.signal?.aborted) return err(callStopped(this.signal));
    let body: unknown;
    try {
      body = await this.fetch(`${this.options.baseUrl}/api.php/${action.name}/`, {
        method: 'GET',
        query: queryOf(query),
        // Every answer is one client's own: never kept in the browser's HTTP cache, where it
        // would outlive sign-out on a shared computer.
        cache: 'no-store',
        // Public actions (study pages, request links) work without a session.
        headers: token.value === null ? {} : { authorization: `Bearer ${token.value}` },
        retry: action.kind === 'read' ? this.options.readRetries : 0,
        retryDelay: RETRY_DELAY_MS,
        retryStatusCodes: RETRY_STATUS_CODES,
        ...(this.signal === undefined ? {} : { signal: this.signal }),
      });
    } catch (error) {
      const failure = classifyFetchFailure(error);
      if (failure.kind === 'no-answer') return err(failure.error);
      return err(httpFailure(action, failure.status, failure.body));
    }
    const envelope = v.safeParse(EnvelopeSchema, body);
    if (!envelope.success) return err(portalError.unavailable('malformed', `${action.name}: ${describeBody(body)}`));
    const { status, message } = envelope.output;
    if (!isLegacySuccess(status) && !alsoAccepted.includes(status))
      return err(statusFailure(action, status, typeof message === 'string' ? message : null));
    const answer = v.safeParse(schema, body);
    if (!answer.success) {
      return err(
        portalError.unavailable('malformed', `${action.name}: ${v.summarize(answer.issues)} in ${describeBody(body)}`),
      );
    }
    return ok(answer.output);
  }
}

/** The payload as query fields; absent values are left out rather than sent as 'undefined'. */
function queryOf(query: Readonly<Record<string, QueryValue>>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    fields[name] = typeof value === 'boolean' ? (value ? '1' : '0') : wellFormed(String(value));
  }
  return fields;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text with each lone surrogate as U+FFFD, as a UTF-8 encoder writes it: percent-encoding
 * throws on one, and an id read from an answer or half an emoji left in a text box may hold one.
 */
function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

function httpFailure(action: LegacyAction, status: number, body: unknown): PortalError {
  const detail = `${action.name}: HTTP ${status}: ${describeBody(body)}`;
  if (status === 401) return portalError.unauthenticated(detail);
  if (status === 403) return portalError.forbidden(action.failure, detail);
  const envelope = v.safeParse(EnvelopeSchema, body);
  if (status === 404 && envelope.success && envelope.output.status === 404)
    return portalError.notFound(action.failure, detail);
  return portalError.unavailable('http', detail);
}

/**
 * How the legacy PHP words a load that found nothing: status 400 (SPEC §8 "load failures return
 * status 400") with 'No se encontró …', the wording of SPEC §8's 'No se encontró el abogado'.
 */
const NOT_FOUND_WORDING = /^no se encontr[oó] /i;

/** A refusal inside a successful HTTP answer; its message is the service's, kept as detail. */
function statusFailure(action: LegacyAction, status: number, message: string | null): PortalError {
  const detail = `${action.name}: status ${status}${message === null ? '' : `: ${message}`}`;
  if (status === 401) return portalError.unauthenticated(detail);
  if (status === 403) return portalError.forbidden(action.failure, detail);
  if (status === 404 || (message !== null && NOT_FOUND_WORDING.test(message))) {
    return portalError.notFound(catalogueMessageOr(message, action.failure), detail);
  }
  return portalError.rejected(status, catalogueMessageOr(message, action.failure), detail);
}

/** The service's own words when the catalogue has them (a guard's, 'No se encontró el abogado'); else the intent's. */
function catalogueMessageOr(message: string | null, fallback: CatalogueMessage): CatalogueMessage {
  return message !== null && KNOWN_MESSAGES.has(message) ? (message as CatalogueMessage) : fallback;
}
