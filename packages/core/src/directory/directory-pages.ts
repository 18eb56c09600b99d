import type { CalendarEntry } from '../calendar/calendar-entry';
import { makeListLawyerCalendar } from '../calendar/list-lawyer-calendar';
import type { DocumentType } from '../documents/document';
import { makeListDocumentTypes } from '../documents/list-document-types';
import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { pageOf, readAsItIs, type PagePart, type ReadPart } from '../shared/page-parts';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import type { LawyerOfGroup } from './directory-ports';
import { makeGetStudyInfo } from './get-study-info';
import type { Invitation } from './invitation';
import { makeListMyLawyers } from './list-my-lawyers';
import { makeListPendingInvitations } from './list-pending-invitations';
import { latestModification, type MyLawyerView } from './my-lawyer';
import { makePreviewStudy } from './preview-study';
import type { StudyInfo } from './study-info';

/** A studio's public preview pages (previewListaEstudios, previewInfoEstudio): each part shown or failed on its own. */
export interface StudyPreview {
  /** The studio as seen from the lawyer who shared it (previewStudy). */
  readonly lawyer: PagePart<StudyInfo>;
  /** The studio's own public information (getStudyInfo). */
  readonly study: PagePart<StudyInfo>;
}

/** What a consultation started from a studio's or a calendar's link shows: each part shown or failed on its own. */
export interface LinkConsultation {
  /** The lawyer's studio, as its preview reads it. */
  readonly study: PagePart<StudyInfo>;
  /** The lawyer's agenda, whose busy slots the date picker leaves out. */
  readonly busySlots: PagePart<readonly CalendarEntry[]>;
  /** What an attached document can be filed under. */
  readonly documentTypes: PagePart<readonly DocumentType[]>;
}

/** /abogados: the client's lawyers and the studios' invitations waiting for an answer, each shown or failed on its own. */
export interface MyLawyersPage {
  readonly lawyers: PagePart<readonly MyLawyerView[]>;
  readonly invitations: PagePart<readonly Invitation[]>;
}

/** Which of /abogados' parts `through` reads: its name in the answer. */
export type MyLawyersPart = keyof MyLawyersPage;

export function makeReadStudyPreview({ directory }: Pick<PortalPorts, 'directory'>) {
  const previewStudy = makePreviewStudy({ directory });
  const getStudyInfo = makeGetStudyInfo({ directory });
  return async function readStudyPreview(lawyer: LawyerOfGroup): Promise<Result<StudyPreview, PortalError>> {
    const [preview, study] = await Promise.all([previewStudy(lawyer), getStudyInfo({ groupId: lawyer.groupId })]);
    return pageOf({ lawyer: preview, study });
  };
}

export function makeReadLinkConsultation({
  directory,
  calendar,
  documents,
}: Pick<PortalPorts, 'directory' | 'calendar' | 'documents'>) {
  const previewStudy = makePreviewStudy({ directory });
  const listLawyerCalendar = makeListLawyerCalendar({ calendar });
  const listDocumentTypes = makeListDocumentTypes({ documents });
  return async function readLinkConsultation(lawyer: LawyerOfGroup): Promise<Result<LinkConsultation, PortalError>> {
    const [study, busySlots, documentTypes] = await Promise.all([
      previewStudy(lawyer),
      listLawyerCalendar({ lawyerId: lawyer.lawyerId }),
      listDocumentTypes(),
    ]);
    return pageOf({ study, busySlots, documentTypes });
  };
}

export function makeReadMyLawyers({ myLawyers, invitations }: Pick<PortalPorts, 'myLawyers' | 'invitations'>) {
  const listMyLawyers = makeListMyLawyers({ myLawyers });
  const listPendingInvitations = makeListPendingInvitations({ invitations });
  return async function readMyLawyers({
    client,
    through = readAsItIs,
  }: {
    readonly client: SignedInClient;
    readonly through?: ReadPart;
  }): Promise<Result<MyLawyersPage, PortalError>> {
    const [lawyers, pending] = await Promise.all([
      // The date is part of what the part reads, so a caller that shows its own copy of it shows it too.
      through<readonly MyLawyerView[]>('lawyers', async () => {
        const listed = await listMyLawyers({ client });
        return listed.ok
          ? ok(listed.value.map((lawyer) => ({ ...lawyer, lastModified: latestModification(lawyer) })))
          : listed;
      }),
      through<readonly Invitation[]>('invitations', () => listPendingInvitations({ client })),
    ]);
    return pageOf({ lawyers, invitations: pending });
  };
}
