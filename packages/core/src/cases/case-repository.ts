import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { Case } from './case';
import type { Comment, Movement, MovementComment, MovementLink, RequestedMovement } from './movement';

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
  /**
   * The agenda entry (id_agenda) this movement cancels: a novedad (type 5) naming the client's own
   * meeting of the same case marks it cancelled, in the agenda (`cancelada`) and on its date
   * request (`agenda_cancelada`). Sent as addNewMovent's id_agenda; only cancelMeeting sets it.
   */
  readonly cancelledAgendaId?: string | null;
}

/** Cases and their movements in the legacy API (SPEC §7). */
export interface CaseRepository {
  /** The client's cases, optionally only those the given user created (usuario_alta, SPEC §6). */
  listCases(clientId: string, options?: { readonly createdBy?: string }): Promise<Result<readonly Case[], PortalError>>;
  /** One case; 'not-found' or 'forbidden' when it is not the caller's. */
  getCase(caseId: string): Promise<Result<Case, PortalError>>;
  /** Movements of a case, to its owner. */
  listMovements(caseId: string): Promise<Result<CaseFile, PortalError>>;
  /** One movement, whole, to its owner; 'not-found' when it does not exist or is not the caller's to read. */
  getMovement(movementId: string): Promise<Result<Movement, PortalError>>;
  /**
   * A request (type 2, 3 or 7) as its public link shows it, to whoever holds the link's token;
   * 'not-found' for a wrong token, another type or no such movement, so nothing can be guessed.
   */
  getRequestedMovement(link: MovementLink): Promise<Result<RequestedMovement, PortalError>>;
  movementHasFile(movementId: string): Promise<Result<boolean, PortalError>>;
  addMovement(movement: NewMovement): Promise<Result<{ readonly movementId: string }, PortalError>>;
  /**
   * Links an uploaded file to a movement: the owner any of the case's, a holder of the request's
   * link token (`linkToken`) only the request awaiting a file, once.
   */
  attachFileToMovement(link: FileAttachment): Promise<Result<void, PortalError>>;
}

export interface FileAttachment {
  readonly groupId: string;
  readonly caseId: string;
  readonly fileName: string;
  readonly movementId: string;
  /** The request's link token, when acting through its public link instead of as the owner. */
  readonly linkToken?: string | null;
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
