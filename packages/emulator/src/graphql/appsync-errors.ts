import { randomUUID } from 'node:crypto';
import type { GraphQLError, GraphQLResolveInfo } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/**
 * A resolver failure as AppSync reports it: the field is null and errors[] names the errorType.
 * Made by yoga's createGraphQLError, not graphql's class: where graphql loads twice (its ESM and
 * CJS copies, as under vitest), yoga masks an error of the other copy as unexpected.
 */
export function appSyncError(errorType: string, message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { errorType } });
}

/** The answer of an @auth rule that refuses the caller, worded as AppSync words it. */
export function unauthorized(info: GraphQLResolveInfo): GraphQLError {
  return appSyncError('Unauthorized', `Not Authorized to access ${info.fieldName} on type ${info.parentType.name}`);
}

/** An update of a record that does not exist, or a create of one that does: the DynamoDB condition fails. */
export function conditionalCheckFailed(): GraphQLError {
  return appSyncError(
    'DynamoDB:ConditionalCheckFailedException',
    `The conditional request failed (Service: DynamoDb, Status Code: 400, Request ID: ${randomUUID()})`,
  );
}

/** DynamoDB refuses an empty string as a key before any condition is evaluated. */
export function emptyKey(): GraphQLError {
  return appSyncError(
    'DynamoDB:DynamoDbException',
    'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: id',
  );
}

/** A resolver rejecting input it cannot map to a write, e.g. a link to a record that does not exist. */
export function mappingTemplate(message: string): GraphQLError {
  return appSyncError('MappingTemplate', message);
}
