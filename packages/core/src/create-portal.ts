import { makeListCalendar } from './calendar/list-calendar';
import { makeListLawyerCalendar } from './calendar/list-lawyer-calendar';
import { makeCheckCalendarRequestLink } from './cases/check-calendar-request-link';
import { makeCheckFileRequestLink } from './cases/check-file-request-link';
import { makeDownloadCaseFile } from './cases/download-case-file';
import { makeListCases } from './cases/list-cases';
import { makeListMovements } from './cases/list-movements';
import { makeOpenCase } from './cases/open-case';
import { makeReadRequestLink } from './cases/read-request-link';
import { makeCheckStudyAvailable } from './directory/check-study-available';
import { makeFindInvitation } from './directory/find-invitation';
import { makeGetLawyerDetails } from './directory/get-lawyer-details';
import { makeGetStudyInfo } from './directory/get-study-info';
import { makeListDirectory } from './directory/list-directory';
import { makeListLawyerMedia } from './directory/list-lawyer-media';
import { makeListMyLawyers } from './directory/list-my-lawyers';
import { makeListPendingInvitations } from './directory/list-pending-invitations';
import { makePreviewStudy } from './directory/preview-study';
import { makeListCaseDocuments } from './documents/list-case-documents';
import { makeListDocumentCategories } from './documents/list-document-categories';
import { makeListDocumentTypes } from './documents/list-document-types';
import { makeLoadSession } from './identity/load-session';
import { makeResumeSession } from './identity/resume-session';
import { makeSignIn } from './identity/sign-in';
import { makeSignOut } from './identity/sign-out';
import { makeListNotifications } from './notifications/list-notifications';
import { makeReadNotification } from './notifications/read-notification';
import { exportParts } from './privacy/export-parts';
import type { ExportFailure } from './privacy/export-my-data';
import { portalError, type PortalError } from './shared/portal-error';
import { err, type Result } from './shared/result';
import type { PortalPorts } from './portal-ports';

/**
 * Every use-case of the portal, wired to one set of ports (adapters in the app, fakes in tests).
 * This is all the UI sees: it reaches these through the router context, never the ports.
 */
export function createPortal(ports: PortalPorts) {
  return {
    // identity
    registerClient: onFirstCall(async () => (await import('./identity/register-client')).makeRegisterClient(ports), unreachable),
    confirmRegistration: onFirstCall(async () => (await import('./identity/confirm-registration')).makeConfirmRegistration(ports), unreachable),
    resendConfirmationCode: onFirstCall(async () => (await import('./identity/resend-confirmation-code')).makeResendConfirmationCode(ports), unreachable),
    signIn: makeSignIn(ports),
    signOut: makeSignOut(ports),
    requestPasswordReset: onFirstCall(async () => (await import('./identity/request-password-reset')).makeRequestPasswordReset(ports), unreachable),
    confirmPasswordReset: onFirstCall(async () => (await import('./identity/confirm-password-reset')).makeConfirmPasswordReset(ports), unreachable),
    loadSession: makeLoadSession(ports),
    resumeSession: makeResumeSession(ports),
    // account
    saveProfile: onFirstCall(async () => (await import('./account/save-profile')).makeSaveProfile(ports), unreachable),
    saveBilling: onFirstCall(async () => (await import('./account/save-billing')).makeSaveBilling(ports), unreachable),
    saveLocation: onFirstCall(async () => (await import('./account/save-location')).makeSaveLocation(ports), unreachable),
    deleteAccount: onFirstCall(async () => (await import('./account/delete-account')).makeDeleteAccount(ports), unreachable),
    // cases
    listCases: makeListCases(ports),
    openCase: makeOpenCase(ports),
    listMovements: makeListMovements(ports),
    addMovement: onFirstCall(async () => (await import('./cases/add-movement')).makeAddMovement(ports), unreachable),
    addComment: onFirstCall(async () => (await import('./cases/add-comment')).makeAddComment(ports), unreachable),
    uploadCaseFile: onFirstCall(async () => (await import('./cases/upload-case-file')).makeUploadCaseFile(ports), unreachable),
    downloadCaseFile: makeDownloadCaseFile(ports),
    createPaymentLink: onFirstCall(async () => (await import('./cases/create-payment-link')).makeCreatePaymentLink(ports), unreachable),
    recordPayment: onFirstCall(async () => (await import('./cases/record-payment')).makeRecordPayment(ports), unreachable),
    checkCalendarRequestLink: makeCheckCalendarRequestLink(ports),
    checkFileRequestLink: makeCheckFileRequestLink(ports),
    answerCalendarRequest: onFirstCall(async () => (await import('./cases/answer-calendar-request')).makeAnswerCalendarRequest(ports), unreachable),
    readRequestLink: makeReadRequestLink(ports),
    // calendar
    listCalendar: makeListCalendar(ports),
    listLawyerCalendar: makeListLawyerCalendar(ports),
    updateCalendarSlot: onFirstCall(async () => (await import('./calendar/update-calendar-slot')).makeUpdateCalendarSlot(ports), unreachable),
    // directory
    listDirectory: makeListDirectory(ports),
    sendContactRequest: onFirstCall(async () => (await import('./directory/send-contact-request')).makeSendContactRequest(ports), unreachable),
    findInvitation: makeFindInvitation(ports),
    listPendingInvitations: makeListPendingInvitations(ports),
    acceptInvitation: onFirstCall(async () => (await import('./directory/accept-invitation')).makeAcceptInvitation(ports), unreachable),
    declineInvitation: onFirstCall(async () => (await import('./directory/decline-invitation')).makeDeclineInvitation(ports), unreachable),
    listMyLawyers: makeListMyLawyers(ports),
    unlinkLawyer: onFirstCall(async () => (await import('./directory/unlink-lawyer')).makeUnlinkLawyer(ports), unreachable),
    getStudyInfo: makeGetStudyInfo(ports),
    checkStudyAvailable: makeCheckStudyAvailable(ports),
    previewStudy: makePreviewStudy(ports),
    getLawyerDetails: makeGetLawyerDetails(ports),
    listLawyerMedia: makeListLawyerMedia(ports),
    // notifications
    listNotifications: makeListNotifications(ports),
    readNotification: makeReadNotification(ports),
    // documents
    listCaseDocuments: makeListCaseDocuments(ports),
    listDocumentCategories: makeListDocumentCategories(ports),
    listDocumentTypes: makeListDocumentTypes(ports),
    // consultations
    startConsultation: onFirstCall(async () => (await import('./consultations/start-consultation')).makeStartConsultation(ports), unreachable),
    // privacy
    exportMyData: onFirstCall(async () => (await import('./privacy/export-my-data')).makeExportMyData(ports), exportUnreachable),
  };
}

/**
 * A use-case whose code is fetched at its first call. The portal's writes (saving the account,
 * an upload, a consultation...) and the data export are made now and then, after a page is read:
 * a web page's first load need not carry them. Code that cannot be fetched is answered by
 * `unreachable`, as a network failure, and the next call fetches it again.
 */
function onFirstCall<Args extends unknown[], Answer>(
  load: () => Promise<(...args: Args) => Promise<Answer>>,
  unreachable: (detail: string) => NoInfer<Answer>,
): (...args: Args) => Promise<Answer> {
  let loading: Promise<(...args: Args) => Promise<Answer>> | null = null;
  return async (...args: Args) => {
    loading ??= load();
    let useCase: (...args: Args) => Promise<Answer>;
    try {
      useCase = await loading;
    } catch (error) {
      loading = null;
      return unreachable(`loading the use-case's code: ${String(error)}`);
    }
    return useCase(...args);
  };
}

function unreachable(detail: string): Result<never, PortalError> {
  return err(portalError.unavailable('network', detail));
}

function exportUnreachable(detail: string): Result<never, ExportFailure> {
  return err({ ...portalError.unavailable('network', detail), part: exportParts.archive });
}

/** What the UI sees of the SDK. */
export type Portal = ReturnType<typeof createPortal>;
