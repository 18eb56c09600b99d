import { err, ok, portalError, type CatalogueMessage, type PortalError, type Result } from '@justiciable/core';
import { ofetch } from 'ofetch';
import * as v from 'valibot';
import {
  callStopped,
  classifyFetchFailure,
  describeBody,
  RETRY_DELAY_MS,
  RETRY_STATUS_CODES,
  timeoutPerAttempt,
} from '../shared/fetch-failure';
import { parseJsonBody } from '../shared/json-body';
import type { AccessTokenSource } from '../shared/session-sources';

/** How an operation proves who calls (SPEC §6): the user-pool access token or the API key. */
export type AppSyncAuthMode = 'userPool' | 'apiKey';

export interface AppSyncOperation<TData extends v.GenericSchema> {
  readonly document: string;
  /** Queries are retried after a transport failure; mutations never are. */
  readonly kind: 'query' | 'mutation';
  readonly auth: AppSyncAuthMode;
  /** The `data` member of a successful answer. */
  readonly data: TData;
  /** What the user reads when the operation fails (SPEC §8). */
  readonly failure: CatalogueMessage;
}

export interface AppSyncClientOptions {
  readonly endpoint: string;
  /** Needed only when an operation authenticates with the API key. */
  readonly apiKey?: string;
  readonly accessToken: AccessTokenSource;
  readonly timeoutMs: number;
  readonly readRetries: number;
}

const GraphqlAnswerSchema = v.object({
  data: v.optional(v.nullable(v.unknown())),
  errors: v.optional(
    v.array(
      v.looseObject({
        message: v.string(),
        // AppSync names the error here; other GraphQL servers under extensions.
        errorType: v.optional(v.nullable(v.string())),
        extensions: v.optional(v.nullable(v.looseObject({ errorType: v.optional(v.nullable(v.string())) }))),
      }),
    ),
  ),
});

type GraphqlError = NonNullable<v.InferOutput<typeof GraphqlAnswerSchema>['errors']>[number];

/** GraphQL over one POST (query and variables), the way AppSync takes it; no client library needed. */
export class AppSyncClient {
  /**
   * `signal`, when given, is one call's (`withSignal`): every request carries it, so a stopped
   * call aborts its request on the way, tries nothing again, and sends nothing more.
   */
  constructor(
    private readonly options: AppSyncClientOptions,
    private readonly signal?: AbortSignal,
  ) {}

  /** The same client for one call: its requests carry the call's signal (`PortalPorts.forCall`). */
  withSignal(signal: AbortSignal): AppSyncClient {
    return new AppSyncClient(this.options, signal);
  }

  async request<TData extends v.GenericSchema>(
    operation: AppSyncOperation<TData>,
    variables: Readonly<Record<string, unknown>>,
  ): Promise<Result<v.InferOutput<TData>, PortalError>> {
    if (this.signal?.aborted) return err(callStopped(this.signal));
    const headers = await this.authHeaders(operation.auth);
    if (!headers.ok) return headers;
    if (this.signal?.aborted) return err(callStopped(this.signal));
    let body: unknown;
    try {
      body = await ofetch(this.options.endpoint, {
        method: 'POST',
        headers: headers.value,
        body: { query: operation.document, variables },
        parseResponse: parseJsonBody,
        onRequest: timeoutPerAttempt(this.options.timeoutMs, this.signal),
        retry: operation.kind === 'query' ? this.options.readRetries : 0,
        retryDelay: RETRY_DELAY_MS,
        retryStatusCodes: RETRY_STATUS_CODES,
      });
    } catch (error) {
      const failure = classifyFetchFailure(error);
      if (failure.kind === 'no-answer') return err(failure.error);
      return err(statusFailure(failure.status, failure.body, operation.failure));
    }
    const answer = v.safeParse(GraphqlAnswerSchema, body);
    if (!answer.success) return err(portalError.unavailable('malformed', describeBody(body)));
    const [firstError] = answer.output.errors ?? [];
    if (firstError !== undefined) return err(graphqlFailure(firstError, operation.failure));
    const data = v.safeParse(operation.data, answer.output.data);
    if (!data.success)
      return err(portalError.unavailable('malformed', `${v.summarize(data.issues)} in ${describeBody(body)}`));
    return ok(data.output);
  }

  private async authHeaders(mode: AppSyncAuthMode): Promise<Result<Record<string, string>, PortalError>> {
    if (mode === 'apiKey') {
      // The configuration requires the key for API-key writes, so its absence here is a wiring bug.
      if (this.options.apiKey === undefined)
        throw new Error('An API-key operation was called on an AppSyncClient without an apiKey');
      return ok({ 'x-api-key': this.options.apiKey });
    }
    const token = await this.options.accessToken();
    if (!token.ok) return token;
    if (token.value === null) return err(portalError.unauthenticated('no user-pool session for a user-pool operation'));
    // AppSync's user-pool mode takes the raw JWT, without a Bearer prefix.
    return ok({ authorization: token.value });
  }
}

function errorTypeOf(error: GraphqlError): string {
  return error.errorType ?? error.extensions?.errorType ?? '';
}

/** An HTTP error status: AppSync answers a missing, expired or revoked token with 401. */
function statusFailure(status: number, body: unknown, failure: CatalogueMessage): PortalError {
  const detail = `HTTP ${status}: ${describeBody(body)}`;
  if (status === 401) return portalError.unauthenticated(detail);
  if (status === 403) return portalError.forbidden(failure, detail);
  return portalError.unavailable('http', detail);
}

/** A resolver's refusal, told apart by AppSync's errorType. */
function graphqlFailure(error: GraphqlError, failure: CatalogueMessage): PortalError {
  const errorType = errorTypeOf(error);
  const detail = `${errorType || 'GraphQL error'}: ${error.message}`;
  if (errorType === 'UnauthorizedException') return portalError.unauthenticated(detail);
  if (errorType === 'Unauthorized') return portalError.forbidden(failure, detail);
  // An update of a record that does not exist fails DynamoDB's condition.
  if (errorType === 'DynamoDB:ConditionalCheckFailedException') return portalError.notFound(failure, detail);
  return portalError.rejected(400, failure, detail);
}
