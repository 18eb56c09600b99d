import {
  conversationMessages,
  formatServiceDay,
  formatServiceTime,
  validationMessages,
  type CaseConversation,
  type ConversationMessage,
  type FileToUpload,
  type MessageAttachment,
} from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { EmptyState, FormAlert, PageHeader } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { FieldFrame } from '../../ui/field-frame';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';
import './messages.css';

const conversationRoute = getRouteApi('/_main/mensajes_/$id');
const mainRoute = getRouteApi('/_main');

/**
 * /mensajes/:id: one case's conversation with the lawyer, oldest first and the newest at the
 * bottom, the client's on one side and the lawyer's on the other, what was unread marked 'Nuevo'
 * (core's conversationOf). Seeing it marks the lawyer's messages read (the navigation's count drops)
 * while the marks stay for this visit. The reply box stays in reach at the bottom, above a phone's
 * bar.
 */
export function ConversationPage() {
  const read = conversationRoute.useLoaderData();
  const { id } = conversationRoute.useParams();
  if (!read.ok) {
    return (
      <>
        <PageHeader title="Conversación" />
        <LoadFailure message={read.message} />
        <p>
          <Link to="/mensajes">Volver a Mensajes</Link>
        </p>
      </>
    );
  }
  // Another case's conversation starts afresh: its own marks, its own place to start reading.
  return <Conversation key={id} read={read.value} />;
}

function Conversation({ read }: { readonly read: CaseConversation }) {
  const { id } = conversationRoute.useParams();
  const { conversation } = read;
  const kase = read.case;
  const thread = useRef<HTMLOListElement>(null);
  useMarkRead(id, conversation.unreadCount, conversation.messages.at(-1)?.id ?? '');
  // What was new when it came stays marked while the page is open: reading it reloads the page's data.
  const [seenUnread, setSeenUnread] = useState<ReadonlySet<string>>(() => new Set());
  const unreadNow = conversation.messages.filter((message) => message.unread).map((message) => message.id);
  const unreadKey = unreadNow.join(' ');
  useEffect(() => {
    if (unreadKey !== '') setSeenUnread((before) => new Set([...before, ...unreadKey.split(' ')]));
  }, [unreadKey]);
  const isNew = (message: ConversationMessage) => message.unread || seenUnread.has(message.id);
  const newCount = conversation.messages.filter(isNew).length;

  // The reading starts at the first unread message, else the newest; a message added later (one
  // sent, a reply come) is brought into view at the bottom.
  const messageCount = conversation.messages.length;
  const shownBefore = useRef(false);
  useEffect(() => {
    const list = thread.current;
    const target = (shownBefore.current ? null : list?.querySelector('[data-unread]')) ?? list?.lastElementChild;
    shownBefore.current = true;
    target?.scrollIntoView({ block: 'nearest' });
  }, [messageCount]);

  return (
    <div className="conversation-page">
      <PageHeader
        title={kase?.case ?? 'Conversación'}
        lead={kase ? `Conversación con ${kase.abogadoEstudio}` : undefined}
        actions={
          <Link to="/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}" params={{ id }} look="button-secondary">
            Ver el asunto
          </Link>
        }
      />
      {newCount > 0 ? <p className="conversation-unread">{conversationMessages.unreadLead(newCount)}</p> : null}
      {messageCount === 0 ? (
        <EmptyState title={conversationMessages.empty}>{conversationMessages.emptyDetail}</EmptyState>
      ) : (
        <ol ref={thread} className="conversation-thread" aria-label="Mensajes, del más antiguo al más reciente">
          {conversation.messages.map((message) => (
            <MessageItem key={message.id} message={message} isNew={isNew(message)} />
          ))}
        </ol>
      )}
      {kase ? <ReplyBox caseId={id} groupId={kase.id_grupo} lawyer={kase.abogadoEstudio} /> : null}
    </div>
  );
}

/**
 * Marks the lawyer's messages read once the page shows them; the navigation's count reloads, this
 * page keeps its marks. Once per case and newest message: a reply that arrives while the page is
 * open (the notifications' watch reloads it) is marked too.
 */
function useMarkRead(caseId: string, unread: number, newest: string) {
  const portal = usePortal();
  const client = mainRoute.useRouteContext().session.client;
  const markRead = useAction(portal.markConversationRead, { invalidates: ['/_main', '/_main/mensajes'] });
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const seen = `${caseId}:${newest}`;
    if (unread === 0 || asked.current === seen) return;
    asked.current = seen;
    void markRead.run({ client, caseId });
    // markRead changes identity on every render; the ref keeps this to once per case and newest message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [caseId, unread, newest, client]);
}

function MessageItem({ message, isNew }: { readonly message: ConversationMessage; readonly isNew: boolean }) {
  const titleId = useId();
  const mine = message.author === 'client';
  const author = mine ? 'Usted' : message.authorName;
  return (
    <li id={message.id} className="message" data-author={message.author} data-unread={isNew ? '' : undefined}>
      <article className="message-bubble" aria-labelledby={titleId}>
        <header className="message-header">
          <h2 id={titleId} className="message-author">
            {author}
            {isNew ? <span className="ui-badge message-new">Nuevo</span> : null}
          </h2>
          <time
            className="message-time"
            dateTime={message.at === null ? undefined : `${message.at.day}T${message.at.time ?? '00:00'}`}
          >
            {formatServiceDay(message.at)} {formatServiceTime(message.at)}
          </time>
        </header>
        {message.subject !== null ? (
          <p className="message-subject">
            {message.kind === 'comment' ? `Sobre «${message.subject}»` : message.subject}
          </p>
        ) : null}
        {message.text !== '' ? <p className="message-text">{message.text}</p> : null}
        {message.attachments.length > 0 ? (
          <ul className="list-plain message-attachments" aria-label="Archivos adjuntos">
            {message.attachments.map((file) => (
              <li key={file.fileKey}>
                <AttachmentLink file={file} />
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}

/** A file the message carries: the download function's short-lived link opens in a tab of its own. */
function AttachmentLink({ file }: { readonly file: MessageAttachment }) {
  const portal = usePortal();
  const download = useAction(portal.downloadCaseFile, {
    onSuccess: ({ url }) => void window.open(url, '_blank', 'noopener'),
  });
  return (
    <Button
      variant="quiet"
      aria-label={`Descargar ${file.name}`}
      isPending={download.pending}
      onPress={() => void download.run({ fileKey: file.fileKey })}
    >
      <span className="message-file-name">{file.name}</span>
    </Button>
  );
}

async function toUpload(file: File): Promise<FileToUpload> {
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/**
 * The reply: a text and files, sent as a news of the case and its documents (core's sendMessage).
 * While it goes it says so; a failure says why beside it and keeps the text and the files, and
 * sending again sends only what did not arrive.
 */
function ReplyBox({
  caseId,
  groupId,
  lawyer,
}: {
  readonly caseId: string;
  readonly groupId: string;
  readonly lawyer: string;
}) {
  const portal = usePortal();
  const client = mainRoute.useRouteContext().session.client;
  const [text, setText] = useState('');
  const [files, setFiles] = useState<readonly File[]>([]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const filesId = useId();
  const send = useAction(
    async (draft: { readonly text: string; readonly files: readonly File[] }) =>
      portal.sendMessage({
        client,
        caseId,
        groupId,
        text: draft.text,
        files: await Promise.all(draft.files.map(toUpload)),
      }),
    {
      success: conversationMessages.sent,
      invalidates: ['/_main/mensajes_/$id', '/_main/mensajes'],
      failure: 'inline',
      onSuccess: () => {
        setText('');
        setFiles([]);
      },
    },
  );

  return (
    <Form
      className="reply-box"
      aria-label={`Responder a ${lawyer}`}
      validationErrors={fieldError === null ? {} : { text: fieldError }}
      onSubmit={(event) => {
        event.preventDefault();
        if (send.pending) return;
        const refused =
          text.trim() === '' && files.length === 0
            ? validationMessages.emptyMessage
            : (portal.checkTextLengths({ texts: { text: text.trim() }, fields: { text: 'text' } }).text ?? null);
        setFieldError(refused);
        if (refused !== null) return;
        void send.run({ text, files });
      }}
    >
      {send.error ? <FormAlert>{send.error}</FormAlert> : null}
      <AriaTextField
        name="text"
        value={text}
        onChange={setText}
        className="ui-field reply-field"
        isDisabled={send.pending}
      >
        <FieldFrame label="Su mensaje">
          <TextArea className="ui-input reply-input" rows={2} />
        </FieldFrame>
      </AriaTextField>
      {files.length > 0 ? (
        <ul id={filesId} className="list-plain reply-files" aria-label="Archivos para enviar">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="reply-file">
              <span className="message-file-name">{file.name}</span>
              <Button
                variant="quiet"
                aria-label={`Quitar ${file.name}`}
                isDisabled={send.pending}
                onPress={() => setFiles((chosen) => chosen.filter((_, at) => at !== index))}
              >
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="reply-actions">
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const chosen = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            setFiles((before) => [...before, ...chosen].slice(0, 10));
          }}
        />
        <Button variant="secondary" isDisabled={send.pending} onPress={() => picker.current?.click()}>
          Adjuntar archivos
        </Button>
        <Button type="submit" isPending={send.pending}>
          Enviar
        </Button>
      </div>
      <p className="reply-status" role="status">
        {send.pending ? conversationMessages.sending : ''}
      </p>
    </Form>
  );
}
