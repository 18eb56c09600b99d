import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IssuedCredentials } from '../context';

/** The parts of an HTTP request a SigV4 signature covers, as they arrived on the wire. */
export interface SignedRequest {
  readonly method: string;
  /** The path as sent, still percent-encoded. */
  readonly rawPath: string;
  /** The query string as sent, without '?'. */
  readonly rawQuery: string;
  header(name: string): string | undefined;
  readonly body: Uint8Array;
}

export interface SigV4Expectations {
  readonly region: string;
  readonly service: string;
  readonly now: number;
  findCredentials(accessKeyId: string): IssuedCredentials | null;
}

/** An AWS service error: HTTP status, x-amzn-errortype and message. */
export class AwsRequestError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 413,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = type;
  }
}

const algorithm = 'AWS4-HMAC-SHA256';
const allowedSkewMs = 15 * 60 * 1000;

/**
 * Verifies an AWS Signature Version 4 header signature as AWS does, and returns the credentials
 * that signed the request; throws AwsRequestError worded as AWS words each refusal.
 */
export function verifySigV4(request: SignedRequest, expected: SigV4Expectations): IssuedCredentials {
  const authorization = request.header('authorization');
  if (!authorization)
    throw new AwsRequestError(403, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
  const { accessKeyId, scope, signedHeaders, signature } = parseAuthorization(authorization);
  const { date: scopeDate, region, service, terminator } = scope;

  if (region !== expected.region) {
    throw invalidSignature(`Credential should be scoped to a valid region. `);
  }
  if (service !== expected.service) {
    throw invalidSignature(`Credential should be scoped to correct service: '${expected.service}'. `);
  }
  if (terminator !== 'aws4_request') {
    throw invalidSignature(
      `Credential should be scoped with a valid terminator: 'aws4_request', not '${terminator}'. `,
    );
  }
  const amzDate = request.header('x-amz-date');
  const signedAt = amzDate === undefined ? null : parseAmzDate(amzDate);
  if (amzDate === undefined || signedAt === null) {
    throw new AwsRequestError(
      400,
      'IncompleteSignatureException',
      "Authorization header requires existence of a valid 'X-Amz-Date' header.",
    );
  }
  if (scopeDate !== amzDate.slice(0, 8)) {
    throw invalidSignature(
      `Date in Credential scope does not match YYYYMMDD from ISO-8601 version of date from HTTP: '${scopeDate}' != '${amzDate.slice(0, 8)}', from '${amzDate}'.`,
    );
  }
  if (signedAt < expected.now - allowedSkewMs) {
    throw invalidSignature(
      `Signature expired: ${amzDate} is now earlier than ${toAmzDate(expected.now - allowedSkewMs)} (${toAmzDate(expected.now)} - 15 min.)`,
    );
  }
  if (signedAt > expected.now + allowedSkewMs) {
    throw invalidSignature(
      `Signature not yet current: ${amzDate} is still later than ${toAmzDate(expected.now + allowedSkewMs)} (${toAmzDate(expected.now)} + 15 min.)`,
    );
  }
  if (!signedHeaders.includes('host')) {
    throw invalidSignature("'Host' or ':authority' must be a 'SignedHeader' in the AWS Authorization.");
  }

  const credentials = expected.findCredentials(accessKeyId);
  if (!credentials || !sameText(request.header('x-amz-security-token') ?? '', credentials.sessionToken)) {
    throw new AwsRequestError(
      403,
      'UnrecognizedClientException',
      'The security token included in the request is invalid.',
    );
  }
  if (credentials.expiresAt <= expected.now) {
    throw new AwsRequestError(403, 'ExpiredTokenException', 'The security token included in the request is expired');
  }

  const payloadHash = sha256Hex(request.body);
  const declaredHash = request.header('x-amz-content-sha256');
  if (declaredHash !== undefined && declaredHash !== payloadHash) {
    throw invalidSignature("The provided 'x-amz-content-sha256' header does not match what was computed.");
  }

  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.rawPath),
    canonicalQuery(request.rawQuery),
    ...signedHeaders.map((name) => `${name}:${canonicalHeaderValue(request.header(name) ?? '')}`),
    '',
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const stringToSign = [algorithm, amzDate, scope.text, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = [scopeDate, region, service, terminator].reduce<Buffer | string>(
    (key, part) => hmac(key, part),
    `AWS4${credentials.secretAccessKey}`,
  );
  if (!sameText(hmac(signingKey, stringToSign).toString('hex'), signature)) {
    throw invalidSignature(
      'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
    );
  }
  return credentials;
}

interface ParsedAuthorization {
  readonly accessKeyId: string;
  readonly scope: {
    readonly text: string;
    readonly date: string;
    readonly region: string;
    readonly service: string;
    readonly terminator: string;
  };
  readonly signedHeaders: readonly string[];
  readonly signature: string;
}

function parseAuthorization(authorization: string): ParsedAuthorization {
  const [scheme, ...rest] = authorization.trim().split(/\s+/);
  if (scheme !== algorithm) {
    throw new AwsRequestError(
      400,
      'IncompleteSignatureException',
      `Authorization header requires the ${algorithm} algorithm, got '${scheme ?? ''}'.`,
    );
  }
  const parameters = new Map<string, string>();
  for (const part of rest.join(' ').split(',')) {
    const equals = part.indexOf('=');
    if (equals > 0) parameters.set(part.slice(0, equals).trim(), part.slice(equals + 1).trim());
  }
  const missing = ['Credential', 'SignedHeaders', 'Signature'].filter((name) => !parameters.get(name));
  if (missing.length > 0) {
    throw new AwsRequestError(
      400,
      'IncompleteSignatureException',
      missing.map((name) => `Authorization header requires '${name}' parameter.`).join(' '),
    );
  }
  const credential = parameters.get('Credential') ?? '';
  const [accessKeyId, date, region, service, terminator, ...extra] = credential.split('/');
  if (!accessKeyId || !date || !region || !service || !terminator || extra.length > 0) {
    throw new AwsRequestError(
      400,
      'IncompleteSignatureException',
      `Credential must have exactly 5 slash-delimited elements, e.g. keyid/date/region/service/term, got '${credential}'`,
    );
  }
  return {
    accessKeyId,
    scope: { text: [date, region, service, terminator].join('/'), date, region, service, terminator },
    signedHeaders: (parameters.get('SignedHeaders') ?? '').split(';').map((name) => name.toLowerCase()),
    signature: parameters.get('Signature') ?? '',
  };
}

/**
 * The canonical URI the AWS SDK signs for every service but S3: the path as sent (its labels
 * already percent-encoded once), dot segments resolved, then percent-encoded again.
 */
export function canonicalPath(rawPath: string): string {
  const segments: string[] = [];
  for (const segment of rawPath.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailingSlash = segments.length > 0 && rawPath.endsWith('/') ? '/' : '';
  return `/${segments.map(uriEscape).join('/')}${trailingSlash}`;
}

/** Query parameters decoded, re-encoded the SigV4 way, sorted by name and then by value. */
export function canonicalQuery(rawQuery: string): string {
  const pairs: [string, string][] = [];
  for (const part of rawQuery.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const name = uriEscape(decodeQueryComponent(equals < 0 ? part : part.slice(0, equals)));
    const value = uriEscape(decodeQueryComponent(equals < 0 ? '' : part.slice(equals + 1)));
    if (name.toLowerCase() !== 'x-amz-signature') pairs.push([name, value]);
  }
  pairs.sort(([nameA, valueA], [nameB, valueB]) => compare(nameA, nameB) || compare(valueA, valueB));
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

/** RFC 3986 unreserved characters stay; everything else is %XX, as SigV4 requires. */
export function uriEscape(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function decodeQueryComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A malformed escape cannot have been signed by an SDK; keep it so the signature simply fails.
    return text;
  }
}

function canonicalHeaderValue(value: string): string {
  return value
    .replace(/[\r\n]/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

function parseAmzDate(text: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!match) return null;
  const time = Date.parse(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
  return Number.isNaN(time) ? null : time;
}

function toAmzDate(time: number): string {
  return new Date(time)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

function invalidSignature(message: string): AwsRequestError {
  return new AwsRequestError(403, 'InvalidSignatureException', message);
}

function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
