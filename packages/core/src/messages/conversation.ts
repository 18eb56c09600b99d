import type { CaseMovement, CaseMovementComment } from '../cases/case-movement';
import { MOVEMENT_TYPE } from '../cases/movement';
import type { Notification } from '../notifications/notification';
import { presentText } from '../shared/blank';
import type { ServiceDateTime } from '../shared/service-date-time';
import { textLimits } from '../shared/text-limits';
import { unreadMessageCount } from './unread-messages';

/** Who wrote a message: the client, or the lawyer (or anyone of the studio) on the other side. */
export type MessageAuthor = 'client' | 'lawyer';

/** A file a message carries: the storage key a download asks for, and the name it is shown by. */
export interface MessageAttachment {
  readonly fileKey: string;
  readonly name: string;
}

/**
 * One message of a case's conversation, made of SPEC's movements and comments (no message store
 * of its own exists): a news movement (type 5, 'Novedad'), a comment under any movement, or a
 * document sent into the case (type 3 with its file) that no news of the same author carries.
 */
export interface ConversationMessage {
  /** 'movimiento-<id>' or 'comentario-<id>': unique in the case, and the anchor a page gives it. */
  readonly id: string;
  readonly kind: 'news' | 'comment' | 'document';
  readonly author: MessageAuthor;
  /** The name it was signed with; the case's lawyer or studio when the lawyer's has none, '' for a client's without one. */
  readonly authorName: string;
  /** The news' title when it says more than the text's start; for a comment, the movement it answers. */
  readonly subject: string | null;
  readonly text: string;
  /** When it was written, in Buenos Aires time as the service writes it; null when unreadable. */
  readonly at: ServiceDateTime | null;
  readonly attachments: readonly MessageAttachment[];
  /** Whether the client has not read it yet (see `conversationOf`). */
  readonly unread: boolean;
  /** The movement it is, or the movement it comments on. */
  readonly movementId: string;
}

/** A case's conversation: its messages oldest first (the newest at the bottom), and how many are unread. */
export interface Conversation {
  readonly caseId: string;
  readonly messages: readonly ConversationMessage[];
  readonly unreadCount: number;
}

/** What a conversation is made of: the case's movements and comments (listMovements) and the client's notifications. */
export interface ConversationSources {
  readonly caseId: string;
  readonly movements: readonly CaseMovement[];
  readonly comments: readonly CaseMovementComment[];
  /** The client's notifications; null when they could not be read, and nothing is then marked unread. */
  readonly notifications: readonly Notification[] | null;
  /** The case's lawyer or studio (Case.abogadoEstudio), for a lawyer's message signed with no name. */
  readonly lawyerName: string;
}

/** A document sent this soon after its author's news travels with it, as the reply box sends them. */
export const ATTACHMENT_GROUPING_MS = 5 * 60_000;

const DOCUMENT_SENT_PREFIX = 'Documento enviado: ';

/** Only the lawyer's side writes 'abogado'; the client writes 'justiciable' (or 'portal', 'link' for a consultation). */
function authorOf(origen: string | null): MessageAuthor {
  return origen === 'abogado' ? 'lawyer' : 'client';
}

function nameOf(author: MessageAuthor, signed: string | null, lawyerName: string): string {
  return presentText(signed) ?? (author === 'lawyer' ? lawyerName : '');
}

/**
 * The name a document is shown by: the one its movement's title gives ('Documento enviado: <name>',
 * as uploadCaseDocument titles it), else its note when the stored key ends with it (a file name),
 * else the key's last part.
 */
function attachmentOf(movement: CaseMovement): MessageAttachment | null {
  const fileKey = presentText(movement.link_archivo);
  if (fileKey === null) return null;
  const title = presentText(movement.descripcion_movimiento);
  const note = presentText(movement.comentarios);
  const named = title?.startsWith(DOCUMENT_SENT_PREFIX)
    ? title.slice(DOCUMENT_SENT_PREFIX.length)
    : note !== null && fileKey.endsWith(note)
      ? note
      : null;
  return { fileKey, name: named ?? fileKey.split('/').at(-1) ?? fileKey };
}

/**
 * A news' subject is worth showing only when it is not the text's own start: a reply sent from the
 * conversation is titled with its first words (`replyMovementText`), which the text repeats.
 */
function subjectBeside(title: string | null, text: string): string | null {
  if (title === null || title === text) return null;
  const start = title.endsWith('…') ? title.slice(0, -1) : title;
  return text.startsWith(start) ? null : title;
}

function epochOf(message: { readonly at: ServiceDateTime | null }): number {
  return message.at?.epochMs ?? Number.NEGATIVE_INFINITY;
}

function numericId(id: string): number {
  const digits = Number(id.replace(/^\D+/, ''));
  return Number.isFinite(digits) ? digits : 0;
}

/**
 * A case's conversation from its movements, their comments and the client's notifications:
 *
 * - the news movements (type 5) of both sides and every comment, of both sides, on any movement;
 * - a client's or lawyer's document (type 3 with its file) travels as an attachment of its
 *   author's latest news when sent within ATTACHMENT_GROUPING_MS after it (the reply box sends a
 *   message's files right after it), and is a message of its own otherwise; a type 3 still
 *   awaiting its file is a request, not a message, and stays out, as do the other types;
 * - oldest first by when each was written, the newest at the bottom; an unreadable date first;
 *   at the same minute a movement before its comments, then by id;
 * - unread: a notice names a case, never the movement it announces, so with N unread message
 *   notices for the case (core's unreadMessageCount) the N latest of the lawyer's messages are
 *   the unread ones. Without the notifications nothing is marked.
 */
export function conversationOf({
  caseId,
  movements,
  comments,
  notifications,
  lawyerName,
}: ConversationSources): Conversation {
  const own = movements.filter((movement) => movement.id_case === caseId);
  const news: ConversationMessage[] = own
    .filter((movement) => movement.id_tipo === MOVEMENT_TYPE.news)
    .map((movement) => {
      const author = authorOf(movement.origen);
      const title = presentText(movement.descripcion_movimiento);
      const text = presentText(movement.comentarios) ?? title ?? '';
      const attachment = attachmentOf(movement);
      return {
        id: `movimiento-${movement.id_movimiento}`,
        kind: 'news',
        author,
        authorName: nameOf(author, movement.nombres, lawyerName),
        subject: subjectBeside(title, text),
        text,
        at: movement.createdAt,
        attachments: attachment === null ? [] : [attachment],
        unread: false,
        movementId: movement.id_movimiento,
      };
    });

  const standalone: ConversationMessage[] = [];
  const documents = own.filter(
    (movement) => movement.id_tipo === MOVEMENT_TYPE.attachment && presentText(movement.link_archivo) !== null,
  );
  for (const document of documents) {
    const attachment = attachmentOf(document);
    if (attachment === null) continue;
    const author = authorOf(document.origen);
    const sentAt = document.createdAt?.epochMs ?? null;
    const carrier =
      sentAt === null
        ? undefined
        : news
            .filter(
              (message) =>
                message.author === author &&
                message.at !== null &&
                sentAt >= message.at.epochMs &&
                sentAt - message.at.epochMs <= ATTACHMENT_GROUPING_MS,
            )
            .sort((a, b) => epochOf(b) - epochOf(a))[0];
    if (carrier !== undefined) {
      (carrier.attachments as MessageAttachment[]).push(attachment);
      continue;
    }
    const title = presentText(document.descripcion_movimiento);
    const note = presentText(document.comentarios);
    standalone.push({
      id: `movimiento-${document.id_movimiento}`,
      kind: 'document',
      author,
      authorName: nameOf(author, document.nombres, lawyerName),
      // The title says what the document is, unless it is the upload's own 'Documento enviado: <name>'.
      subject: title === null || title.startsWith(DOCUMENT_SENT_PREFIX) ? null : title,
      text: note === null || note === attachment.name ? '' : note,
      at: document.createdAt,
      attachments: [attachment],
      unread: false,
      movementId: document.id_movimiento,
    });
  }

  const remarks: ConversationMessage[] = comments
    .filter((comment) => comment.id_case === caseId)
    .map((comment) => {
      const author = authorOf(comment.origen);
      return {
        id: `comentario-${comment.id}`,
        kind: 'comment',
        author,
        authorName: nameOf(author, comment.nombres_usuario, lawyerName),
        subject: presentText(comment.descripcion_movimiento),
        text: comment.comentario,
        at: comment.createdAt,
        attachments: [],
        unread: false,
        movementId: comment.id_movimiento,
      };
    });

  const ordered = [...news, ...standalone, ...remarks].sort(
    (a, b) => epochOf(a) - epochOf(b) || kindOrder(a) - kindOrder(b) || numericId(a.id) - numericId(b.id),
  );
  const unreadCount = notifications === null ? 0 : unreadMessageCount(notifications, caseId);
  const lawyers = ordered.filter((message) => message.author === 'lawyer');
  const unreadIds = new Set(unreadCount === 0 ? [] : lawyers.slice(-unreadCount).map((message) => message.id));
  const messages = ordered.map((message) => (unreadIds.has(message.id) ? { ...message, unread: true } : message));
  return { caseId, messages, unreadCount: messages.filter((message) => message.unread).length };
}

function kindOrder(message: ConversationMessage): number {
  return message.kind === 'comment' ? 1 : 0;
}

/** The first words of a reply, the title its news movement carries (cut with '…' to a title's limit). */
export const REPLY_TITLE_LENGTH = 80;

/**
 * The news movement (type 5, SPEC §7 addNewMovent) a reply from the conversation becomes: the
 * whole text as its note (comentarios), and its first line, cut to REPLY_TITLE_LENGTH with '…',
 * as its title (descripcion_movimiento), which is what the lawyer's list of movements shows.
 */
export function replyMovementText(text: string): { readonly description: string; readonly comments: string } {
  const trimmed = text.trim();
  const firstLine = trimmed.split('\n', 1)[0]?.trim() ?? '';
  const limit = Math.min(REPLY_TITLE_LENGTH, textLimits.title);
  const description = firstLine.length <= limit ? firstLine : `${firstLine.slice(0, limit - 1).trimEnd()}…`;
  return { description, comments: trimmed };
}
