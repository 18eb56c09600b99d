import type { Portal, UseCaseName } from './portal';
import { onFirstCall, unreachable, type Unreachable } from './shared/on-first-call';
import type { PortalError } from './shared/portal-error';
import type { Result } from './shared/result';
import { exportUnreachable } from './privacy/export-parts';

/** The name of every use-case of the portal, in the order of `Portal`'s areas. */
export const PORTAL_USE_CASES = [
  // identity
  'registerClient',
  'confirmRegistration',
  'resendConfirmationCode',
  'signIn',
  'signOut',
  'requestPasswordReset',
  'confirmPasswordReset',
  'loadSession',
  'resumeSession',
  'completeOnBoarding',
  'addMissingPhone',
  // account
  'saveProfile',
  'saveBilling',
  'saveLocation',
  'deleteAccount',
  'reviewAccountDeletion',
  'followAccount',
  // cases
  'listCases',
  'openCase',
  'listMovements',
  'addMovement',
  'addComment',
  'uploadCaseFile',
  'uploadCaseDocument',
  'answerFileRequest',
  'storeRequestFile',
  'completeFileRequest',
  'downloadCaseFile',
  'readCaseFile',
  'createPaymentLink',
  'recordPayment',
  'checkCalendarRequestLink',
  'checkFileRequestLink',
  'answerCalendarRequest',
  'readRequestLink',
  'openCaseDetail',
  'readDateRequest',
  // payments
  'listPayments',
  'readPayments',
  // attention
  'listWhatNeedsMe',
  // calendar
  'listCalendar',
  'listLawyerCalendar',
  'listFreeSlots',
  'updateCalendarSlot',
  'cancelMeeting',
  'rescheduleMeeting',
  'exportCalendarIcs',
  // directory
  'listDirectory',
  'listConsultationLawyers',
  'sendContactRequest',
  'findInvitation',
  'openInvitation',
  'listPendingInvitations',
  'acceptInvitation',
  'declineInvitation',
  'listMyLawyers',
  'unlinkLawyer',
  'getStudyInfo',
  'checkStudyAvailable',
  'previewStudy',
  'getLawyerDetails',
  'listLawyerMedia',
  'readStudyPreview',
  'readLinkConsultation',
  'readMyLawyers',
  // notifications
  'listNotifications',
  'readNotification',
  'readInbox',
  'openNotifications',
  // messages
  'readConversation',
  'listConversations',
  'markConversationRead',
  'sendMessage',
  // documents
  'listCaseDocuments',
  'listDocumentCategories',
  'listDocumentTypes',
  // consultations
  'startConsultation',
  'openNewConsultation',
  // privacy
  'exportMyData',
] as const satisfies readonly UseCaseName[];

// A use-case added to Portal and not to the list fails to compile here, naming it.
type Unlisted = Exclude<UseCaseName, (typeof PORTAL_USE_CASES)[number]>;
const everyUseCaseListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyUseCaseListed;

/** Any use-case: what a wrapper of `aroundUseCases` receives and must give back, of the same type. */
export type UseCaseCall<Args extends readonly unknown[], Answer extends Result<unknown, PortalError>> = (
  ...args: Args
) => Promise<Answer>;

/**
 * Wraps every use-case of a portal the same way (a watch on its answers, a log, a metric). The
 * wrapper is generic, so what it gives back takes and answers exactly what the use-case did.
 */
export function aroundUseCases(
  portal: Portal,
  wrap: <Args extends readonly unknown[], Answer extends Result<unknown, PortalError>>(
    name: UseCaseName,
    useCase: UseCaseCall<Args, Answer>,
  ) => UseCaseCall<Args, Answer>,
): Portal {
  const wrapped: Record<string, unknown> = {};
  for (const name of PORTAL_USE_CASES)
    wrapped[name] = wrap(name, portal[name] as UseCaseCall<unknown[], Result<unknown, PortalError>>);
  return wrapped as unknown as Portal;
}

/** A portal fetched at its first use, and the way to fetch it ahead of use. */
export interface DeferredPortal {
  readonly portal: Portal;
  /** Starts fetching the portal now (when it is known to be needed soon); calls then wait less. */
  readonly preload: () => void;
}

/**
 * A portal whose code (and its ports') is fetched at the first call of any of its use-cases, each
 * made with `onFirstCall`: the web app builds its adapters this way, so a page that calls nothing
 * never downloads them. Calls made while it comes wait for the same load; a load that fails
 * answers the call as a network failure (the export's as a failure of its archive) and the next
 * call loads again.
 */
export function deferPortal(load: () => Promise<Portal>): DeferredPortal {
  let loading: Promise<Portal> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const deferred: Record<string, unknown> = {};
  for (const name of PORTAL_USE_CASES) {
    const whenUnreachable: Unreachable<unknown> = name === 'exportMyData' ? exportUnreachable : unreachable;
    deferred[name] = onFirstCall(
      async () => (await loaded())[name] as (...args: unknown[]) => Promise<unknown>,
      whenUnreachable,
    );
  }
  return {
    portal: deferred as unknown as Portal,
    preload: () => {
      // A preload that fails is tried again by the next call, which answers the failure.
      loaded().catch(() => undefined);
    },
  };
}
