import { makeAddMovement } from '../cases/add-movement';
import { MOVEMENT_TYPE } from '../cases/movement';
import { makeUploadCaseDocument, type UploadedCaseDocument } from '../cases/upload-case-document';
import { MAX_UPLOAD_BYTES, type FileToUpload } from '../documents/file-to-upload';
import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { tooLongMessage, validationMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { textLimits } from '../shared/text-limits';
import { replyMovementText } from './conversation';
import { keptBetweenCalls } from '../shared/kept-between-calls';

/** The most files one message carries, as a file request's answer takes (what a phone sends without the upload failing midway). */
export const MAX_FILES_PER_MESSAGE = 10;

/** A message to the lawyer from a case's conversation: a text, files, or both. */
export interface MessageDraft {
  readonly client: SignedInClient;
  readonly caseId: string;
  /** The case's group (Case.id_grupo), under which its files are stored. */
  readonly groupId: string;
  readonly text: string;
  readonly files?: readonly FileToUpload[];
}

export interface SentMessage {
  /** The news movement the text became; null for files sent with no text. */
  readonly movementId: string | null;
  /** Each file as the case's documents hold it, in the order given. */
  readonly documents: readonly UploadedCaseDocument[];
}

/**
 * The client writes to the lawyer from the conversation, with what the case already offers: the
 * text as a news movement (type 5, SPEC §7 addNewMovent, titled by replyMovementText), as the
 * case's 'Enviar novedad' does, then each file as the case's documents (uploadCaseDocument), which
 * the conversation shows attached to it. A call that fails midway can be made again with the same
 * text and files: the news already sent is not sent again, nor a file already stored.
 */
export function makeSendMessage(ports: Pick<PortalPorts, 'cases' | 'files' | 'ids'>) {
  const addMovement = makeAddMovement(ports);
  const uploadCaseDocument = makeUploadCaseDocument(ports, 'sendMessage.uploadCaseDocument');
  /** The news already added for a text whose files did not all arrive, by client, case and text (kept as keptBetweenCalls says). */
  const sentNews = keptBetweenCalls(ports, 'sendMessage', () => new Map<string, string>());

  return async function sendMessage({
    client,
    caseId,
    groupId,
    text,
    files = [],
  }: MessageDraft): Promise<Result<SentMessage, PortalError>> {
    const body = text.trim();
    if (body === '' && files.length === 0)
      return err(portalError.invalidInput('text', validationMessages.emptyMessage));
    if (body.length > textLimits.text) return err(portalError.invalidInput('text', tooLongMessage(textLimits.text)));
    if (files.length > MAX_FILES_PER_MESSAGE)
      return err(portalError.invalidInput('files', validationMessages.tooManyFiles));
    if (files.some((file) => file.bytes.length > MAX_UPLOAD_BYTES))
      return err(portalError.invalidInput('files', validationMessages.fileTooLarge));

    const retryKey = JSON.stringify([client.id, caseId, body]);
    let movementId: string | null = null;
    if (body !== '') {
      const earlier = sentNews.get(retryKey);
      if (earlier === undefined) {
        const added = await addMovement({ client, caseId, typeId: MOVEMENT_TYPE.news, ...replyMovementText(body) });
        if (!added.ok) return added;
        movementId = added.value.movementId;
        sentNews.set(retryKey, movementId);
      } else {
        movementId = earlier;
      }
    }
    const documents: UploadedCaseDocument[] = [];
    for (const file of files) {
      const sent = await uploadCaseDocument({ client, caseId, groupId, file });
      if (!sent.ok) return sent;
      documents.push(sent.value);
    }
    sentNews.delete(retryKey);
    return ok({ movementId, documents });
  };
}
