import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { ConversationsPage } from '../../features/messages/conversations-page';
import { MessagesSearchSchema } from '../../features/messages/messages-search';
import { titled } from '../../shell/page-title';

/**
 * The conversations with the lawyers across the client's cases, latest activity first. A heavy
 * account's cases are read a page at a time (core's listConversations, `?ver=` cases); read again
 * on every visit, as a reply may have come since.
 */
export const Route = createFileRoute('/_main/mensajes')({
  validateSearch: MessagesSearchSchema,
  loaderDeps: ({ search }) => ({ limit: search.ver }),
  loader: async ({ context, deps }) =>
    loaded(
      await context.portal.listConversations({
        client: context.session.client,
        ...(deps.limit === undefined ? {} : { limit: deps.limit }),
      }),
    ),
  staleTime: 0,
  head: () => titled('Mensajes'),
  component: ConversationsPage,
});
