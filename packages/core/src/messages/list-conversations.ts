import { makeListCases } from '../cases/list-cases';
import { makeListMovements } from '../cases/list-movements';
import type { SignedInClient } from '../identity/signed-in-client';
import { makeListNotifications } from '../notifications/list-notifications';
import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import { conversationOf } from './conversation';
import {
  byLatestActivity,
  conversationCasesToRead,
  CONVERSATIONS_PAGE_SIZE,
  type ConversationInbox,
  type ConversationSummary,
} from './conversation-inbox';
import { unreadMessageCount } from './unread-messages';

export interface ConversationInboxRequest {
  readonly client: SignedInClient;
  /** How many cases to read, CONVERSATIONS_PAGE_SIZE unless given; "Ver más" asks again with more. */
  readonly limit?: number;
}

/**
 * The inbox across cases (SPEC §7 listaAsuntos, getNotifications, then listaMovimientos of at
 * most `limit` cases, side by side): see conversationCasesToRead for which cases are read, and
 * byLatestActivity for their order. A case whose movements cannot be read stays, marked failed,
 * with its unread count.
 */
export function makeListConversations(ports: Pick<PortalPorts, 'cases' | 'notifications'>) {
  const listCases = makeListCases(ports);
  const listMovements = makeListMovements(ports);
  const listNotifications = makeListNotifications(ports);
  return async function listConversations({
    client,
    limit = CONVERSATIONS_PAGE_SIZE,
  }: ConversationInboxRequest): Promise<Result<ConversationInbox, PortalError>> {
    const [cases, notifications] = await Promise.all([listCases({ client }), listNotifications({ client })]);
    if (!cases.ok) return cases;
    if (!notifications.ok) return notifications;
    const chosen = conversationCasesToRead(cases.value, notifications.value, limit);
    const summaries = await Promise.all(
      chosen.map(async (kase): Promise<ConversationSummary> => {
        const unreadCount = unreadMessageCount(notifications.value, kase.id);
        const movements = await listMovements({ caseId: kase.id });
        if (!movements.ok) return { case: kase, lastMessage: null, messageCount: 0, unreadCount, failed: true };
        const { messages } = conversationOf({
          caseId: kase.id,
          movements: movements.value.movements,
          comments: movements.value.comments,
          notifications: notifications.value,
          lawyerName: kase.abogadoEstudio,
        });
        return {
          case: kase,
          lastMessage: messages.at(-1) ?? null,
          messageCount: messages.length,
          unreadCount,
          failed: false,
        };
      }),
    );
    return ok({
      conversations: byLatestActivity(summaries),
      caseCount: cases.value.length,
      more: chosen.length < cases.value.length,
    });
  };
}
