import type * as LambdaSdk from '@aws-sdk/client-lambda';
import {
  err,
  errorMessages,
  ok,
  portalError,
  type CatalogueMessage,
  type FileContent,
  type FileDownload,
  type FileStore,
  type FileUpload,
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
  timeoutPerAttempt,
} from '../shared/fetch-failure';
import { debugSwitchOn, type AdapterLogger } from '../shared/logger';
import type { CredentialsSource } from '../shared/session-sources';
import { DownloadAnswerSchema, FunctionErrorSchema, UploadAnswerSchema } from './file-function-wire';

export interface LambdaFileStoreOptions {
  /** SPEC §9: the functions live in a fixed region. */
  readonly region: string;
  /** The emulator's Lambda endpoint; left out, the SDK uses AWS's. */
  readonly endpoint?: string;
  readonly uploadFunctionName: string;
  readonly downloadFunctionName: string;
  readonly timeoutMs: number;
  /** Attempts of one invocation, the first included (the SDK retries throttling and 5xx). */
  readonly maxAttempts: number;
  readonly credentials: CredentialsSource;
  /** Given to the AWS SDK's client as its own logger (a line per invocation); without it the SDK logs nothing. */
  readonly logger?: AdapterLogger | null;
}

/** Service errors that mean the credentials no longer open the door: the session is gone. */
const SESSION_ERRORS = new Set(['ExpiredTokenException', 'UnrecognizedClientException', 'InvalidSignatureException']);

/**
 * The two file functions (SPEC §7), invoked with the client's identity-pool credentials.
 * The SDK is imported on first use so it stays out of the web app's first bundle.
 */
export class LambdaFileStore implements FileStore {
  /**
   * `signal`, when given, is one call's (`withSignal`): the invocation and the download of a
   * link carry it (the AWS SDK's `abortSignal`, fetch's `signal`), so a stopped call aborts the
   * request on the way, tries nothing again, and sends nothing more.
   */
  private sdk: Promise<typeof LambdaSdk> | undefined;

  constructor(
    private readonly options: LambdaFileStoreOptions,
    private readonly signal?: AbortSignal,
  ) {}

  /**
   * The same store for one call: its requests carry the call's signal (`PortalPorts.forCall`).
   * The view imports the SDK anew at its first invocation, from the module cache once loaded.
   */
  withSignal(signal: AbortSignal): LambdaFileStore {
    return new LambdaFileStore(this.options, signal);
  }

  async upload(file: FileUpload): Promise<Result<{ readonly key: string }, PortalError>> {
    const answer = await this.invoke(
      this.options.uploadFunctionName,
      {
        caseId: file.caseId,
        groupId: file.groupId,
        uniqueKey: file.uniqueKey,
        fileName: file.fileName,
        fileContent: file.contentBase64,
        // Beyond SPEC §7's body: how someone who is not the case's owner uploads the one file a request link opens.
        ...(file.request ? { movementId: file.request.movementId, linkToken: file.request.linkToken } : {}),
        // Also beyond it: the type and category the client filed the document under, kept as the object's metadata.
        ...(file.classification?.type ? { documentType: file.classification.type } : {}),
        ...(file.classification?.category ? { documentCategory: file.classification.category } : {}),
      },
      UploadAnswerSchema,
      errorMessages.uploadFile,
    );
    return answer.ok ? ok({ key: answer.value.key }) : answer;
  }

  async download(fileLink: string): Promise<Result<FileDownload, PortalError>> {
    const answer = await this.invoke(
      this.options.downloadFunctionName,
      { fileLink },
      DownloadAnswerSchema,
      errorMessages.downloadFile,
    );
    return answer.ok
      ? ok({ fileName: answer.value.fileName, message: answer.value.message, url: answer.value.url })
      : answer;
  }

  async downloadBytes(fileLink: string): Promise<Result<FileContent, PortalError>> {
    const link = await this.download(fileLink);
    if (!link.ok) return link;
    try {
      const response = await ofetch.raw(link.value.url, {
        method: 'GET',
        responseType: 'arrayBuffer',
        onRequest: timeoutPerAttempt(this.options.timeoutMs, this.signal),
        // Reading the link changes nothing, so it is tried as often as an invocation is.
        retry: this.options.maxAttempts - 1,
        retryDelay: RETRY_DELAY_MS,
        retryStatusCodes: RETRY_STATUS_CODES,
      });
      const contentType = response.headers.get('content-type')?.trim() || null;
      return ok({
        fileName: link.value.fileName,
        bytes: new Uint8Array(response._data ?? new ArrayBuffer(0)),
        contentType,
      });
    } catch (error) {
      const failure = classifyFetchFailure(error);
      if (failure.kind === 'no-answer') return err(failure.error);
      return err(linkFailure(failure.status, fileLink));
    }
  }

  private async invoke<TSchema extends v.GenericSchema>(
    functionName: string,
    payload: Readonly<Record<string, string>>,
    schema: TSchema,
    failure: CatalogueMessage,
  ): Promise<Result<v.InferOutput<TSchema>, PortalError>> {
    if (this.signal?.aborted) return err(callStopped(this.signal));
    const credentials = await this.options.credentials();
    if (!credentials.ok) return credentials;
    const { LambdaClient, InvokeCommand } = await this.loadSdk();
    if (this.signal?.aborted) return err(callStopped(this.signal));
    // One client per call: credentials belong to whoever is signed in now, and the SDK would
    // otherwise keep serving the previous client's until they expire.
    const { logger } = this.options;
    const client = withoutNodeVersionWarning(
      () =>
        new LambdaClient({
          region: this.options.region,
          ...(this.options.endpoint === undefined ? {} : { endpoint: this.options.endpoint }),
          credentials: credentials.value,
          maxAttempts: this.options.maxAttempts,
          requestHandler: { requestTimeout: this.options.timeoutMs, connectionTimeout: this.options.timeoutMs },
          ...(logger === null || logger === undefined ? {} : { logger }),
        }),
    );
    let output: LambdaSdk.InvokeCommandOutput;
    try {
      output = await client.send(
        new InvokeCommand({ FunctionName: functionName, Payload: new TextEncoder().encode(JSON.stringify(payload)) }),
        this.signal === undefined ? {} : { abortSignal: this.signal },
      );
    } catch (error) {
      return err(invocationFailure(error, failure));
    } finally {
      client.destroy();
    }
    const body = parsePayload(output.Payload);
    if (output.FunctionError !== undefined) {
      // Lambda answers 200 and names the function's own failure in X-Amz-Function-Error.
      const functionError = v.safeParse(FunctionErrorSchema, body);
      if (!functionError.success)
        return err(
          portalError.rejected(400, failure, `${functionName}: ${output.FunctionError}: ${describeBody(body)}`),
        );
      return err(functionFailure(functionError.output, functionName, failure));
    }
    const answer = v.safeParse(schema, body);
    if (!answer.success)
      return err(
        portalError.unavailable('malformed', `${functionName}: ${v.summarize(answer.issues)} in ${describeBody(body)}`),
      );
    return ok(answer.output);
  }

  private loadSdk(): Promise<typeof LambdaSdk> {
    this.sdk ??= import('@aws-sdk/client-lambda');
    return this.sdk;
  }
}

/** The AWS SDK's documented switch for its warning about the Node versions it will support. */
const NODE_VERSION_WARNING_SWITCH = 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED';

/**
 * Makes a client without the AWS SDK's Node-version warning (every run that touched a file
 * printed it on stderr, noise a script's author cannot act on): the SDK checks its switch while
 * the client is made, so it is set for that moment only, and the process's environment is left
 * as it was. A script that set the
 * switch itself, or runs with `JUSTICIABLE_DEBUG`, keeps the SDK's own behaviour.
 */
function withoutNodeVersionWarning<T>(make: () => T): T {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  if (env === undefined || env[NODE_VERSION_WARNING_SWITCH] !== undefined || debugSwitchOn()) return make();
  env[NODE_VERSION_WARNING_SWITCH] = 'true';
  try {
    return make();
  } finally {
    delete env[NODE_VERSION_WARNING_SWITCH];
  }
}

/** The upload function's refusal past the account's limits (the emulator's docs/lambda.md, Upload limits). */
const UPLOAD_QUOTA_ERROR = 'UploadQuotaExceededError';

/** A function's refusal, told apart by the errorType its handler threw. */
function functionFailure(
  error: v.InferOutput<typeof FunctionErrorSchema>,
  functionName: string,
  failure: CatalogueMessage,
): PortalError {
  const errorType = error.errorType ?? 'Error';
  const detail = `${functionName}: ${errorType}: ${error.errorMessage}`;
  // Nothing was stored and the remedy is to wait, as for a 429: throttled, so the intent's text does not replace the reason.
  if (errorType === UPLOAD_QUOTA_ERROR)
    return { ...portalError.unavailable('throttled', detail), message: errorMessages.uploadQuota };
  if (/NotFound/i.test(errorType)) return portalError.notFound(failure, detail);
  if (/Forbidden|AccessDenied|Unauthorized/i.test(errorType)) return portalError.forbidden(failure, detail);
  return portalError.rejected(400, failure, detail);
}

function parsePayload(payload: Uint8Array | undefined): unknown {
  if (payload === undefined || payload.length === 0) return null;
  const text = new TextDecoder().decode(payload);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The storage's refusal of a link the download function has just signed: 404 the file went away
 * in between, 403 the link was refused (expired on a slow machine, or a bucket policy).
 */
function linkFailure(status: number, fileLink: string): PortalError {
  const detail = `download link of ${fileLink}: HTTP ${status}`;
  if (status === 404) return portalError.notFound(errorMessages.downloadFile, detail);
  if (status === 401 || status === 403) return portalError.forbidden(errorMessages.downloadFile, detail);
  return portalError.unavailable('http', detail);
}

/** An invocation that got no usable answer from the Lambda service itself. */
function invocationFailure(error: unknown, failure: CatalogueMessage): PortalError {
  if (!(error instanceof Error)) throw error;
  const status = httpStatusOf(error);
  const detail = `${error.name}${status === undefined ? '' : ` (HTTP ${status})`}: ${error.message}`;
  if (SESSION_ERRORS.has(error.name) || status === 401) return portalError.unauthenticated(detail);
  if (error.name === 'AccessDeniedException' || status === 403) return portalError.forbidden(failure, detail);
  if (error.name === 'TimeoutError' || error.name === 'RequestTimeout')
    return portalError.unavailable('timeout', detail);
  if (error.name === 'AbortError') return portalError.unavailable('aborted', detail);
  if (error.name === 'TooManyRequestsException' || status === 429) return portalError.unavailable('throttled', detail);
  if (status !== undefined) return portalError.unavailable('http', detail);
  return portalError.unavailable('network', detail);
}

function httpStatusOf(error: Error): number | undefined {
  if (!('$metadata' in error)) return undefined;
  const metadata: unknown = error.$metadata;
  if (typeof metadata !== 'object' || metadata === null || !('httpStatusCode' in metadata)) return undefined;
  return typeof metadata.httpStatusCode === 'number' ? metadata.httpStatusCode : undefined;
}
