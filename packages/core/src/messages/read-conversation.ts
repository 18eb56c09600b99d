import type { Case } from '../cases/case';
import { makeListMovements } from '../cases/list-movements';
import type { SignedInClient } from '../identity/signed-in-client';
import { makeListNotifications } from '../notifications/list-notifications';
import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import { conversationOf, type Conversation } from './conversation';

export interface ConversationRequest {
  readonly client: SignedInClient;
  readonly caseId: string;
}

/** A case and its conversation with the lawyer. */
export interface CaseConversation {
  readonly case: Case | null;
  readonly conversation: Conversation;
}

/**
 * One case's conversation (conversationOf) from its movements and comments (SPEC §7
 * listaMovimientos) and the client's notifications (getNotifications), read side by side. A
 * failure to read the notifications leaves the messages shown, none marked unread.
 */
export function makeReadConversation(ports: Pick<PortalPorts, 'cases' | 'notifications'>) {
  const listMovements = makeListMovements(ports);
  const listNotifications = makeListNotifications(ports);
  return async function readConversation({
    client,
    caseId,
  }: ConversationRequest): Promise<Result<CaseConversation, PortalError>> {
    const [movements, notifications] = await Promise.all([listMovements({ caseId }), listNotifications({ client })]);
    if (!movements.ok) return movements;
    const { case: kase, movements: list, comments } = movements.value;
    return ok({
      case: kase,
      conversation: conversationOf({
        caseId,
        movements: list,
        comments,
        notifications: notifications.ok ? notifications.value : null,
        lawyerName: kase?.abogadoEstudio ?? '',
      }),
    });
  };
}
