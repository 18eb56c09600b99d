import { commentTextFields, formatServiceDay, type CaseMovementComment } from '@justiciable/core';
import { useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { MovementTextArea } from './case-movement-field';
import { caseRouteId, useSignedInClient } from './case-movement-route';

/** The DOM id of a comment, which a deep link (id_comment) scrolls to. */
export function commentElementId(commentId: string): string {
  return `comentario-${commentId}`;
}

/** A movement's comments, oldest first as the service lists them, and the form to add one. */
export function MovementComments({
  movementId,
  comments,
  highlighted,
}: {
  readonly movementId: string;
  readonly comments: readonly CaseMovementComment[];
  readonly highlighted: string | undefined;
}) {
  const headingId = `comentarios-${movementId}`;
  return (
    <div className="movement-comments">
      {comments.length > 0 ? <h4 id={headingId}>{`Comentarios (${comments.length})`}</h4> : null}
      {comments.length > 0 ? (
        <ol className="comment-list" aria-labelledby={headingId}>
          {comments.map((comment) => (
            <li
              key={comment.id}
              id={commentElementId(comment.id)}
              tabIndex={-1}
              className="comment"
              data-highlighted={comment.id === highlighted ? true : undefined}
              data-origen={comment.origen ?? undefined}
            >
              <p className="comment-meta">
                <strong>{comment.nombres_usuario ?? 'Sin nombre'}</strong> ·{' '}
                <time>{formatServiceDay(comment.createdAt)}</time>
              </p>
              <p className="comment-text">{comment.comentario}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <CommentForm movementId={movementId} />
    </div>
  );
}

function CommentForm({ movementId }: { readonly movementId: string }) {
  const portal = usePortal();
  const client = useSignedInClient();
  const [text, setText] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof typeof commentTextFields, string>>>({});
  const add = useAction(portal.addComment, {
    invalidates: [caseRouteId],
    onSuccess: () => setText(''),
    failure: 'inline',
  });
  const form = useRef<HTMLFormElement>(null);
  return (
    <Form
      ref={form}
      className="comment-form"
      validationErrors={fieldErrors}
      onSubmit={(event) => {
        event.preventDefault();
        // An over-long comment is said on its field; what was typed stays for the person to shorten.
        const tooLong = portal.checkTextLengths({ texts: { text: text.trim() }, fields: commentTextFields });
        setFieldErrors(tooLong);
        if (Object.keys(tooLong).length > 0) return;
        void add.run({ client, movementId, text });
      }}
    >
      {add.error ? <FormAlert>{add.error}</FormAlert> : null}
      <MovementTextArea
        name="text"
        label="Nuevo comentario"
        value={text}
        onChange={(typed) => {
          setText(typed);
          // 'Escriba un comentario' no longer holds once something is typed.
          if (typed.trim() !== '') add.clearError();
        }}
        // On a phone the box, once focused, scrolls just above the bottom bar (the page's
        // scroll-padding), which would leave 'Comentar' under it: the whole form comes into view.
        onFocus={() => form.current?.scrollIntoView({ block: 'nearest' })}
        rows={1}
      />
      <Button type="submit" variant="secondary" isPending={add.pending}>
        Comentar
      </Button>
    </Form>
  );
}
