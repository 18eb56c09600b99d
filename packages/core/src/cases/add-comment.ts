import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages, validationMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, type Result } from '../shared/result';
import { overLongInput, type TextFields } from '../shared/text-limits';
import type { Comment } from './movement';

/** The kind of text each field of a comment holds, for its length limit. */
export const commentTextFields = { text: 'text', authorName: 'name' } as const satisfies TextFields<
  'text' | 'authorName'
>;

/** A comment the client writes on a movement. */
export interface CommentDraft {
  readonly client: SignedInClient;
  readonly movementId: string;
  readonly text: string;
}

/** The client comments on a movement (SPEC §7 addNewComment); a blank or over-long comment is refused before sending. */
export function makeAddComment({ comments }: Pick<PortalPorts, 'comments'>) {
  return async function addComment({
    client,
    movementId,
    text: written,
  }: CommentDraft): Promise<Result<Comment, PortalError>> {
    const text = written.trim();
    if (text === '') return err(portalError.invalidInput('text', validationMessages.emptyComment));
    const tooLong = overLongInput({ text, authorName: client.name }, commentTextFields);
    if (tooLong) return err(tooLong);
    return labelFailure(
      await comments.addComment({ movementId, text, authorName: client.name, clientId: client.id }),
      errorMessages.addComment,
    );
  };
}
