import { makeListWhatNeedsMe } from '../attention/list-what-needs-me';
import type { WhatNeedsMe } from '../attention/what-needs-me';
import type { CalendarEntry } from '../calendar/calendar-entry';
import { makeListCalendar } from '../calendar/list-calendar';
import { makeListLawyerCalendar } from '../calendar/list-lawyer-calendar';
import { makeListConsultationLawyers, type ConsultationLawyers } from '../directory/consultation-lawyers';
import type { LawyerOfGroup } from '../directory/directory-ports';
import type { DocumentType } from '../documents/document';
import { makeListDocumentTypes } from '../documents/list-document-types';
import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { pageOf, readAsItIs, type PagePart, type ReadPart } from '../shared/page-parts';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';

export interface NewConsultationStartRequest {
  readonly client: SignedInClient;
  /** The lawyer the address names, if any: their agenda is read for the date picker. */
  readonly lawyerId?: string | undefined;
  /** The named lawyer's studio: with `lawyerId`, the lawyer is checked, and why they cannot be consulted is said, if so. */
  readonly groupId?: string | undefined;
  /** How the part named 'attention' is read (the web reads it through the device's copy, and once per visit). */
  readonly through?: ReadPart;
  /** Given the client's agenda read for the attention panel, while it is read: for a caller that shows the agenda elsewhere too. */
  readonly onAgendaRead?: (agenda: Promise<Result<readonly CalendarEntry[], PortalError>>) => void;
}

/** Which of the new consultation's parts `through` reads: its name in the answer. */
export type NewConsultationPart = 'attention';

/** What Nueva consulta shows (SPEC §2 newConsultation): each part shown or failed on its own. */
export interface NewConsultationStart {
  /** What needs the client, still being read: the form never waits for it. */
  readonly attention: Promise<PagePart<WhatNeedsMe>>;
  /** Who can be chosen, the client's own lawyers among them, and why the named one cannot be, if so. */
  readonly lawyers: PagePart<ConsultationLawyers>;
  /** What an attached document can be filed under. */
  readonly documentTypes: PagePart<readonly DocumentType[]>;
  /** The named lawyer's agenda, whose busy slots the date picker leaves out; null when no lawyer is named. */
  readonly busySlots: PagePart<readonly CalendarEntry[]> | null;
}

type Ports = Pick<
  PortalPorts,
  | 'cases'
  | 'calendar'
  | 'notifications'
  | 'invitations'
  | 'clock'
  | 'directory'
  | 'contactRequests'
  | 'myLawyers'
  | 'documents'
>;

export function makeOpenNewConsultation(ports: Ports) {
  const listCalendar = makeListCalendar(ports);
  const listWhatNeedsMe = makeListWhatNeedsMe(ports);
  const listConsultationLawyers = makeListConsultationLawyers(ports);
  const listDocumentTypes = makeListDocumentTypes(ports);
  const listLawyerCalendar = makeListLawyerCalendar(ports);
  return async function openNewConsultation({
    client,
    lawyerId,
    groupId,
    through = readAsItIs,
    onAgendaRead,
  }: NewConsultationStartRequest): Promise<Result<NewConsultationStart, PortalError>> {
    // The panel's agenda is read here and given out, for a caller that shows it elsewhere too.
    const attention = through<WhatNeedsMe>('attention', () => {
      const agenda = listCalendar({ client });
      onAgendaRead?.(agenda);
      return listWhatNeedsMe({ client, agenda });
    });
    const named: LawyerOfGroup | undefined =
      lawyerId === undefined || groupId === undefined ? undefined : { lawyerId, groupId };
    const [lawyers, documentTypes, busySlots] = await Promise.all([
      listConsultationLawyers({ client, named }),
      listDocumentTypes(),
      lawyerId === undefined ? null : listLawyerCalendar({ lawyerId }),
    ]);
    const parts = pageOf({ lawyers, documentTypes, busySlots });
    if (!parts.ok) return parts;
    return ok({ attention, ...parts.value });
  };
}
