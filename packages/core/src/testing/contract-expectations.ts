import * as v from 'valibot';
import { expect } from 'vitest';
import { identityMessages } from '../shared/catalogue';
import type { IdentityReason, PortalError, PortalErrorKind } from '../shared/portal-error';
import type { Result } from '../shared/result';

// Assertions the contract suites share. They name the failure they saw, so a contract run
// against a real adapter says what the service answered, not only that it differed.

function describeFailure(error: PortalError): string {
  const reason = error.kind === 'identity' ? `/${error.reason}` : '';
  return `${error.kind}${reason}: ${error.message}${error.detail === undefined ? '' : ` (${error.detail})`}`;
}

/** The value of a success; fails the test on a failure. */
export function expectOk<T>(result: Result<T, PortalError>): T {
  if (!result.ok) return expect.unreachable(`expected success, got ${describeFailure(result.error)}`);
  return result.value;
}

/** The error of a failure of the given kind; fails the test otherwise. */
export function expectFailure<Kind extends PortalErrorKind>(
  result: Result<unknown, PortalError>,
  kind: Kind,
): Extract<PortalError, { readonly kind: Kind }> {
  if (result.ok) return expect.unreachable(`expected a '${kind}' failure, got success`);
  const { error } = result;
  if (error.kind !== kind) return expect.unreachable(`expected a '${kind}' failure, got ${describeFailure(error)}`);
  expect(error.message).not.toBe('');
  return error as Extract<PortalError, { readonly kind: Kind }>;
}

/** An identity refusal for the given reason, with the catalogue's text for it. */
export function expectIdentityRefusal(result: Result<unknown, PortalError>, reason: IdentityReason): void {
  const error = expectFailure(result, 'identity');
  expect(error.reason, describeFailure(error)).toBe(reason);
  expect(error.message).toBe(identityMessages[reason]);
}

/** The value passes its entity schema; the failure lists what did not. */
export function expectValid<Schema extends v.GenericSchema>(schema: Schema, value: unknown): v.InferOutput<Schema> {
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) {
    return expect.unreachable(
      `does not match its schema: ${JSON.stringify(v.flatten(parsed.issues))} in ${JSON.stringify(value)}`,
    );
  }
  return parsed.output;
}

/** Every item passes its entity schema. */
export function expectAllValid<Schema extends v.GenericSchema>(schema: Schema, values: readonly unknown[]): void {
  for (const value of values) expectValid(schema, value);
}
