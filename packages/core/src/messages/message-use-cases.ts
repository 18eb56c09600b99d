import type { PortalPorts } from '../portal-ports';
import { onFirstCall } from '../shared/on-first-call';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { ConversationInbox } from './conversation-inbox';
import { makeListConversations, type ConversationInboxRequest } from './list-conversations';
import { makeReadConversation, type CaseConversation, type ConversationRequest } from './read-conversation';
import type { MessageDraft, SentMessage } from './send-message';

/**
 * The portal's use-cases of the conversation with the lawyer, made of SPEC's movements and
 * comments (no message store exists): the lawyer's and the client's news (type 5) and comments,
 * their documents, and the notifications that announce the lawyer's (core's unread-message rule).
 *
 * Every failure is a `PortalError` with the catalogue's text of the call that failed.
 */
export interface MessageUseCases {
  /**
   * One case's conversation, oldest first (the newest at the bottom): its news and comments from
   * both sides, each with author (client or lawyer, and the name signed), text, time (Buenos Aires,
   * as the service writes it), attachments and whether it is unread (conversationOf). Reads the
   * case's movements and the notifications side by side; without the notifications nothing is
   * marked unread.
   *
   * Fails with 'Error al intentar obtener los movimientos del asunto' (`forbidden` or `not-found`
   * for a case that is not the client's).
   *
   * @example
   * const { conversation } = valueOrThrow(await portal.readConversation({ client, caseId: kase.id }));
   * for (const message of conversation.messages) console.log(message.author, message.text);
   */
  readConversation(request: ConversationRequest): Promise<Result<CaseConversation, PortalError>>;

  /**
   * The inbox across cases: each case's last message, message count and unread count, latest
   * activity first. Bounded for a heavy account (thousands of cases, a request each): only
   * `limit` cases are read (CONVERSATIONS_PAGE_SIZE, 8, unless given), the cases with unread
   * message notices first, then those with any message or other notice, then the newest; `more`
   * says whether a larger `limit` reads more. Three requests plus one per case read.
   *
   * Fails with 'Error al intentar obtener los asuntos' or 'Error al intentar obtener las
   * notificaciones'; a case whose movements cannot be read stays in the list, marked `failed`.
   */
  listConversations(request: ConversationInboxRequest): Promise<Result<ConversationInbox, PortalError>>;

  /**
   * The client has seen a case's conversation: the unread notices of the lawyer's messages on it
   * are marked read (getNotifications, then readNotification each). Answers how many were marked.
   *
   * Fails with 'Error al intentar obtener las notificaciones' or 'Error al intentar leer
   * notificación' (those marked before the failure stay read).
   */
  markConversationRead(request: ConversationRequest): Promise<Result<{ readonly marked: number }, PortalError>>;

  /**
   * The client writes to the lawyer in a case: the text becomes a news movement (type 5, SPEC §7
   * addNewMovent, as 'Enviar novedad' does), titled with its first words; each file (at most 10,
   * 10 MB each) is sent as the case's documents (uploadCaseDocument). The same call made again
   * after a failure sends only what did not arrive.
   *
   * Fails with `invalid-input` before sending: on `text`, 'Escriba un mensaje o adjunte un
   * archivo' or 'Máximo 2000 caracteres'; on `files`, 'Puede enviar hasta 10 archivos por vez' or
   * 'El archivo supera el máximo de 10 MB'. Otherwise with 'Error al intentar agregar nuevo
   * movimiento' or 'Ocurrió un error al intentar cargar el archivo'.
   */
  sendMessage(draft: MessageDraft): Promise<Result<SentMessage, PortalError>>;
}

export function messageUseCases(ports: PortalPorts): MessageUseCases {
  return {
    readConversation: makeReadConversation(ports),
    listConversations: makeListConversations(ports),
    markConversationRead: onFirstCall(async () =>
      (await import('./mark-conversation-read')).makeMarkConversationRead(ports),
    ),
    sendMessage: onFirstCall(async () => (await import('./send-message')).makeSendMessage(ports)),
  };
}
