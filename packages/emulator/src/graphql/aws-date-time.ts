import type { GraphQLScalarTypeConfig } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/** Extended ISO 8601 with a mandatory offset; seconds and fractions optional, as AppSync's AWSDateTime. */
const awsDateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2})(?::\d{2})?)$/;

export function isAwsDateTime(value: string): boolean {
  const match = awsDateTimePattern.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined) {
    return false;
  }
  // Date.UTC rolls 31 February over into March; a real calendar day survives the round trip.
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 23 &&
    offsetMinutes <= 59
  );
}

function parseAwsDateTime(value: unknown): string {
  if (typeof value !== 'string' || !isAwsDateTime(value)) {
    // A GraphQLError of yoga's own graphql copy, so yoga shows its message instead of masking it.
    throw createGraphQLError(
      `Unable to parse ${JSON.stringify(value)} as AWSDateTime: expected an extended ISO 8601 date-time with a time zone offset, e.g. 2024-05-01T13:45:00.000Z`,
    );
  }
  return value;
}

/**
 * The scalar's behaviour, handed to createSchema as a resolver rather than built as a
 * GraphQLScalarType here, so it binds to whichever copy of graphql yoga itself loaded.
 */
export const awsDateTime: Omit<GraphQLScalarTypeConfig<string, string>, 'name'> = {
  description: 'An extended ISO 8601 date-time string with a time zone offset, as AppSync defines it.',
  serialize: (value) => parseAwsDateTime(value),
  parseValue: (value) => parseAwsDateTime(value),
  parseLiteral: (ast) => parseAwsDateTime(ast.kind === 'StringValue' ? ast.value : undefined),
};
