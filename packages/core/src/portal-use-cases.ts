import { instantViews } from './instant-views';
import type { Portal, PortalViews, UseCaseName } from './portal';
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
  'openCaseList',
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

/** The name of every pure view of the portal (PortalViews), beside its use-cases. */
export const PORTAL_VIEWS = [
  'passwordChecklist',
  'needsOnBoarding',
  'checkTextLengths',
  'filterCases',
  'viewAgendaEntry',
  'viewCaseMeeting',
  'weekSlots',
  'viewAgenda',
  'agendaFilterChoices',
  'sessionWithSavedRecord',
  'provincesOfCountry',
  'citiesOf',
  'placeNamed',
  'cellphoneE164',
  'phoneParts',
  'viewPayments',
  'viewConsultationCharge',
  'viewSentPayment',
  'viewInbox',
  'caseUnreadMessages',
  'searchDirectory',
  'directoryChoices',
  'lowestConsultationPrice',
  'consultationLawyerProvinces',
  'searchConsultationLawyers',
  'glossaryTerm',
  'searchGlossary',
] as const satisfies readonly (keyof PortalViews)[];

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
  // The views are pure and answer no Result: there is nothing of theirs to watch or wrap.
  return { ...wrapped, ...viewsOf(portal) } as unknown as Portal;
}

/** A portal's pure views (PortalViews), as they are. */
function viewsOf(portal: Portal): PortalViews {
  const views: Record<string, unknown> = {};
  for (const name of PORTAL_VIEWS) views[name] = portal[name];
  return views as unknown as PortalViews;
}

/** A portal fetched at its first use, and the way to fetch it ahead of use. */
export interface DeferredPortal {
  readonly portal: Portal;
  /** Starts fetching the portal now (when it is known to be needed soon); calls then wait less. */
  readonly preload: () => void;
  /**
   * Fetches the portal if it is not yet, and settles once it is loaded (rejects if it cannot be
   * fetched): what a page that shows the views waits for before it renders.
   */
  readonly loaded: () => Promise<void>;
}

/**
 * A portal whose code (and its ports') is fetched at the first call of any of its use-cases, each
 * made with `onFirstCall`: the web app builds its adapters this way, so a page that calls nothing
 * never downloads them. Calls made while it comes wait for the same load; a load that fails
 * answers the call as a network failure (the export's as a failure of its archive) and the next
 * call loads again. Its instant views (instant-views.ts) answer at once; its other views (PORTAL_VIEWS)
 * answer once it is loaded: called before, they throw.
 */
export function deferPortal(load: () => Promise<Portal>): DeferredPortal {
  let loading: Promise<Portal> | null = null;
  let current: Portal | null = null;
  const loaded = () =>
    (loading ??= load().then(
      (portal) => (current = portal),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const deferred: Record<string, unknown> = {};
  for (const name of PORTAL_USE_CASES) {
    const whenUnreachable: Unreachable<unknown> = name === 'exportMyData' ? exportUnreachable : unreachable;
    deferred[name] = onFirstCall(
      async () => (await loaded())[name] as (...args: unknown[]) => Promise<unknown>,
      whenUnreachable,
    );
  }
  // The views need no ports. The instant ones answer at once (a sign-up form shows its password
  // checklist before anything is called); the others' code is no part of a first load: it comes
  // with the portal's, which a page that shows one has loaded already (its loader called a use-case).
  for (const name of PORTAL_VIEWS) {
    if (name in instantViews) {
      deferred[name] = instantViews[name as keyof typeof instantViews];
      continue;
    }
    deferred[name] = (...args: unknown[]) => {
      if (current === null)
        throw new Error(
          `The portal's ${name} answers once the portal is loaded: call one of its use-cases, or preload() it, and wait for it first.`,
        );
      return (current[name] as (...viewArgs: unknown[]) => unknown)(...args);
    };
  }
  return {
    portal: deferred as unknown as Portal,
    preload: () => {
      // A preload that fails is tried again by the next call, which answers the failure.
      loaded().catch(() => undefined);
    },
    loaded: () => loaded().then(() => undefined),
  };
}
