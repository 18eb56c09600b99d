import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { InvitationAccepted, InvitationAcceptance } from './accept-invitation';
import type { StudyAvailability } from './check-study-available';
import type { ConsultationLawyers } from './consultation-lawyers';
import type { InvitationDeclined } from './decline-invitation';
import type { CommunicationMedium, ContactButton, DirectoryEntry } from './directory-entry';
import type { InvitationLink, LawyerOfGroup } from './directory-ports';
import type { LawyerDetails } from './get-lawyer-details';
import type { Invitation } from './invitation';
import type { DirectoryOptions } from './list-directory';
import type { MyLawyer } from './my-lawyer';
import type { ContactRequestOutcome } from './send-contact-request';
import type { StudyInfo } from './study-info';
import { makeCheckStudyAvailable } from './check-study-available';
import { makeListConsultationLawyers } from './consultation-lawyers';
import { makeFindInvitation } from './find-invitation';
import { makeOpenInvitation, type OpenedInvitation } from './open-invitation';
import { makeGetLawyerDetails } from './get-lawyer-details';
import { makeGetStudyInfo } from './get-study-info';
import { makeListDirectory } from './list-directory';
import { makeListLawyerMedia } from './list-lawyer-media';
import { makeListMyLawyers } from './list-my-lawyers';
import { makeListPendingInvitations } from './list-pending-invitations';
import { makePreviewStudy } from './preview-study';
import {
  makeReadLinkConsultation,
  makeReadMyLawyers,
  makeReadStudyPreview,
  type LinkConsultation,
  type MyLawyersPage,
  type StudyPreview,
} from './directory-pages';
import type { ReadPart } from '../shared/page-parts';
import { onFirstCall } from '../shared/on-first-call';

/**
 * The portal's use-cases of the lawyer directory, the client's lawyers, studios and their
 * invitations (SPEC §1, §2, §4).
 *
 * Each failure carries the intent's Spanish text below, with the kind of what went wrong
 * (`'unavailable'` with its `transport`, `'rejected'` with the service's `status`, `'not-found'`,
 * `'forbidden'`). Not being signed in stays `'unauthenticated'` ('El usuario no está
 * autenticado') and a service refusing too many requests stays `'unavailable'` `throttled`
 * ('Demasiados intentos. Espere unos minutos e intente nuevamente').
 */
export interface DirectoryUseCases {
  /**
   * The lawyer directory (SPEC §4): each lawyer, once per studio, with the contact button the
   * client's latest request sets (CONTACTAR, PENDIENTE or CONTACTADO), ordered CONTACTADO, then
   * PENDIENTE, then CONTACTAR. By default only lawyers listed as visible or already the client's
   * contacts; `includeHidden` lists the others too. `filterDirectory` searches the answer.
   *
   * Fails with 'Error al intentar obtener el directorio de abogados'.
   *
   * @example
   * const lawyers = valueOrThrow(await portal.listDirectory({ client }));
   * const civil = filterDirectory(lawyers, { speciality: 'Derecho Civil', province: 'Córdoba' });
   */
  listDirectory(
    request: DirectoryOptions & { readonly client: SignedInClient },
  ): Promise<Result<readonly DirectoryEntry[], PortalError>>;

  /**
   * The lawyers Nueva consulta offers (SPEC §2 newConsultation): the directory as listDirectory
   * answers it by default, plus the client's own lawyers (SPEC §2 abogados) and the lawyer
   * `named` (the one a lawyer page's or /abogados' link names) even where the directory hides
   * them ('f'), since hiding keeps a lawyer from strangers' searches, not from their own clients
   * (`consultableLawyers`). `mine` holds the client's lawyers as the directory lists them, or the
   * failure to read them ('Error al intentar obtener sus abogados') while the directory still
   * answers. When the directory does not list the named lawyer, `unavailable` says why: 'El
   * Estudio no está disponible' for a closed studio, 'No se encontró el abogado' otherwise, or
   * 'Error al intentar obtener información del Estudio' when the studio could not be checked.
   *
   * Fails with 'Error al intentar obtener el directorio de abogados'.
   */
  listConsultationLawyers(request: {
    readonly client: SignedInClient;
    readonly named?: LawyerOfGroup | undefined;
  }): Promise<Result<ConsultationLawyers, PortalError>>;

  /**
   * Presses CONTACTAR (SPEC §4): asks a lawyer of a studio for contact, and the button becomes
   * PENDIENTE (answered with status 200 and the new button). When the studio already invited the
   * client, no request is sent: the answer is status 201 with 'Tiene una invitación pendiente de
   * este Estudio' (SPEC §8) and the invitation to answer instead (null when it cannot be read).
   * The lawyer is notified; that notice's failure is not the client's to see.
   *
   * Fails with 'Error al intentar enviar la solicitud de contacto'.
   */
  sendContactRequest(
    request: LawyerOfGroup & { readonly client: SignedInClient },
  ): Promise<Result<ContactRequestOutcome, PortalError>>;

  /**
   * The studio's invitation an e-mailed link opens (/vinculateContact/:id_invitation?token=…):
   * with the link's token, or to the signed-in invitee without one (`token: null`).
   *
   * Fails with 'Error al intentar obtener Invitación' (`'not-found'` for no such invitation or a
   * wrong token).
   */
  findInvitation(link: InvitationLink): Promise<Result<Invitation, PortalError>>;

  /**
   * The invitation page (/vinculateContact/:id_invitation): the invitation as findInvitation reads
   * it, and the public information of the studio that sends it (SPEC §7 getStudyInfo: description,
   * locality, specialities, lawyers), so the client knows whom they would work with before
   * answering. `study` is null when the studio cannot be read; the invitation still opens.
   *
   * Fails as findInvitation: 'Error al intentar obtener Invitación'.
   */
  openInvitation(link: InvitationLink): Promise<Result<OpenedInvitation, PortalError>>;

  /**
   * The studios' invitations the client has not answered yet (those their notifications name),
   * to answer with acceptInvitation or declineInvitation.
   *
   * Fails with 'Error al intentar obtener Invitación'.
   */
  listPendingInvitations(request: {
    readonly client: SignedInClient;
  }): Promise<Result<readonly Invitation[], PortalError>>;

  /**
   * Accepts a studio's invitation: the studio's lawyer becomes the client's contact and the
   * directory button CONTACTADO (SPEC §4). Answers 'Invitación aceptada correctamente' with that
   * button. The lawyer is mailed (invitacion_aceptada); that mail's failure does not undo it.
   *
   * Fails with 'Error al intentar aceptar invitación' (`'rejected'` for an invitation already answered).
   */
  acceptInvitation(acceptance: InvitationAcceptance): Promise<Result<InvitationAccepted, PortalError>>;

  /**
   * Declines a studio's invitation; the directory button goes back to CONTACTAR (SPEC §4).
   * Answers 'Invitación rechazada correctamente' with that button.
   *
   * Fails with 'Error al intentar rechazar invitación'.
   */
  declineInvitation(request: { readonly invitation: Invitation }): Promise<Result<InvitationDeclined, PortalError>>;

  /**
   * The lawyers the client works with (SPEC §2 abogados, §3 my lawyer): each with the names of the
   * cases in progress and their modification dates (`latestModification` picks the newest).
   *
   * Fails with 'Error al intentar obtener sus abogados'.
   */
  listMyLawyers(request: { readonly client: SignedInClient }): Promise<Result<readonly MyLawyer[], PortalError>>;

  /**
   * Ends the client's link with a lawyer; the directory button goes back to CONTACTAR (SPEC §4),
   * answered as the new button. The client's cases stay.
   *
   * Fails with 'Ocurrió un error al intentar desvincular el Abogado.'.
   */
  unlinkLawyer(request: {
    readonly client: SignedInClient;
    readonly lawyerId: string;
  }): Promise<Result<{ readonly button: ContactButton }, PortalError>>;

  /**
   * A studio's public information (SPEC §7 getStudyInfo): name, description, whether it is
   * enabled (`habilitado`), specialities, members, services and media.
   *
   * Fails with 'Error al intentar obtener información del Estudio' (`'not-found'` for an unknown studio).
   */
  getStudyInfo(request: { readonly groupId: string }): Promise<Result<StudyInfo, PortalError>>;

  /**
   * The guard of lawyer detail and consultation via link (SPEC §2): the studio must exist and be
   * enabled. Answers the decision (allow, or go to /welcome with 'El Estudio no está disponible')
   * and the studio it was made on (null when there is none).
   *
   * Fails when the studio cannot be read: with 'Error al intentar obtener información del Estudio'
   * when no answer came (`'unavailable'`: the caller may try again), else with 'El Estudio no está disponible'.
   */
  checkStudyAvailable(request: { readonly groupId: string }): Promise<Result<StudyAvailability, PortalError>>;

  /**
   * A studio as its public preview pages show it (previewListaEstudios, previewInfoEstudio; SPEC §2,
   * §7 getPreviewStudy), from one of its lawyers. Needs no sign-in.
   *
   * Fails with 'Error al intentar obtener información del Estudio'.
   */
  previewStudy(lawyer: LawyerOfGroup): Promise<Result<StudyInfo, PortalError>>;

  /**
   * The lawyer-detail page (SPEC §2 lawyerDetails/:id/:id_grupo): the lawyer of that studio as the
   * directory lists them, with the client's contact button, and the communication media the
   * studio offers this client.
   *
   * Fails with `'not-found'` 'No se encontró el abogado' when the directory does not list that
   * lawyer in that studio, else with 'Error al intentar obtener información del Abogado.'.
   */
  getLawyerDetails(
    request: LawyerOfGroup & { readonly client: SignedInClient },
  ): Promise<Result<LawyerDetails, PortalError>>;

  /**
   * The communication media a lawyer offers (SPEC §7 getLawyerMedia), with their prices: what a
   * consultation through /calendarNewConsultation chooses from. Needs no sign-in.
   *
   * Fails with 'Error al intentar obtener información del Abogado.'.
   */
  listLawyerMedia(request: { readonly lawyerId: string }): Promise<Result<readonly CommunicationMedium[], PortalError>>;

  /**
   * What a studio's public preview pages show (previewListaEstudios, previewInfoEstudio): the
   * studio as `previewStudy` reads it from the lawyer who shared it, and as `getStudyInfo` reads
   * it. Needs no sign-in.
   *
   * Each part answers on its own, with its use-case's failure ('Error al intentar obtener
   * información del Estudio'): the page shows what came. Fails as a whole only with
   * `unauthenticated`, when a part found the session ended.
   */
  readStudyPreview(lawyer: LawyerOfGroup): Promise<Result<StudyPreview, PortalError>>;

  /**
   * What a consultation started from a studio's or a calendar's link shows (SPEC §2
   * consultationViaLink, calendarNewConsultation): the lawyer's studio (`previewStudy`), the
   * lawyer's agenda for the date picker (`listLawyerCalendar`) and the document types an
   * attachment can be filed under (`listDocumentTypes`). Needs no sign-in.
   *
   * Each part answers on its own, with its use-case's failure; fails as a whole only with
   * `unauthenticated`, when a part found the session ended.
   */
  readLinkConsultation(lawyer: LawyerOfGroup): Promise<Result<LinkConsultation, PortalError>>;

  /**
   * The client's lawyers page (SPEC §2 abogados): their lawyers (`listMyLawyers`), each with the
   * date its cases with the client last changed (`lastModified`), and the studios' invitations waiting for an answer (`listPendingInvitations`). `through` reads each
   * part, named 'lawyers' and 'invitations' (the web reads them through the device's copies).
   *
   * Each part answers on its own, with its use-case's failure ('Error al intentar obtener sus
   * abogados', 'Error al intentar obtener Invitación'); fails as a whole only with
   * `unauthenticated`, when a part found the session ended.
   */
  readMyLawyers(request: {
    readonly client: SignedInClient;
    readonly through?: ReadPart;
  }): Promise<Result<MyLawyersPage, PortalError>>;
}

export function directoryUseCases(ports: PortalPorts): DirectoryUseCases {
  return {
    listDirectory: makeListDirectory(ports),
    listConsultationLawyers: makeListConsultationLawyers(ports),
    sendContactRequest: onFirstCall(async () => (await import('./send-contact-request')).makeSendContactRequest(ports)),
    findInvitation: makeFindInvitation(ports),
    openInvitation: makeOpenInvitation(ports),
    listPendingInvitations: makeListPendingInvitations(ports),
    acceptInvitation: onFirstCall(async () => (await import('./accept-invitation')).makeAcceptInvitation(ports)),
    declineInvitation: onFirstCall(async () => (await import('./decline-invitation')).makeDeclineInvitation(ports)),
    listMyLawyers: makeListMyLawyers(ports),
    unlinkLawyer: onFirstCall(async () => (await import('./unlink-lawyer')).makeUnlinkLawyer(ports)),
    getStudyInfo: makeGetStudyInfo(ports),
    checkStudyAvailable: makeCheckStudyAvailable(ports),
    previewStudy: makePreviewStudy(ports),
    getLawyerDetails: makeGetLawyerDetails(ports),
    listLawyerMedia: makeListLawyerMedia(ports),
    readStudyPreview: makeReadStudyPreview(ports),
    readLinkConsultation: makeReadLinkConsultation(ports),
    readMyLawyers: makeReadMyLawyers(ports),
  };
}
