import { GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * POST /graphql runs queries and mutations only: a subscription is refused as a validation error
 * naming the realtime socket, where AppSync serves subscriptions.
 */
export function subscriptionsOverSocketOnly(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noHttpSubscriptionRule);
    },
  };
}

const noHttpSubscriptionRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== 'subscription') return;
    context.reportError(
      new GraphQLError(
        'Subscriptions are served over the realtime WebSocket endpoint (<graphql endpoint>/realtime), not over HTTP.',
        {
          nodes: node,
        },
      ),
    );
  },
});
