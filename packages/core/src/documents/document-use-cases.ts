import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { Document, DocumentCategory, DocumentType } from './document';
import { makeListCaseDocuments } from './list-case-documents';
import { makeListDocumentCategories } from './list-document-categories';
import { makeListDocumentTypes } from './list-document-types';

/**
 * The portal's use-cases of documents: a case's stored files and what a document can be filed
 * under. Sending, downloading and reading a case's files are use-cases of cases
 * (`uploadCaseDocument`, `downloadCaseFile`, `readCaseFile`).
 *
 * Failures are `PortalError`s with the intent's Spanish message (SPEC §8), whatever their kind
 * (`unavailable`, `rejected`, `forbidden`...), except a throttled call ('Demasiados intentos…')
 * and an ended session (`unauthenticated`, 'El usuario no está autenticado').
 */
export interface DocumentUseCases {
  /**
   * The files stored for a case (SPEC §3, §7 getDocumentsByCase), in the storage's order. A
   * document's id is its storage key 'group/case/file'; its name is 'Sin nombre' when the storage
   * has none, its type the one chosen on upload (else the content type, else 'Desconocido'), its
   * category 'Sin categoría' when filed under none; `updatedAt` is updated_at read once.
   *
   * Fails with 'Error al intentar obtener documentos': `forbidden` for another client's case.
   *
   * @example
   * const documents = valueOrThrow(await portal.listCaseDocuments({ caseId: kase.id, groupId: kase.id_grupo }));
   */
  listCaseDocuments(theCase: {
    readonly caseId: string;
    readonly groupId: string;
  }): Promise<Result<readonly Document[], PortalError>>;

  /**
   * A studio's document categories (SPEC §7 getDocumentCategories), by the case's group (id_grupo):
   * what a document sent into its cases can be filed under. Public.
   *
   * Fails with 'Error al intentar obtener categorías de documentos'.
   */
  listDocumentCategories(studio: {
    readonly groupId: string;
  }): Promise<Result<readonly DocumentCategory[], PortalError>>;

  /**
   * The document types (SPEC §7 getDocumentTypes) a document can be filed under. Public.
   *
   * Fails with 'Error al intentar obtener tipos de documentos'.
   */
  listDocumentTypes(): Promise<Result<readonly DocumentType[], PortalError>>;
}

export function documentUseCases(ports: PortalPorts): DocumentUseCases {
  return {
    listCaseDocuments: makeListCaseDocuments(ports),
    listDocumentCategories: makeListDocumentCategories(ports),
    listDocumentTypes: makeListDocumentTypes(ports),
  };
}
