import { conversationMessages, formatServiceDay, formatServiceTime, type ConversationSummary } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { useId } from 'react';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';
import { MAX_CONVERSATIONS_SHOWN } from './messages-search';
import './messages.css';

const messagesRoute = getRouteApi('/_main/mensajes');

/** How long a last message's excerpt may be on a card, in characters. */
const EXCERPT_LENGTH = 140;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

/**
 * /mensajes: the client's conversations with their lawyers across cases, a card each (case,
 * lawyer, the last message's excerpt and time, the unread count), latest activity first, each
 * leading to the case's conversation. A heavy account shows the most active cases first and more
 * on demand (core's listConversations).
 */
export function ConversationsPage() {
  const inbox = messagesRoute.useLoaderData();
  const unread = inbox.ok ? inbox.value.conversations.reduce((sum, summary) => sum + summary.unreadCount, 0) : 0;
  return (
    <>
      <PageHeader
        title="Mensajes"
        lead="Sus conversaciones con sus abogados, asunto por asunto. Lo que le escriben llega aquí y a Notificaciones."
      />
      {!inbox.ok ? <LoadFailure message={inbox.message} /> : null}
      {inbox.ok && unread > 0 ? <p className="conversation-unread">{conversationMessages.unreadLead(unread)}</p> : null}
      {inbox.ok && inbox.value.conversations.length === 0 ? (
        <EmptyState
          title={conversationMessages.noConversations}
          action={
            <Link to="/nuevaConsulta" look="button-primary">
              Iniciar una consulta
            </Link>
          }
        >
          {conversationMessages.noConversationsDetail}
        </EmptyState>
      ) : null}
      {inbox.ok && inbox.value.conversations.length > 0 ? (
        <>
          <ul className="list-plain conversation-list" aria-label="Conversaciones">
            {inbox.value.conversations.map((summary) => (
              <ConversationCard key={summary.case.id} summary={summary} />
            ))}
          </ul>
          {inbox.value.more ? (
            <div className="conversation-more">
              <p className="ui-description">
                {conversationMessages.moreCases(inbox.value.conversations.length, inbox.value.caseCount)}
              </p>
              {inbox.value.conversations.length < MAX_CONVERSATIONS_SHOWN ? (
                <Link
                  to="/mensajes"
                  search={{ ver: String(Math.min(MAX_CONVERSATIONS_SHOWN, inbox.value.conversations.length * 2)) }}
                  look="button-secondary"
                  resetScroll={false}
                >
                  Ver más asuntos
                </Link>
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}
    </>
  );
}

function ConversationCard({ summary }: { readonly summary: ConversationSummary }) {
  const titleId = useId();
  const { case: kase, lastMessage, unreadCount } = summary;
  const author = lastMessage === null ? null : lastMessage.author === 'client' ? 'Usted' : lastMessage.authorName;
  const text =
    lastMessage === null
      ? ''
      : lastMessage.text !== ''
        ? lastMessage.text
        : lastMessage.attachments.map((file) => file.name).join(', ');
  return (
    <li className="ui-card conversation-card" data-unread={unreadCount > 0 ? '' : undefined}>
      <h2 id={titleId} className="conversation-card-title">
        <Link to="/mensajes/$id" params={{ id: kase.id }}>
          {kase.case}
        </Link>
        {unreadCount > 0 ? (
          <span className="ui-badge">
            {unreadCount}
            <span className="visually-hidden"> {unreadCount === 1 ? 'mensaje nuevo' : 'mensajes nuevos'}</span>
          </span>
        ) : null}
      </h2>
      <p className="conversation-card-lawyer">{kase.abogadoEstudio}</p>
      {summary.failed ? (
        <p className="ui-description">{conversationMessages.notRead}</p>
      ) : lastMessage === null ? (
        <p className="ui-description">{conversationMessages.empty}</p>
      ) : (
        <p className="conversation-card-last">
          <span className="conversation-card-author">{author}:</span> {excerpt(text)}
          <time className="conversation-card-time">
            {formatServiceDay(lastMessage.at)} {formatServiceTime(lastMessage.at)}
          </time>
        </p>
      )}
    </li>
  );
}
