import { makeDeleteAccount } from './account/delete-account';
import { makeSaveBilling } from './account/save-billing';
import { makeSaveLocation } from './account/save-location';
import { makeSaveProfile } from './account/save-profile';
import { makeListCalendar } from './calendar/list-calendar';
import { makeListLawyerCalendar } from './calendar/list-lawyer-calendar';
import { makeUpdateCalendarSlot } from './calendar/update-calendar-slot';
import { makeAddComment } from './cases/add-comment';
import { makeAddMovement } from './cases/add-movement';
import { makeAnswerCalendarRequest } from './cases/answer-calendar-request';
import { makeCheckCalendarRequestLink } from './cases/check-calendar-request-link';
import { makeCheckFileRequestLink } from './cases/check-file-request-link';
import { makeCreatePaymentLink } from './cases/create-payment-link';
import { makeDownloadCaseFile } from './cases/download-case-file';
import { makeListCases } from './cases/list-cases';
import { makeListMovements } from './cases/list-movements';
import { makeOpenCase } from './cases/open-case';
import { makeReadRequestLink } from './cases/read-request-link';
import { makeRecordPayment } from './cases/record-payment';
import { makeUploadCaseFile } from './cases/upload-case-file';
import { makeStartConsultation } from './consultations/start-consultation';
import { makeAcceptInvitation } from './directory/accept-invitation';
import { makeCheckStudyAvailable } from './directory/check-study-available';
import { makeDeclineInvitation } from './directory/decline-invitation';
import { makeFindInvitation } from './directory/find-invitation';
import { makeGetLawyerDetails } from './directory/get-lawyer-details';
import { makeGetStudyInfo } from './directory/get-study-info';
import { makeListDirectory } from './directory/list-directory';
import { makeListLawyerMedia } from './directory/list-lawyer-media';
import { makeListMyLawyers } from './directory/list-my-lawyers';
import { makeListPendingInvitations } from './directory/list-pending-invitations';
import { makePreviewStudy } from './directory/preview-study';
import { makeSendContactRequest } from './directory/send-contact-request';
import { makeUnlinkLawyer } from './directory/unlink-lawyer';
import { makeListCaseDocuments } from './documents/list-case-documents';
import { makeListDocumentCategories } from './documents/list-document-categories';
import { makeListDocumentTypes } from './documents/list-document-types';
import { makeConfirmPasswordReset } from './identity/confirm-password-reset';
import { makeConfirmRegistration } from './identity/confirm-registration';
import { makeLoadSession } from './identity/load-session';
import { makeRegisterClient } from './identity/register-client';
import { makeResumeSession } from './identity/resume-session';
import { makeRequestPasswordReset } from './identity/request-password-reset';
import { makeResendConfirmationCode } from './identity/resend-confirmation-code';
import { makeSignIn } from './identity/sign-in';
import { makeSignOut } from './identity/sign-out';
import { makeListNotifications } from './notifications/list-notifications';
import { makeReadNotification } from './notifications/read-notification';
import { exportParts } from './privacy/export-parts';
import type { ExportArchive, ExportFailure, ExportOptions } from './privacy/export-my-data';
import type { SignedInClient } from './identity/signed-in-client';
import { portalError } from './shared/portal-error';
import { err, type Result } from './shared/result';
import type { PortalPorts } from './portal-ports';

/**
 * Every use-case of the portal, wired to one set of ports (adapters in the app, fakes in tests).
 * This is all the UI sees: it reaches these through the router context, never the ports.
 */
export function createPortal(ports: PortalPorts) {
  return {
    // identity
    registerClient: makeRegisterClient(ports),
    confirmRegistration: makeConfirmRegistration(ports),
    resendConfirmationCode: makeResendConfirmationCode(ports),
    signIn: makeSignIn(ports),
    signOut: makeSignOut(ports),
    requestPasswordReset: makeRequestPasswordReset(ports),
    confirmPasswordReset: makeConfirmPasswordReset(ports),
    loadSession: makeLoadSession(ports),
    resumeSession: makeResumeSession(ports),
    // account
    saveProfile: makeSaveProfile(ports),
    saveBilling: makeSaveBilling(ports),
    saveLocation: makeSaveLocation(ports),
    deleteAccount: makeDeleteAccount(ports),
    // cases
    listCases: makeListCases(ports),
    openCase: makeOpenCase(ports),
    listMovements: makeListMovements(ports),
    addMovement: makeAddMovement(ports),
    addComment: makeAddComment(ports),
    uploadCaseFile: makeUploadCaseFile(ports),
    downloadCaseFile: makeDownloadCaseFile(ports),
    createPaymentLink: makeCreatePaymentLink(ports),
    recordPayment: makeRecordPayment(ports),
    checkCalendarRequestLink: makeCheckCalendarRequestLink(ports),
    checkFileRequestLink: makeCheckFileRequestLink(ports),
    answerCalendarRequest: makeAnswerCalendarRequest(ports),
    readRequestLink: makeReadRequestLink(ports),
    // calendar
    listCalendar: makeListCalendar(ports),
    listLawyerCalendar: makeListLawyerCalendar(ports),
    updateCalendarSlot: makeUpdateCalendarSlot(ports),
    // directory
    listDirectory: makeListDirectory(ports),
    sendContactRequest: makeSendContactRequest(ports),
    findInvitation: makeFindInvitation(ports),
    listPendingInvitations: makeListPendingInvitations(ports),
    acceptInvitation: makeAcceptInvitation(ports),
    declineInvitation: makeDeclineInvitation(ports),
    listMyLawyers: makeListMyLawyers(ports),
    unlinkLawyer: makeUnlinkLawyer(ports),
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
    startConsultation: makeStartConsultation(ports),
    // privacy
    exportMyData: lazyExportMyData(ports),
  };
}

/**
 * exportMyData with its archive writer and texts fetched when a person first asks for their data:
 * a web page's first load need not carry them. Code that cannot be fetched is a network failure
 * of the archive's part, as the export reports any other.
 */
function lazyExportMyData(ports: PortalPorts) {
  let loading: Promise<ExportMyData> | null = null;
  return async (client: SignedInClient, options?: ExportOptions): Promise<Result<ExportArchive, ExportFailure>> => {
    loading ??= import('./privacy/export-my-data').then(({ makeExportMyData }) => makeExportMyData(ports));
    let exportMyData: ExportMyData;
    try {
      exportMyData = await loading;
    } catch (error) {
      loading = null;
      return err({ ...portalError.unavailable('network', `loading the export: ${String(error)}`), part: exportParts.archive });
    }
    return exportMyData(client, options);
  };
}

type ExportMyData = (client: SignedInClient, options?: ExportOptions) => Promise<Result<ExportArchive, ExportFailure>>;

/** What the UI sees of the SDK. */
export type Portal = ReturnType<typeof createPortal>;
