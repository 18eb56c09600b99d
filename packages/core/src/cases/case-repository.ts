import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { Case } from './case';
import type { Comment, Movement, MovementComment } from './movement';

/** A case's movements with the case itself and the comments on them. */
export interface CaseFile {
  readonly case: Case | null;
  readonly movements: readonly Movement[];
  readonly comments: readonly MovementComment[];
}

export interface NewMovement {
  readonly caseId: string;
  readonly clientId: string;
  readonly typeId: number;
  readonly description: string;
  readonly comments?: string;
  readonly fileLink?: string | null;
  readonly agendaDate?: string | null;
  readonly agendaTime?: string | null;
}

/** Cases and their movements in the legacy API (SPEC §7). */
export interface CaseRepository {
  /** The client's cases, optionally only those the given user created (usuario_alta, SPEC §6). */
  listCases(clientId: string, options?: { readonly createdBy?: string }): Promise<Result<readonly Case[], PortalError>>;
  /** One case; 'not-found' or 'forbidden' when it is not the caller's. */
  getCase(caseId: string): Promise<Result<Case, PortalError>>;
  /** Movements of a case; `viaFileRequest` reads it from a public file-request link, which shows anyone but the owner only its date and file requests. */
  listMovements(caseId: string, options?: { readonly viaFileRequest?: boolean }): Promise<Result<CaseFile, PortalError>>;
  /**
   * One movement, whole (calendar and file request links): a date or file request (type 7 or 2)
   * to anyone, any other movement only to its owner ('forbidden'); 'not-found' when it does not exist.
   */
  getMovement(movementId: string): Promise<Result<Movement, PortalError>>;
  movementHasFile(movementId: string): Promise<Result<boolean, PortalError>>;
  addMovement(movement: NewMovement): Promise<Result<{ readonly movementId: string }, PortalError>>;
  /** Links an uploaded file to a file-request movement. */
  attachFileToMovement(link: { readonly groupId: string; readonly caseId: string; readonly fileName: string; readonly movementId: string }): Promise<Result<void, PortalError>>;
}

export interface NewComment {
  readonly movementId: string;
  readonly text: string;
  readonly authorName: string;
  readonly clientId: string;
}

/** Comments on movements (SPEC §7 addNewComment). */
export interface CommentRepository {
  addComment(comment: NewComment): Promise<Result<Comment, PortalError>>;
}
