import type { CalendarEntry } from '../calendar/calendar-entry';
import { makeListLawyerCalendar } from '../calendar/list-lawyer-calendar';
import type { Document, DocumentCategory, DocumentType } from '../documents/document';
import { makeListCaseDocuments } from '../documents/list-case-documents';
import { makeListDocumentCategories } from '../documents/list-document-categories';
import { makeListDocumentTypes } from '../documents/list-document-types';
import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import type { GuardRefusal } from '../shared/guard-decision';
import { pageOf, readAsItIs, type PagePart, type ReadPart } from '../shared/page-parts';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import type { Case } from './case';
import { caseRefusal } from './case-access';
import { caseFileView, type CaseFileView } from './case-file-view';
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
}: Pick<PortalPorts, 'cases' | 'documents' | 'calendar' | 'clock'>) {
  const openCase = makeOpenCase({ cases });
  const listMovements = makeListMovements({ cases });
  const listCaseDocuments = makeListCaseDocuments({ documents });
  const listDocumentTypes = makeListDocumentTypes({ documents });
  const listDocumentCategories = makeListDocumentCategories({ documents });
  const listLawyerCalendar = makeListLawyerCalendar({ calendar });
  return async function openCaseDetail({
    client,
    caseId,
    knownCases,
    through = readAsItIs,
  }: CaseDetailRequest): Promise<Result<CaseDetail, PortalError>> {
    const opened = await openCase({ client, caseId, knownCases });
    if (!opened.ok) return opened;
    // The guard allows exactly the cases of the list it decided on.
    const theCase = opened.value.cases.find((item) => item.id === caseId);
    if (theCase === undefined) return ok({ refusal: caseRefusal, file: null });
    const groupId = theCase.id_grupo;
    const [movements, caseDocuments, documentTypes, documentCategories] = await Promise.all([
      through<CaseMovements>('movements', () => listMovements({ caseId })),
      through<readonly Document[]>('documents', () => listCaseDocuments({ caseId, groupId })),
      listDocumentTypes(),
      listDocumentCategories({ groupId }),
    ]);
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
    return ok({ refusal: null, file: { case: theCase, ...parts.value, view } });
  };
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
