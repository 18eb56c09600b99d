import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { ConversationPage } from '../../features/messages/conversation-page';
import { titled } from '../../shell/page-title';

/**
 * One case's conversation with the lawyer (core's readConversation). A case that is not the
 * client's answers 'forbidden' from the service, which the page shows with its message. Read
 * again on every visit: the lawyer's reply is what the person comes back for.
 */
export const Route = createFileRoute('/_main/mensajes_/$id')({
  loader: async ({ context, params }) =>
    loaded(await context.portal.readConversation({ client: context.session.client, caseId: params.id })),
  staleTime: 0,
  head: ({ loaderData }) => titled(loaderData?.ok ? loaderData.value.case?.case : 'Conversación', 'Mensajes'),
  component: ConversationPage,
});
