import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * What one GraphQL operation may ask for, checked before it runs (GraphQL Armor's rules,
 * docs/graphql.md, Limits). The schema has no lists and nothing recursive, so the largest operation the
 * portal could ever need, getUser with every field of User, Billing and Location, is depth 3, about
 * 50 tokens and cost 81; the portal's own operations (packages/adapters/src/appsync) are smaller
 * still and use no aliases or directives. The limits leave ample room for that and none for
 * thousands of aliases in one request.
 */
export const OPERATION_LIMITS = {
  /** Lexical tokens in the document; counted while parsing, so a huge document stops at the first token past it. */
  tokens: 1000,
  /** Fields a document may rename. */
  aliases: 10,
  /** Nesting of selections (getUser { billingInfo { id } } is 3). */
  depth: 6,
  /** @skip / @include and the like. */
  directives: 10,
  /** GraphQL Armor's cost: 1 per scalar, 2 per object, each level's children weighed 1.5 times. */
  cost: 500,
} as const;

/**
 * The same text for every operation refused before running, with the limit it broke; AppSync
 * words its own depth and resolver-count refusals as validation errors too.
 */
export function operationLimitPlugins(): Plugin[] {
  return [
    maxTokensPlugin({ n: OPERATION_LIMITS.tokens }),
    maxAliasesPlugin({ n: OPERATION_LIMITS.aliases, allowList: [] }),
    maxDepthPlugin({ n: OPERATION_LIMITS.depth, ignoreIntrospection: false }),
    maxDirectivesPlugin({ n: OPERATION_LIMITS.directives }),
    costLimitPlugin({ maxCost: OPERATION_LIMITS.cost, ignoreIntrospection: false }),
    // Unknown fields are answered without "Did you mean …?": the schema is not told piecemeal either.
    blockFieldSuggestionsPlugin(),
    noIntrospection(),
  ] as Plugin[];
}

/**
 * No __schema or __type, whoever asks (docs/graphql.md, Introspection): the API key is public and a
 * user-pool account is anyone's for a sign-up, so no caller is trusted with the schema. __typename
 * stays, as every GraphQL client may ask it.
 */
function noIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noIntrospectionRule);
    },
  };
}

/**
 * graphql-js's NoSchemaIntrospectionCustomRule, by field name alone: that rule compares types with
 * instanceof, which fails when the schema and the rule come from the two builds (ESM and CommonJS)
 * of graphql that one process may load.
 */
const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    const name = node.name.value;
    if (name === '__schema' || name === '__type') {
      context.reportError(
        new GraphQLError(
          `GraphQL introspection has been disabled, but the requested query contained the field "${name}".`,
          { nodes: node },
        ),
      );
    }
  },
});
