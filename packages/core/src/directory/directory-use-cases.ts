import type { PortalPorts } from '../portal-ports';
import type { makeAcceptInvitation } from './accept-invitation';
import type { makeDeclineInvitation } from './decline-invitation';
import type { makeSendContactRequest } from './send-contact-request';
import type { makeUnlinkLawyer } from './unlink-lawyer';
import { makeCheckStudyAvailable } from './check-study-available';
import { makeFindInvitation } from './find-invitation';
import { makeGetLawyerDetails } from './get-lawyer-details';
import { makeGetStudyInfo } from './get-study-info';
import { makeListDirectory } from './list-directory';
import { makeListLawyerMedia } from './list-lawyer-media';
import { makeListMyLawyers } from './list-my-lawyers';
import { makeListPendingInvitations } from './list-pending-invitations';
import { makePreviewStudy } from './preview-study';
import { onFirstCall } from '../shared/on-first-call';

/** The portal's use-cases of directory. */
export interface DirectoryUseCases {
  readonly listDirectory: ReturnType<typeof makeListDirectory>;
  readonly sendContactRequest: ReturnType<typeof makeSendContactRequest>;
  readonly findInvitation: ReturnType<typeof makeFindInvitation>;
  readonly listPendingInvitations: ReturnType<typeof makeListPendingInvitations>;
  readonly acceptInvitation: ReturnType<typeof makeAcceptInvitation>;
  readonly declineInvitation: ReturnType<typeof makeDeclineInvitation>;
  readonly listMyLawyers: ReturnType<typeof makeListMyLawyers>;
  readonly unlinkLawyer: ReturnType<typeof makeUnlinkLawyer>;
  readonly getStudyInfo: ReturnType<typeof makeGetStudyInfo>;
  readonly checkStudyAvailable: ReturnType<typeof makeCheckStudyAvailable>;
  readonly previewStudy: ReturnType<typeof makePreviewStudy>;
  readonly getLawyerDetails: ReturnType<typeof makeGetLawyerDetails>;
  readonly listLawyerMedia: ReturnType<typeof makeListLawyerMedia>;
}

export function directoryUseCases(ports: PortalPorts): DirectoryUseCases {
  return {
    listDirectory: makeListDirectory(ports),
    sendContactRequest: onFirstCall(async () => (await import('./send-contact-request')).makeSendContactRequest(ports)),
    findInvitation: makeFindInvitation(ports),
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
  };
}
