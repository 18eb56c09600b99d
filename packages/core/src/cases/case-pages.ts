import type { CalendarEntry } from '../calendar/calendar-entry';
import { makeListLawyerCalendar } from '../calendar/list-lawyer-calendar';
import type { Document, DocumentCategory, DocumentType } from '../documents/document';
import { makeListCaseDocuments } from '../documents/list-case-documents';
import { makeListDocumentCategories } from '../documents/list-document-categories';
import { makeListDocumentTypes } from '../documents/list-document-types';
import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import type { GuardRefusal } from '../shared/guard-decision';
import { pageOf, readAsItIs, type PagePart, type ReadPart } from '../shared/page-parts';
import type { PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import type { Case } from './case';
import { caseRefusal } from './case-access';
import { caseFileView, type CaseFileView } from './case-file-view';
import { checkoutOutcome, checkoutPaymentOf, paymentToReport, type PaymentRecording } from './checkout-outcome';
import { readCheckoutReturn, type CheckoutStatus } from './checkout-return';
import type { CheckoutReturnRecord } from './record-payment';
import { makeListMovements, type CaseMovements } from './list-movements';
import { awaitsDate } from './movement-links';
import type { RequestedMovement } from './movement';
import { makeOpenCase } from './open-case';
import { makeReadRequestLink } from './read-request-link';
import type { RequestLink } from './request-link';

/** Which of a case's parts `through` reads: its name in the answer. */
export type CaseDetailPart = 'movements' | 'documents';

export interface CaseDetailRequest {
  readonly client: SignedInClient;
  readonly caseId: string;
  /** The client's cases already at hand (the case list's), which spare a read when the case is among them. */
  readonly knownCases?: readonly Case[];
  /** How the parts named in CaseDetailPart are read (the web reads them through the device's copies). */
  readonly through?: ReadPart;
  /**
   * The page's whole address when it may be a checkout's return (/asunto/:case/:movement/:status
   * with the checkout's `payment_id`): the payment it names is reported and said (`checkout`).
   */
  readonly checkoutReturn?: string;
}

/** What the case page says of a checkout's return to it. */
export interface CheckoutReturnView {
  /** The payment movement it is said on; null when the return names no payment of the case, said at the top of the page. */
  readonly movementId: string | null;
  /** What the checkout said became of the payment. */
  readonly status: CheckoutStatus;
  readonly tone: 'info' | 'error' | 'success';
  readonly text: string;
  /**
   * Nothing more happens here: the outcome can be told where the checkout was started from. A
   * report that failed stays said on the case, where it can be seen.
   */
  readonly settled: boolean;
}

/** The case page (SPEC §2 asunto/:id): the case, with each of its parts shown or failed on its own. */
export interface CasePage {
  readonly case: Case;
  readonly movements: PagePart<CaseMovements>;
  readonly documents: PagePart<readonly Document[]>;
  /** What a document can be filed under on upload. */
  readonly documentTypes: PagePart<readonly DocumentType[]>;
  readonly documentCategories: PagePart<readonly DocumentCategory[]>;
  /** The lawyer's agenda, for its busy slots: only when a date request waits for the client's answer; null otherwise. */
  readonly lawyerCalendar: PagePart<readonly CalendarEntry[]> | null;
  /**
   * What the page shows of the case, computed at the read's time from the case and the parts
   * read: its next step, its payments, each movement's kind and state, its latest message.
   */
  readonly view: CaseFileView;
  /** What became of the payment a checkout's return names; null when the page is no checkout return. */
  readonly checkout: CheckoutReturnView | null;
}

/** The case guard's answer: the case page, or the refusal (SPEC §2: to /asuntos, saying why). */
export type CaseDetail =
  { readonly refusal: GuardRefusal; readonly file: null } | { readonly refusal: null; readonly file: CasePage };

/** A public date request's page (SPEC §2 calendarRequest): the request and the lawyer's agenda, each shown or failed on its own. */
export interface DateRequestPage {
  readonly request: PagePart<RequestedMovement>;
  readonly busySlots: PagePart<readonly CalendarEntry[]>;
}

export function makeOpenCaseDetail({
  cases,
  documents,
  calendar,
  clock,
  payments,
}: Pick<PortalPorts, 'cases' | 'documents' | 'calendar' | 'clock' | 'payments'>) {
  const openCase = makeOpenCase({ cases });
  const listMovements = makeListMovements({ cases });
  const listCaseDocuments = makeListCaseDocuments({ documents });
  const listDocumentTypes = makeListDocumentTypes({ documents });
  const listDocumentCategories = makeListDocumentCategories({ documents });
  const listLawyerCalendar = makeListLawyerCalendar({ calendar });
  // Its module loads on a checkout's return only, as the portal's own recordPayment loads on first call.
  const recordPayment = async (record: CheckoutReturnRecord) =>
    (await import('./record-payment')).makeRecordPayment({ payments })(record);
  const reports = new Map<string, Promise<Result<void, PortalError>>>();
  return async function openCaseDetail({
    client,
    caseId,
    knownCases,
    through = readAsItIs,
    checkoutReturn,
  }: CaseDetailRequest): Promise<Result<CaseDetail, PortalError>> {
    const opened = await openCase({ client, caseId, knownCases });
    if (!opened.ok) return opened;
    // The guard allows exactly the cases of the list it decided on.
    const theCase = opened.value.cases.find((item) => item.id === caseId);
    if (theCase === undefined) return ok({ refusal: caseRefusal, file: null });
    const groupId = theCase.id_grupo;
    const [read, caseDocuments, documentTypes, documentCategories] = await Promise.all([
      through<CaseMovements>('movements', () => listMovements({ caseId })),
      through<readonly Document[]>('documents', () => listCaseDocuments({ caseId, groupId })),
      listDocumentTypes(),
      listDocumentCategories({ groupId }),
    ]);
    const returned =
      checkoutReturn === undefined
        ? null
        : await settleCheckoutReturn({
            address: checkoutReturn,
            movements: read,
            now: clock.now(),
            reports,
            recordPayment,
          });
    if (returned !== null && returned.ended !== null) return err(returned.ended);
    // A payment just recorded shows paid: its movements are read again.
    const movements =
      returned?.recorded === true ? await through<CaseMovements>('movements', () => listMovements({ caseId })) : read;
    // The lawyer's busy slots only when a date request waits for the client's answer.
    const dateAwaited = movements.ok && movements.value.movements.some(awaitsDate);
    const lawyerCalendar = dateAwaited ? await listLawyerCalendar({ lawyerId: theCase.id_abogado }) : null;
    const parts = pageOf({ movements, documents: caseDocuments, documentTypes, documentCategories, lawyerCalendar });
    if (!parts.ok) return parts;
    const view = caseFileView({
      case: theCase,
      movements: movements.ok ? movements.value : null,
      documents: caseDocuments.ok ? caseDocuments.value : null,
      now: clock.now(),
    });
    return ok({ refusal: null, file: { case: theCase, ...parts.value, view, checkout: returned?.view ?? null } });
  };
}

/** A checkout's return as the case page says it, and whether its payment was recorded just now. */
type SettledReturn =
  | { readonly ended: null; readonly view: CheckoutReturnView; readonly recorded: boolean }
  /** The report found the session ended, which ends the page. */
  | { readonly ended: PortalError };

interface CheckoutReturnSources {
  readonly address: string;
  readonly movements: PagePart<CaseMovements>;
  readonly now: Date;
  /** The reports of the returns read ('movement/payment id'), which reading the page again does not make twice. */
  readonly reports: Map<string, Promise<Result<void, PortalError>>>;
  readonly recordPayment: (record: CheckoutReturnRecord) => Promise<Result<void, PortalError>>;
}

/**
 * A checkout's return to the case (SPEC §7 changePaymentMovement): the payment it names, reported
 * once when the checkout approved it (the cloud verifies the payment id; reading the page again
 * reports nothing twice), and what the page says of it at `now`. Null when the address is
 * no checkout return, or the movements, where its payment would be, were not read.
 */
async function settleCheckoutReturn({
  address,
  movements,
  now,
  reports,
  recordPayment,
}: CheckoutReturnSources): Promise<SettledReturn | null> {
  const back = readCheckoutReturn(address);
  if (back?.status == null || !movements.ok) return null;
  const { status } = back;
  const payment = checkoutPaymentOf(back, movements.value.movements);
  if (payment === null) {
    const view = { movementId: null, status, tone: 'error', text: errorMessages.payment, settled: false } as const;
    return { ended: null, view, recorded: false };
  }
  const ofPayment = { status, paymentId: back.paymentId, payment };
  const toReport = paymentToReport(ofPayment);
  let report: PaymentRecording | null = null;
  let recorded = false;
  if (toReport !== null) {
    const key = `${payment.id_movimiento}/${toReport.paymentId}`;
    // A read of the page while the first still reports (the router may load it twice) waits for that report.
    const reporting =
      reports.get(key) ??
      recordPayment({ returnUrl: address, movementId: payment.id_movimiento, price: toReport.price });
    reports.set(key, reporting);
    const answer = await reporting;
    if (!answer.ok && answer.error.kind === 'unauthenticated') {
      reports.delete(key);
      return { ended: answer.error };
    }
    recorded = answer.ok && !payment.pagado;
    report = answer.ok ? { state: 'recorded' } : { state: 'failed', message: answer.error.message };
  }
  const outcome = checkoutOutcome(ofPayment, report, now);
  return { ended: null, view: { movementId: payment.id_movimiento, status, ...outcome }, recorded };
}

export function makeReadDateRequest({ cases, calendar }: Pick<PortalPorts, 'cases' | 'calendar'>) {
  const readRequestLink = makeReadRequestLink({ cases });
  const listLawyerCalendar = makeListLawyerCalendar({ calendar });
  return async function readDateRequest({
    lawyerId,
    ...link
  }: RequestLink & { readonly lawyerId: string }): Promise<Result<DateRequestPage, PortalError>> {
    const [request, busySlots] = await Promise.all([readRequestLink(link), listLawyerCalendar({ lawyerId })]);
    return pageOf({ request, busySlots });
  };
}
