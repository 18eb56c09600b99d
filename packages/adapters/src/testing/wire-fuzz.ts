import { catalogue, identityMessages, type PortalError, type Result } from '@justiciable/core';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, vi } from 'vitest';

/*
 * Fuzzing the adapters' valibot boundaries: generated wire answers, a fetch that
 * answers them at once, and the one thing every answer must lead to, a typed failure or a valid
 * entity. The areas' fuzz files bring the well-formed answers of their own wire.
 */

/** Generated answers per boundary. */
export const FUZZ_RUNS = 10_000;

/** A boundary's runs take seconds; this leaves room for a machine busy with other test files. */
export const FUZZ_TIMEOUT_MS = 120_000;

/** An answer body as it travels, and whether it is a well-formed success the adapter must accept. */
export interface WireBody {
  readonly text: string;
  readonly valid: boolean;
}

/** A body with the HTTP status it came with. */
export interface HttpAnswer extends WireBody {
  readonly status: number;
}

/** A number literal JSON.stringify cannot write: 1e400 parses to Infinity, 200.0 to 200. */
class RawNumber {
  constructor(readonly literal: string) {}
}

const RAW_MARK = '\uE000raw\uE000';
const RAW_STRING = /"\uE000raw\uE000([^"]*)"/g;

/** The JSON text of a generated answer; undefined (a root that was dropped) sends an empty body. */
function jsonText(value: unknown): string {
  let raw = false;
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof RawNumber)) return item;
    raw = true;
    return `${RAW_MARK}${item.literal}`;
  }) as string | undefined;
  if (text === undefined) return '';
  return raw ? text.replace(RAW_STRING, '$1') : text;
}

const HUGE_TEXT = 'Ñandú '.repeat(2_000);

/**
 * Any code point, lone surrogates included, mostly from the first planes. Mapped from integers:
 * fast-check's own 'binary' unit builds a table of all 1.1 million code points for every string
 * arbitrary made with it, fc.jsonValue's included, which costs most of a second each time.
 */
const anyCodePoint = fc
  .oneof(
    fc.integer({ min: 0, max: 0x7f }),
    fc.integer({ min: 0x80, max: 0xffff }),
    fc.integer({ min: 0x10000, max: 0x10ffff }),
  )
  .map((codePoint) => String.fromCodePoint(codePoint));
const anyText = fc.string({ unit: anyCodePoint, maxLength: 40 });
const anyJson = fc.jsonValue({ stringUnit: anyCodePoint });

/**
 * Texts that trip careless readers: blanks, words for nothing, numbers and amounts as text,
 * broken percent-encoding and entities, lone surrogates, links that are not http(s), catalogue
 * texts, and one far longer than any field.
 */
const ODD_TEXTS = [
  '',
  ' ',
  ' \t\n',
  '\u0000',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  't',
  'f',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1F',
  '15.000',
  '15.000,50',
  '$1500',
  '9'.repeat(400),
  '%',
  '50%',
  '%E0%A4%A',
  '%ZZ',
  '%C3%B1and%C3%BA',
  '%ED%A0%80',
  '&#0;',
  '&#xD800;',
  '&#1114112;',
  '&amp;lt;',
  '&ntilde;',
  '<!DOCTYPE html><html><body>502 Bad Gateway</body></html>',
  '\uD800',
  '\uDFFF\uD800',
  '🙂👩‍⚖️',
  'n\u0303',
  '\u202Eevil',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'http://',
  '//evil.test/',
  'https://pago.test/checkout?pref=1',
  '/',
  'a/b',
  'g//f',
  '25:61',
  '23:59:59',
  '2025-02-30',
  'No se encontró nada',
  catalogue.identity.notAuthenticated,
  catalogue.success.accountDeleted,
  HUGE_TEXT,
];

const ODD_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1.5,
  200,
  201,
  400,
  404,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];
const RAW_NUMBERS = ['1e400', '-1e400', '1.0', '200.0', '2e2', '-0'].map((literal) => new RawNumber(literal));
const ODD_SHAPES = [true, false, null, [], {}, [null], [[]], { 0: null }, { status: 200 }];

/** Whole numbers of any length, past what a double holds exactly (2^53) or at all (10^309). */
const longDigits = fc
  .oneof(fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }), fc.bigInt({ min: 0n, max: 10n ** 400n }))
  .map(String);

/** Something out of place: an odd text, number or shape, digits as text or as a number, or any small JSON value. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...ODD_TEXTS),
  fc.constantFrom<unknown>(...ODD_NUMBERS, ...RAW_NUMBERS),
  fc.constantFrom(...ODD_SHAPES),
  longDigits,
  longDigits.map((digits) => new RawNumber(digits)),
  anyText,
  fc.jsonValue({ stringUnit: anyCodePoint, maxDepth: 2 }),
);

/** Keys a careless reader may trip on, beside any short one. */
const oddKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '',
    'status',
    'message',
    'datos',
    'id',
  ),
  fc.string({ maxLength: 8 }),
);

type Change =
  | { readonly kind: 'drop' }
  | { readonly kind: 'set'; readonly value: unknown }
  | { readonly kind: 'retype' }
  | { readonly kind: 'encode'; readonly how: 'percent' | 'entities' | 'padded' | 'huge' }
  | { readonly kind: 'add'; readonly key: string; readonly value: unknown };

/** A change at the node a path of child choices leads to (each step taken modulo the node's children). */
interface Mutation {
  readonly path: readonly number[];
  readonly change: Change;
}

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.constant({ kind: 'drop' } as const),
  fc.record({ kind: fc.constant('set' as const), value: oddValue }),
  fc.constant({ kind: 'retype' } as const),
  fc.record({
    kind: fc.constant('encode' as const),
    how: fc.constantFrom('percent' as const, 'entities' as const, 'padded' as const, 'huge' as const),
  }),
  fc.record({ kind: fc.constant('add' as const), key: oddKey, value: oddValue }),
);

const mutations = fc.array(fc.record({ path: fc.array(fc.nat(), { maxLength: 8 }), change }), {
  minLength: 1,
  maxLength: 4,
});

type Node = Record<string, unknown>;

function isContainer(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !(value instanceof RawNumber);
}

/** A fresh copy of a generated value, so a change never reaches a value fast-check or another run still holds. */
function copyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyOf);
  if (!isContainer(value)) return value;
  const copy: Node = {};
  for (const key of Object.keys(value)) {
    if (key === '__proto__') define(copy, key, copyOf(value[key]));
    else copy[key] = copyOf(value[key]);
  }
  return copy;
}

/** Sets a key as an own property, even '__proto__', as JSON.parse would. */
function define(node: Node, key: string, value: unknown): void {
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
}

function retyped(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : [value];
  if (typeof value === 'boolean') return value ? 't' : 0;
  if (value === null) return '';
  // A list as json_encode writes an associative array: an object keyed by index.
  if (Array.isArray(value)) return { ...value };
  return [value];
}

function encoded(value: unknown, how: 'percent' | 'entities' | 'padded' | 'huge'): unknown {
  if (typeof value !== 'string') return value;
  switch (how) {
    case 'percent':
      // encodeURIComponent throws on a lone surrogate (with the u flag, a pair is one code point and stays).
      return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/gu, '?'));
    case 'entities':
      return value.replace(/[^\x20-\x7e]/gu, (character) => `&#${character.codePointAt(0) ?? 0};`);
    case 'padded':
      return ` ${value}\t`;
    case 'huge':
      return `${value}${HUGE_TEXT}`;
  }
}

function apply(root: Node, { path, change }: Mutation): void {
  let holder: Node = root;
  let key = 'value';
  for (const step of path) {
    const node = holder[key];
    if (!isContainer(node)) break;
    const keys = Object.keys(node);
    if (keys.length === 0) break;
    holder = node;
    key = keys[step % keys.length] ?? key;
  }
  const target = holder[key];
  switch (change.kind) {
    case 'drop':
      if (Array.isArray(holder)) holder.splice(Number(key), 1);
      else delete holder[key];
      return;
    case 'set':
      holder[key] = copyOf(change.value);
      return;
    case 'retype':
      holder[key] = retyped(target);
      return;
    case 'encode':
      holder[key] = encoded(target, change.how);
      return;
    case 'add':
      if (Array.isArray(target)) target.push(copyOf(change.value));
      else if (isContainer(target)) define(target, change.key, copyOf(change.value));
      else holder[key] = copyOf(change.value);
      return;
  }
}

function mutated(answer: unknown, changes: readonly Mutation[]): unknown {
  const root: Node = { value: copyOf(answer) };
  for (const mutation of changes) apply(root, mutation);
  return root['value'];
}

/** Bodies that are not JSON at all, or JSON cut short. */
function junk(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    anyText,
    fc.constantFrom(
      '',
      ' ',
      'null',
      '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>',
      '{"status":200,',
      '\uFEFF{"status":200}',
    ),
    fc.tuple(valid, fc.nat()).map(([answer, cut]) => {
      const text = jsonText(answer);
      return text.slice(0, cut % Math.max(text.length, 1));
    }),
  );
}

/**
 * Answer bodies for one boundary: well-formed successes (about a fifth, which must be accepted),
 * the same with one to four fields dropped, mistyped, nulled, encoded, padded, enlarged or
 * joined by odd keys (near half), the service's refusals when the wire has them, any JSON at
 * all, and text that is not JSON.
 */
export function wireBodies(shape: {
  readonly valid: fc.Arbitrary<unknown>;
  readonly refusals?: fc.Arbitrary<unknown>;
}): fc.Arbitrary<WireBody> {
  const body = (valid: boolean) => (value: unknown) => ({ text: jsonText(value), valid });
  return fc.oneof(
    { weight: 2, arbitrary: shape.valid.map(body(true)) },
    {
      weight: 5,
      arbitrary: fc.tuple(shape.valid, mutations).map(([answer, changes]) => body(false)(mutated(answer, changes))),
    },
    { weight: 1, arbitrary: (shape.refusals ?? anyJson).map(body(false)) },
    { weight: 2, arbitrary: anyJson.map(body(false)) },
    { weight: 1, arbitrary: junk(shape.valid).map((text) => ({ text, valid: false })) },
  );
}

/** Statuses an HTTP answer may carry besides 200 (none that forbids a body, so a Response can hold any). */
const OTHER_STATUSES = [201, 299, 400, 401, 403, 404, 408, 409, 422, 429, 500, 502, 503, 504];

/** Bodies as HTTP answers: mostly 200, one in ten with another status. */
export function httpAnswers(bodies: fc.Arbitrary<WireBody>): fc.Arbitrary<HttpAnswer> {
  const status = fc.oneof(
    { weight: 9, arbitrary: fc.constant(200) },
    { weight: 1, arbitrary: fc.constantFrom(...OTHER_STATUSES) },
  );
  return fc
    .tuple(bodies, status)
    .map(([body, code]) => ({ text: body.text, status: code, valid: body.valid && code === 200 }));
}

/** A call of an adapter that reads one answer of the wire. */
export type WireCall = () => Promise<Result<unknown, PortalError>>;

/** One answer schema of an HTTP wire: well-formed answers, what the adapter must make of them, and the calls that read it. */
export interface WireBoundary {
  readonly answer: string;
  readonly valid: fc.Arbitrary<unknown>;
  readonly entity: v.GenericSchema;
  readonly calls: Readonly<Record<string, WireCall>>;
  /** Answers the fuzzing once caught the adapter out on, run first every time (HTTP 200, to the first call). */
  readonly found?: readonly WireBody[];
}

/**
 * FUZZ_RUNS generated answers to the boundary's calls through `fetch` (one of the file's
 * fakeFetch): each must end in a typed failure or a valid entity, never a throw.
 */
export async function fuzzBoundary(
  fetch: ReturnType<typeof fakeFetch>,
  { valid, entity, calls, found = [] }: WireBoundary,
  refusals: fc.Arbitrary<unknown>,
): Promise<void> {
  const names = Object.keys(calls);
  const answers = fc.record({ answer: httpAnswers(wireBodies({ valid, refusals })), call: fc.constantFrom(...names) });
  const examples = found.map((body): [{ answer: HttpAnswer; call: string }] => [
    { answer: { ...body, status: 200 }, call: names[0] ?? '' },
  ]);
  await fc.assert(
    fc.asyncProperty(answers, async ({ answer, call }) => {
      fetch.reply(() => answer);
      const read = calls[call];
      if (read === undefined) throw new Error(`No call named ${call}.`);
      expectTypedOutcome(await read(), entity, answer);
    }),
    { numRuns: FUZZ_RUNS, examples },
  );
}

/**
 * Puts a fake in place of the global fetch, which ofetch calls, for the file's tests: it answers
 * each request at once with what `reply` says for its URL. The whole path from the answer's
 * text to the Result runs, without the socket and interception that would make 10,000 runs slow.
 */
export function fakeFetch(): { reply(answer: (url: string) => HttpAnswer): void } {
  let answer: ((url: string) => HttpAnswer) | undefined;
  // A plain function rather than vi.fn: a mock would keep every request and response of the file.
  const fake: typeof fetch = async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (answer === undefined) throw new Error(`No answer set for ${url}`);
    const { status, text } = answer(url);
    // No content type: the clients parse every body themselves (parseJsonBody), whatever it claims.
    return new Response(text, { status });
  };
  beforeAll(() => {
    vi.stubGlobal('fetch', fake);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  return {
    reply(next) {
      answer = next;
    },
  };
}

const CATALOGUE_TEXTS: ReadonlySet<string> = new Set(
  Object.values(catalogue).flatMap((group) => Object.values(group as Record<string, string>)),
);

const catalogueText = v.custom<string>(
  (text) => typeof text === 'string' && CATALOGUE_TEXTS.has(text),
  'a text of the catalogue',
);
const detail = v.optional(v.string());

/** A PortalError as core defines it, its text from the catalogue and nothing beside. */
const PortalErrorSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('unauthenticated'), message: catalogueText, detail }),
  v.strictObject({
    kind: v.literal('identity'),
    reason: v.picklist(Object.keys(identityMessages)),
    message: catalogueText,
    detail,
  }),
  v.strictObject({ kind: v.literal('invalid-input'), field: v.string(), message: catalogueText, detail }),
  v.strictObject({ kind: v.literal('not-found'), message: catalogueText, detail }),
  v.strictObject({ kind: v.literal('forbidden'), message: catalogueText, detail }),
  // A refusal carries a status the service could have meant, never a number out of the body's noise.
  v.strictObject({
    kind: v.literal('rejected'),
    status: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599)),
    message: catalogueText,
    detail,
  }),
  v.strictObject({
    kind: v.literal('unavailable'),
    transport: v.picklist(['network', 'timeout', 'aborted', 'http', 'malformed', 'throttled']),
    message: catalogueText,
    detail,
  }),
]);

/** A link the app may send the browser to or open: http or https, never javascript:, data: or file:. */
export const WebLinkSchema = v.pipe(
  v.string(),
  v.check((link) => URL.canParse(link) && ['http:', 'https:'].includes(new URL(link).protocol), 'an http(s) link'),
);

/** Every number in the value is finite: no 1e400 read as Infinity passes for an amount. */
function nonFiniteNumberIn(value: unknown, path = 'value'): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFiniteNumberIn(item, `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}

function sameData(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (!isContainer(left) || !isContainer(right) || Array.isArray(left) !== Array.isArray(right)) return false;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameData(left[key], right[key]))
  );
}

/** The start of a value for a failure's message; Infinity is written as such, not as JSON's null. */
function shortJson(value: unknown): string {
  const text =
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'number' && !Number.isFinite(item) ? String(item) : item,
    ) ?? String(value);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

/**
 * What any answer must lead to: a PortalError of core's union with a catalogue text, or a value
 * that is exactly an entity (it passes the entity's schema, which would drop nothing from it)
 * with finite numbers. A well-formed success must be accepted.
 */
export function expectTypedOutcome(
  result: Result<unknown, PortalError>,
  entity: v.GenericSchema,
  answer: { readonly valid: boolean },
): void {
  if (!result.ok) {
    if (answer.valid) expect.unreachable(`a well-formed answer was refused: ${shortJson(result.error)}`);
    const error = v.safeParse(PortalErrorSchema, result.error);
    if (!error.success)
      expect.unreachable(
        `not a PortalError of the catalogue: ${v.summarize(error.issues)} in ${shortJson(result.error)}`,
      );
    return;
  }
  const value = v.safeParse(entity, result.value);
  if (!value.success)
    expect.unreachable(`not a valid entity: ${v.summarize(value.issues)} in ${shortJson(result.value)}`);
  // The diff of toStrictEqual only when it is needed: comparing with it every run costs a tenth of the suite.
  if (!sameData(result.value, value.output))
    expect(result.value, 'the entity carries nothing its schema does not describe').toStrictEqual(value.output);
  const nonFinite = nonFiniteNumberIn(result.value);
  if (nonFinite !== null) expect.unreachable(`${nonFinite} is not a finite number in ${shortJson(result.value)}`);
}
