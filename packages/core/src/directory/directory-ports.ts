import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { CommunicationMedium, ContactRequest, DirectoryEntry } from './directory-entry';
import type { Invitation } from './invitation';
import type { MyLawyer } from './my-lawyer';
import type { StudyInfo } from './study-info';

/** A directory lawyer before the client's contact state is applied. */
export type DirectoryListing = Omit<DirectoryEntry, 'button'>;

/** The lawyer directory and studios' public information (SPEC §7). */
export interface LawyerDirectory {
  listLawyers(): Promise<Result<readonly DirectoryListing[], PortalError>>;
  /** 'not-found' for an unknown studio. */
  getStudyInfo(groupId: string): Promise<Result<StudyInfo, PortalError>>;
  getStudyPreview(lawyerId: string, groupId: string): Promise<Result<StudyInfo, PortalError>>;
  /** The communication media a lawyer's group offers this client. */
  getGroupMedia(lawyerId: string, clientId: string): Promise<Result<readonly CommunicationMedium[], PortalError>>;
  getLawyerMedia(lawyerId: string): Promise<Result<readonly CommunicationMedium[], PortalError>>;
}

export interface ContactRequestDraft {
  readonly lawyerId: string;
  readonly groupId: string;
  readonly clientId: string;
  readonly clientName: string;
  readonly clientEmail: string;
  readonly clientPhone: string;
}

/** The client's contact requests to lawyers (SPEC §4 directory button). */
export interface ContactRequests {
  listRequests(clientId: string, email: string): Promise<Result<readonly ContactRequest[], PortalError>>;
  /** True when the studio already invited this e-mail and the invitation is pending (status 201). */
  hasPendingInvitation(lawyerId: string, email: string): Promise<Result<boolean, PortalError>>;
  sendRequest(draft: ContactRequestDraft): Promise<Result<void, PortalError>>;
  notifyLawyer(notice: {
    readonly clientId: string;
    readonly lawyerId: string;
    readonly groupId: string;
    readonly clientName: string;
  }): Promise<Result<void, PortalError>>;
}

/** A lawyer as a member of one studio's group: a lawyer of two studios is two of these (SPEC §3 id, id_grupo). */
export interface LawyerOfGroup {
  /** The lawyer's user id (DirectoryEntry.id, MyLawyer.id_abogado). */
  readonly lawyerId: string;
  /** The studio's group (DirectoryEntry.id_grupo). */
  readonly groupId: string;
}

/** /vinculateContact/:id_invitation and the link's secret (null when opened without one). */
export interface InvitationLink {
  readonly invitationId: string;
  readonly token: string | null;
}

export interface InvitationAnswer {
  readonly invitationId: string;
  readonly contactId: string;
}

/** Studios' invitations to the client (SPEC §7). */
export interface Invitations {
  /**
   * The invitation an e-mailed link opens: with its token, or to the signed-in invitee without
   * one; 'not-found' when there is no such invitation or the token is wrong.
   */
  find(link: InvitationLink): Promise<Result<Invitation, PortalError>>;
  /**
   * The invitations to the signed-in client's e-mail still waiting for an answer, newest first:
   * those their notifications name (SPEC §7 getNotifications, then findInvitation for each).
   */
  listPending(client: {
    readonly id: string;
    readonly email: string;
  }): Promise<Result<readonly Invitation[], PortalError>>;
  accept(
    answer: InvitationAnswer & { readonly clientId: string; readonly groupId: string; readonly lawyerId: string },
  ): Promise<Result<void, PortalError>>;
  decline(answer: InvitationAnswer): Promise<Result<void, PortalError>>;
}

/** The lawyers the client works with (SPEC §7). */
export interface MyLawyers {
  list(clientId: string): Promise<Result<readonly MyLawyer[], PortalError>>;
  unlink(clientId: string, lawyerId: string): Promise<Result<void, PortalError>>;
}
