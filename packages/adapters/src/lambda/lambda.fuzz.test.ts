import { ok, type PortalError, type Result } from '@justiciable/core';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, it, vi } from 'vitest';
import {
  expectTypedOutcome,
  fakeFetch,
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  WebLinkSchema,
  wireBodies,
  type HttpAnswer,
  type WireBody,
} from '../testing/wire-fuzz';
import { LambdaFileStore } from './lambda-file-store';

/** What the SDK hands back for an invocation: the payload's bytes and, when the handler threw, X-Amz-Function-Error. */
interface Invocation extends WireBody {
  readonly functionError: string | undefined;
}

const invocation = vi.hoisted(() => ({
  current: undefined as { readonly Payload: Uint8Array; readonly FunctionError: string | undefined } | undefined,
}));

// The SDK as far as the store uses it, answering each invocation at once with the generated output: SigV4
// signing and an HTTP exchange per run would make 10,000 runs slow, and the payload is the SDK's to pass on untouched.
vi.mock('@aws-sdk/client-lambda', () => ({
  LambdaClient: class {
    async send() {
      if (invocation.current === undefined) throw new Error('No invocation output set');
      return { StatusCode: 200, ...invocation.current };
    }
    destroy() {}
  },
  InvokeCommand: class {
    constructor(readonly input: unknown) {}
  },
}));

// downloadBytes follows the function's link with ofetch.
const fetch = fakeFetch();

const store = new LambdaFileStore({
  region: 'sa-east-1',
  uploadFunctionName: 'justiciable-upload-file-dev',
  downloadFunctionName: 'justiciable-download-file-dev',
  timeoutMs: 5_000,
  maxAttempts: 1,
  credentials: async () => ok({ accessKeyId: 'ASIAFUZZ', secretAccessKey: 'secret', sessionToken: 'session' }),
});

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom('DNI frente.pdf', 'Poder ñ 🙂.png', 'a/b.pdf') },
);
const segment = fc.oneof(fc.nat({ max: 100_000 }).map(String), fc.uuid());

/** The storage key 'group/case/file' of an upload. */
const storageKey = fc
  .tuple(
    segment,
    segment,
    text.filter((name) => name !== ''),
  )
  .map(([group, caseId, name]) => `${group}/${caseId}/${name}`);
const link = fc
  .tuple(fc.constantFrom('https://files.test/', 'http://127.0.0.1:4010/files/'), storageKey)
  .map(([base, key]) => `${base}${encodeURIComponent(key)}?X-Amz-Signature=abc`);

/** What a handler throws, as Lambda reports it with X-Amz-Function-Error. */
const functionErrors = fc.record(
  {
    errorMessage: text,
    errorType: fc.constantFrom('Error', 'FileNotFound', 'NotFoundError', 'ForbiddenError', 'ValidationError'),
    stackTrace: fc.array(text, { maxLength: 2 }),
  },
  { requiredKeys: ['errorMessage'] },
);

/** Mostly plain answers; one in six with X-Amz-Function-Error, whatever the payload. */
function invocations(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Invocation> {
  const functionError = fc.option(fc.constantFrom('Unhandled', 'Handled', ''), { nil: undefined, freq: 5 });
  return fc
    .tuple(wireBodies({ valid, refusals: functionErrors }), functionError)
    .map(([body, error]) => ({ text: body.text, functionError: error, valid: body.valid && error === undefined }));
}

const downloadAnswer = fc.record({ fileName: text, message: text, url: link });

/** What the link answers: the file's bytes, or the storage's refusal. */
const fileAnswers: fc.Arbitrary<HttpAnswer> = fc
  .record({
    status: fc.oneof(
      { weight: 4, arbitrary: fc.constant(200) },
      { weight: 1, arbitrary: fc.constantFrom(400, 403, 404, 429, 500, 503) },
    ),
    text: fc.string({ maxLength: 40 }),
  })
  .map((answer) => ({ ...answer, valid: answer.status === 200 }));

type Call = () => Promise<Result<unknown, PortalError>>;

interface Boundary {
  readonly answer: string;
  readonly valid: fc.Arbitrary<unknown>;
  readonly entity: v.GenericSchema;
  readonly call: Call;
  /** Outputs the fuzzing once caught the adapter out on, run first every time. */
  readonly found?: readonly Invocation[];
}

const boundaries: readonly Boundary[] = [
  {
    answer: 'the upload function (its key, or the error it threw)',
    valid: fc.record({ key: storageKey }),
    entity: v.object({ key: v.pipe(v.string(), v.regex(/^[^/]+\/[^/]+\/.+$/)) }),
    call: () =>
      store.upload({
        caseId: '1024',
        groupId: '31',
        uniqueKey: 'k-1',
        fileName: 'dni.pdf',
        contentBase64: 'JVBERi0xLjQK',
      }),
  },
  {
    answer: 'the download function (its link, or the error it threw)',
    valid: downloadAnswer,
    entity: v.object({ fileName: v.string(), message: v.string(), url: WebLinkSchema }),
    call: () => store.download('31/1024/k-1-dni.pdf'),
    // A link the app would have opened in a tab of its own origin.
    found: [
      {
        text: '{"fileName":"dni.pdf","message":"Listo","url":"data:text/html,<script>alert(1)</script>"}',
        functionError: undefined,
        valid: false,
      },
    ],
  },
];

describe('the Lambda file store on generated invocation outputs', () => {
  it.each(boundaries)(
    '$answer: a typed failure or a valid entity, never a throw',
    { timeout: FUZZ_TIMEOUT_MS },
    async ({ valid, entity, call, found = [] }) => {
      await fc.assert(
        fc.asyncProperty(invocations(valid), async (answer) => {
          invocation.current = { Payload: new TextEncoder().encode(answer.text), FunctionError: answer.functionError };
          expectTypedOutcome(await call(), entity, answer);
        }),
        { numRuns: FUZZ_RUNS, examples: found.map((answer): [Invocation] => [answer]) },
      );
    },
  );

  it(
    'the download function, then its link (downloadBytes): a typed failure or the file, never a throw',
    { timeout: FUZZ_TIMEOUT_MS },
    async () => {
      const FileContentSchema = v.object({
        fileName: v.string(),
        bytes: v.instance(Uint8Array),
        contentType: v.nullable(v.string()),
      });
      await fc.assert(
        fc.asyncProperty(invocations(downloadAnswer), fileAnswers, async (answer, file) => {
          invocation.current = { Payload: new TextEncoder().encode(answer.text), FunctionError: answer.functionError };
          fetch.reply(() => file);
          expectTypedOutcome(await store.downloadBytes('31/1024/k-1-dni.pdf'), FileContentSchema, {
            valid: answer.valid && file.valid,
          });
        }),
        { numRuns: FUZZ_RUNS },
      );
    },
  );
});
