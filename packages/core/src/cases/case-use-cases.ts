import type { PortalPorts } from '../portal-ports';
import type { makeAddComment } from './add-comment';
import type { makeAddMovement } from './add-movement';
import type { makeAnswerCalendarRequest } from './answer-calendar-request';
import type { makeCreatePaymentLink } from './create-payment-link';
import type { makeRecordPayment } from './record-payment';
import type { makeUploadCaseFile } from './upload-case-file';
import { makeCheckCalendarRequestLink } from './check-calendar-request-link';
import { makeCheckFileRequestLink } from './check-file-request-link';
import { makeDownloadCaseFile } from './download-case-file';
import { makeListCases } from './list-cases';
import { makeListMovements } from './list-movements';
import { makeOpenCase } from './open-case';
import { makeReadRequestLink } from './read-request-link';
import { onFirstCall } from '../shared/on-first-call';

/** The portal's use-cases of cases. */
export interface CaseUseCases {
  readonly listCases: ReturnType<typeof makeListCases>;
  readonly openCase: ReturnType<typeof makeOpenCase>;
  readonly listMovements: ReturnType<typeof makeListMovements>;
  readonly addMovement: ReturnType<typeof makeAddMovement>;
  readonly addComment: ReturnType<typeof makeAddComment>;
  readonly uploadCaseFile: ReturnType<typeof makeUploadCaseFile>;
  readonly downloadCaseFile: ReturnType<typeof makeDownloadCaseFile>;
  readonly createPaymentLink: ReturnType<typeof makeCreatePaymentLink>;
  readonly recordPayment: ReturnType<typeof makeRecordPayment>;
  readonly checkCalendarRequestLink: ReturnType<typeof makeCheckCalendarRequestLink>;
  readonly checkFileRequestLink: ReturnType<typeof makeCheckFileRequestLink>;
  readonly answerCalendarRequest: ReturnType<typeof makeAnswerCalendarRequest>;
  readonly readRequestLink: ReturnType<typeof makeReadRequestLink>;
}

export function caseUseCases(ports: PortalPorts): CaseUseCases {
  return {
    listCases: makeListCases(ports),
    openCase: makeOpenCase(ports),
    listMovements: makeListMovements(ports),
    addMovement: onFirstCall(async () => (await import('./add-movement')).makeAddMovement(ports)),
    addComment: onFirstCall(async () => (await import('./add-comment')).makeAddComment(ports)),
    uploadCaseFile: onFirstCall(async () => (await import('./upload-case-file')).makeUploadCaseFile(ports)),
    downloadCaseFile: makeDownloadCaseFile(ports),
    createPaymentLink: onFirstCall(async () => (await import('./create-payment-link')).makeCreatePaymentLink(ports)),
    recordPayment: onFirstCall(async () => (await import('./record-payment')).makeRecordPayment(ports)),
    checkCalendarRequestLink: makeCheckCalendarRequestLink(ports),
    checkFileRequestLink: makeCheckFileRequestLink(ports),
    answerCalendarRequest: onFirstCall(async () => (await import('./answer-calendar-request')).makeAnswerCalendarRequest(ports)),
    readRequestLink: makeReadRequestLink(ports),
  };
}
