import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * The AWS JSON 1.1 protocol that Cognito and Cognito Identity speak: POST with
 * X-Amz-Target: <Service>.<Operation>, a JSON object in, a JSON object out, and errors as
 * HTTP 400 with {"__type", "message"} plus the x-amzn-errortype header.
 */

export type JsonObject = Record<string, unknown>;
export type AwsJsonOperation = (input: JsonInput) => JsonObject | Promise<JsonObject>;

export interface AwsJsonService {
  /** The part of X-Amz-Target before the dot, e.g. AWSCognitoIdentityProviderService. */
  readonly targetPrefix: string;
  readonly operations: Readonly<Record<string, AwsJsonOperation>>;
}

/** An error the service answers (HTTP 400), named and worded as the real service does. */
export class AwsServiceError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = type;
  }
}

const contentType = 'application/x-amz-json-1.1';

/**
 * The largest request body the Cognito endpoints read: their requests are a few kilobytes (an SRP
 * claim is the largest), so 64 KiB leaves room without letting anyone make the server buffer more.
 */
export const maxAwsJsonRequestBytes = 64 * 1024;

/**
 * Answers 413 before reading past the limit: at once from Content-Length, or as soon as a chunked
 * body passes it. The error keeps the protocol's shape, so an SDK reports it as a named exception;
 * the connection is closed so the rest of the body is never read.
 */
export const awsJsonBodyLimit: MiddlewareHandler = bodyLimit({
  maxSize: maxAwsJsonRequestBytes,
  onError: (c) => {
    const type = 'RequestEntityTooLargeException';
    c.header('x-amzn-errortype', type);
    c.header('connection', 'close');
    return reply(c, 413, { __type: type, message: `Request body must be at most ${maxAwsJsonRequestBytes} bytes.` });
  },
});

export async function handleAwsJsonRequest(c: Context, services: readonly AwsJsonService[]): Promise<Response> {
  try {
    const operation = findOperation(c.req.header('x-amz-target'), services);
    const input = new JsonInput(parseBody(await c.req.text()));
    return reply(c, 200, await operation(input));
  } catch (error) {
    if (error instanceof AwsServiceError) {
      c.header('x-amzn-errortype', error.type);
      return reply(c, 400, { __type: error.type, message: error.message });
    }
    console.error('[emulator] unexpected error in an AWS JSON operation', error);
    c.header('x-amzn-errortype', 'InternalErrorException');
    return reply(c, 500, { __type: 'InternalErrorException', message: 'Internal server error.' });
  }
}

function reply(c: Context, status: 200 | 400 | 413 | 500, body: JsonObject): Response {
  c.header('x-amzn-requestid', randomUUID());
  c.header('content-type', contentType);
  return c.body(JSON.stringify(body), status);
}

function findOperation(target: string | undefined, services: readonly AwsJsonService[]): AwsJsonOperation {
  if (!target) {
    throw new AwsServiceError('UnknownOperationException', 'Missing X-Amz-Target header.');
  }
  const dot = target.lastIndexOf('.');
  const service = services.find((candidate) => candidate.targetPrefix === target.slice(0, dot));
  const operationName = target.slice(dot + 1);
  const operation =
    service && Object.hasOwn(service.operations, operationName) ? service.operations[operationName] : undefined;
  if (!operation) {
    throw new AwsServiceError('UnknownOperationException', `Unknown operation ${target}.`);
  }
  return operation;
}

function parseBody(text: string): JsonObject {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AwsServiceError('SerializationException', 'The request body is not valid JSON.');
  }
  if (!isJsonObject(parsed)) {
    throw new AwsServiceError('SerializationException', 'The request body must be a JSON object.');
  }
  return parsed;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Typed access to a request's members, answering bad input with the service's own errors. */
export class JsonInput {
  constructor(private readonly members: JsonObject) {}

  /** A string member; maxLength is the API's length constraint on it, when it has one. */
  requiredString(member: string, maxLength?: number): string {
    const value = this.optionalString(member, maxLength);
    if (value === undefined) throw invalidMember(member, 'null', 'Member must not be null');
    if (value === '') throw invalidMember(member, '', 'Member must have length greater than or equal to 1');
    return value;
  }

  optionalString(member: string, maxLength?: number): string | undefined {
    const value = this.members[member];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw wrongType(member, 'a string');
    if (maxLength !== undefined && value.length > maxLength) throw tooLong(member, maxLength);
    return value;
  }

  /** A map of string to string, such as AuthParameters or Logins. */
  optionalStringMap(member: string): Record<string, string> | undefined {
    const value = this.members[member];
    if (value === undefined || value === null) return undefined;
    if (!isJsonObject(value)) throw wrongType(member, 'a map of strings');
    const map: Record<string, string> = {};
    for (const [key, entry] of Object.entries(value)) {
      if (typeof entry !== 'string') throw wrongType(`${member}.${key}`, 'a string');
      map[key] = entry;
    }
    return map;
  }

  /** A list of {Name, Value} pairs, such as UserAttributes; each Value at most maxValueLength long. */
  optionalAttributes(member: string, maxValueLength: number): { name: string; value: string }[] | undefined {
    const value = this.members[member];
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value)) throw wrongType(member, 'a list of attributes');
    return value.map((entry: unknown, index) => {
      if (!isJsonObject(entry) || typeof entry.Name !== 'string' || typeof entry.Value !== 'string') {
        throw wrongType(`${member}.${index + 1}`, 'an attribute with string Name and Value');
      }
      if (entry.Value.length > maxValueLength) throw tooLong(`${member}.${index + 1}.member.value`, maxValueLength);
      return { name: entry.Name, value: entry.Value };
    });
  }
}

/** Worded as the AWS request validator words it; the member named in camelCase. */
function invalidMember(member: string, value: 'null' | '' | 'withheld', constraint: string): AwsServiceError {
  const field = member.charAt(0).toLowerCase() + member.slice(1);
  const shown = { null: 'Value null', '': "Value ''", withheld: 'Value' }[value];
  return new AwsServiceError(
    'InvalidParameterException',
    `1 validation error detected: ${shown} at '${field}' failed to satisfy constraint: ${constraint}`,
  );
}

/** An over-long value is not echoed back: it may be a password, and it is long. */
function tooLong(member: string, maxLength: number): AwsServiceError {
  return invalidMember(member, 'withheld', `Member must have length less than or equal to ${maxLength}`);
}

function wrongType(member: string, expected: string): AwsServiceError {
  return new AwsServiceError('SerializationException', `Value for '${member}' must be ${expected}.`);
}
