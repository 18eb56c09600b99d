import type { UserRecord } from '../account/user';
import type { CalendarEntry } from '../calendar/calendar-entry';
import { makeListCalendar } from '../calendar/list-calendar';
import type { Case } from '../cases/case';
import type { CaseFile } from '../cases/case-repository';
import { makeListCases } from '../cases/list-cases';
import { makeListMovements } from '../cases/list-movements';
import type { ContactRequest } from '../directory/directory-entry';
import type { Invitation } from '../directory/invitation';
import { makeListMyLawyers } from '../directory/list-my-lawyers';
import type { MyLawyer } from '../directory/my-lawyer';
import { DOCUMENT_NAME_DEFAULT, type Document } from '../documents/document';
import { makeListCaseDocuments } from '../documents/list-case-documents';
import type { SignedInClient } from '../identity/signed-in-client';
import { makeListNotifications } from '../notifications/list-notifications';
import type { Notification } from '../notifications/notification';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure, withDetail } from '../shared/label-failure';
import { failedTo, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { argentinaWallClock, isoDay } from './argentina-time';
import { safeFileName, UniqueNames } from './archive-names';
import { exportParts, type ExportFailure } from './export-parts';
import { exportFiles, exportReadme } from './export-readme';
import { utf8Bytes } from './utf8';
import { writeZip, type ZipEntry, type ZipTime } from './zip-archive';

/** How far an export has come: parts read, of all there are, and the one being read now. */
export interface ExportProgress {
  readonly done: number;
  readonly total: number;
  /** In Spanish, as exportParts names it: 'la agenda', 'los documentos del asunto «Despido sin causa»'. */
  readonly part: string;
}

export interface ExportOptions {
  /** Told at every part started and finished; done/total only grows, and ends at 1 with the archive. */
  readonly onProgress?: (progress: ExportProgress) => void;
}

/** The whole export, ready to save. */
export interface ExportArchive {
  /** 'mis-datos-justiciable-2025-03-10.zip', the day it was made in Argentina. */
  readonly fileName: string;
  readonly mediaType: 'application/zip';
  readonly bytes: Uint8Array;
}

/** Parts read side by side: quick for a person's few cases, gentle on the services for a large account. */
const CONCURRENCY = 4;

type PartResult = Result<void, PortalError>;

interface Part {
  readonly label: string;
  readonly read: () => Promise<PartResult>;
}

/** What the parts read, each filled by its own part. */
interface Collected {
  record: UserRecord | null;
  readonly caseFiles: Map<string, CaseFile>;
  readonly documents: Map<string, readonly CaseDocument[]>;
  calendar: readonly CalendarEntry[];
  notifications: readonly Notification[];
  invitations: readonly Invitation[];
  contactRequests: readonly ContactRequest[];
  myLawyers: readonly MyLawyer[];
}

interface CaseDocument {
  readonly document: Document;
  readonly bytes: Uint8Array;
}

type ExportPorts = Pick<
  PortalPorts,
  | 'accounts'
  | 'cases'
  | 'calendar'
  | 'notifications'
  | 'invitations'
  | 'contactRequests'
  | 'myLawyers'
  | 'documents'
  | 'files'
  | 'clock'
>;

/**
 * "Descargar mis datos" (Ley 25.326's right of access): everything the portal keeps
 * about the client, read through the same ports as the screens, in one ZIP with a JSON per area,
 * the cases' documents and a README in Spanish. All or nothing: the first part that fails ends
 * the export with its failure and which part it was, and no archive. Calling again reads
 * everything again, so a retry never mixes data read at two different times.
 */
export function makeExportMyData(ports: ExportPorts) {
  const listCases = makeListCases(ports);
  const listMovements = makeListMovements(ports);
  const listCalendar = makeListCalendar(ports);
  const listNotifications = makeListNotifications(ports);
  const listMyLawyers = makeListMyLawyers(ports);
  const listCaseDocuments = makeListCaseDocuments(ports);

  return async function exportMyData({
    client,
    ...options
  }: ExportOptions & { readonly client: SignedInClient }): Promise<Result<ExportArchive, ExportFailure>> {
    const madeAt = argentinaWallClock(ports.clock.now());
    const progress = new ProgressReport(options.onProgress);

    // The cases come first and alone: they tell how many parts there are, so the share done never goes back.
    progress.started(exportParts.cases);
    const listed = await listCases({ client });
    if (!listed.ok) return err({ ...listed.error, part: exportParts.cases });
    const cases = listed.value;
    progress.expect(FIXED_PARTS + 2 * cases.length);
    progress.finished(exportParts.cases);

    const collected: Collected = {
      record: null,
      caseFiles: new Map(),
      documents: new Map(),
      calendar: [],
      notifications: [],
      invitations: [],
      contactRequests: [],
      myLawyers: [],
    };
    let notificationsRead: (notifications: readonly Notification[] | null) => void = () => undefined;
    const notifications = new Promise<readonly Notification[] | null>((resolve) => (notificationsRead = resolve));

    const parts: Part[] = [
      {
        label: exportParts.account,
        read: async () => {
          const read = await ports.accounts.getUser(client.id);
          if (!read.ok) return err(failedTo(errorMessages.loadUser, read.error));
          collected.record = read.value;
          return ok();
        },
      },
      {
        label: exportParts.calendar,
        read: async () => keep(await listCalendar({ client }), (value) => (collected.calendar = value)),
      },
      {
        label: exportParts.notifications,
        read: async () => {
          const read = await listNotifications({ client });
          notificationsRead(read.ok ? read.value : null);
          return keep(read, (value) => (collected.notifications = value));
        },
      },
      {
        label: exportParts.invitations,
        // Parts start in order, so the notifications this waits for are already being read.
        read: async () => {
          const read = await invitationsNamedBy(await notifications);
          return keep(read, (value) => (collected.invitations = value));
        },
      },
      {
        label: exportParts.contactRequests,
        read: async () =>
          keep(
            labelFailure(
              await ports.contactRequests.listRequests(client.id, client.email),
              errorMessages.contactRequests,
            ),
            (value) => (collected.contactRequests = value),
          ),
      },
      {
        label: exportParts.myLawyers,
        read: async () => keep(await listMyLawyers({ client }), (value) => (collected.myLawyers = value)),
      },
      ...cases.flatMap((kase): Part[] => [
        {
          label: exportParts.movements(caseName(kase)),
          read: async () =>
            keep(await listMovements({ caseId: kase.id }), (value) => collected.caseFiles.set(kase.id, value)),
        },
        {
          label: exportParts.documents(caseName(kase)),
          read: async () => keep(await documentsOf(kase), (value) => collected.documents.set(kase.id, value)),
        },
      ]),
    ];

    const failure = await readAll(parts, progress);
    if (failure !== null) return err(failure);

    progress.started(exportParts.archive);
    const archive = writeZip(archiveEntries(madeAt, cases, collected), madeAt);
    progress.finished(exportParts.archive);
    return ok({
      fileName: `mis-datos-justiciable-${isoDay(madeAt)}.zip`,
      mediaType: 'application/zip',
      bytes: archive,
    });
  };

  /**
   * Every invitation the client's notifications name, whatever its state: the ports list only
   * pending ones, and an answered invitation is part of the client's data too. One the studio
   * withdrew is no longer there, and is left out as the listing of pending ones does.
   */
  async function invitationsNamedBy(
    notifications: readonly Notification[] | null,
  ): Promise<Result<readonly Invitation[], PortalError>> {
    // The notifications' own failure is the one the export reports.
    if (notifications === null) return ok([]);
    const links = new Map<string, string | null>();
    for (const notification of notifications) {
      if (notification.id_invitacion !== null && !links.has(notification.id_invitacion))
        links.set(notification.id_invitacion, notification.token_invitacion);
    }
    const found: Invitation[] = [];
    for (const [invitationId, token] of links) {
      const read = await ports.invitations.find({ invitationId, token });
      if (!read.ok && read.error.kind === 'not-found') continue;
      if (!read.ok) return labelFailure(read, errorMessages.findInvitation);
      found.push(read.value);
    }
    return ok(found);
  }

  async function documentsOf(kase: Case): Promise<Result<readonly CaseDocument[], PortalError>> {
    const listed = await listCaseDocuments({ caseId: kase.id, groupId: kase.id_grupo });
    if (!listed.ok) return listed;
    const read: CaseDocument[] = [];
    for (const document of listed.value) {
      const content = await ports.files.downloadBytes(document.id);
      if (!content.ok)
        return err(withDetail(failedTo(errorMessages.downloadFile, content.error), `document ${document.id}`));
      read.push({ document, bytes: content.value.bytes });
    }
    return ok(read);
  }
}

/** Account, cases, agenda, notifications, invitations, contact requests, my lawyers and the archive; two more per case. */
const FIXED_PARTS = 8;

function caseName(kase: Case): string {
  return kase.case.trim() === '' ? `N.º ${kase.id}` : kase.case;
}

/** A part's answer kept where the archive will read it; a failure passes through. */
function keep<T>(read: Result<T, PortalError>, store: (value: T) => void): PartResult {
  if (!read.ok) return read;
  store(read.value);
  return ok();
}

/**
 * Reads the parts, CONCURRENCY at a time, in order. After the first failure no part starts;
 * the ones already running finish, and the first failure is the answer (null when none failed).
 */
async function readAll(parts: readonly Part[], progress: ProgressReport): Promise<ExportFailure | null> {
  let next = 0;
  let failure: ExportFailure | null = null;
  async function worker(): Promise<void> {
    while (failure === null && next < parts.length) {
      const part = parts[next++]!;
      progress.started(part.label);
      const read = await part.read();
      if (!read.ok) {
        failure ??= { ...read.error, part: part.label };
        return;
      }
      progress.finished(part.label);
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, parts.length) }, worker));
  return failure;
}

/** Tells the listener how far the export has come; the part named is the latest still being read. */
class ProgressReport {
  private done = 0;
  private total = FIXED_PARTS;
  private readonly running: string[] = [];

  constructor(private readonly listener: ((progress: ExportProgress) => void) | undefined) {}

  expect(total: number): void {
    this.total = total;
  }

  started(part: string): void {
    this.running.push(part);
    this.tell(part);
  }

  finished(part: string): void {
    this.running.splice(this.running.indexOf(part), 1);
    this.done += 1;
    this.tell(this.running.at(-1) ?? part);
  }

  private tell(part: string): void {
    this.listener?.({ done: this.done, total: this.total, part });
  }
}

/** The files of the archive: the README first, a JSON per area, then each case's documents in a folder of its own. */
function archiveEntries(madeAt: ZipTime, caseList: readonly Case[], content: Collected): ZipEntry[] {
  const caseFolders = new UniqueNames();
  const documentEntries: ZipEntry[] = [];
  let movementCount = 0;
  let commentCount = 0;

  const cases = caseList.map((kase) => {
    const caseFile = content.caseFiles.get(kase.id);
    const movements = caseFile?.movements ?? [];
    const comments = caseFile?.comments ?? [];
    movementCount += movements.length;
    commentCount += comments.length;
    const stored = content.documents.get(kase.id) ?? [];
    const folder =
      stored.length === 0
        ? ''
        : `${exportFiles.documentsFolder}/${caseFolders.take(safeFileName(kase.case, `Asunto ${kase.id}`))}`;
    const names = new UniqueNames();
    const documents = stored.map(({ document, bytes }) => {
      const path = `${folder}/${names.take(safeFileName(document.name, DOCUMENT_NAME_DEFAULT))}`;
      documentEntries.push({ path, bytes });
      return { ...document, archivo: path };
    });
    return {
      ...kase,
      // The link token is a key others use to answer a request, not the client's data: it stays out.
      movimientos: movements.map(({ link_token: _secret, ...movement }) => movement),
      comentarios: comments,
      documentos: documents,
    };
  });

  const notifications = content.notifications.map(({ token_invitacion: _secret, ...notification }) => notification);
  const readme = exportReadme(madeAt, {
    cases: cases.length,
    movements: movementCount,
    comments: commentCount,
    documents: documentEntries.length,
    calendar: content.calendar.length,
    notifications: notifications.length,
    contactRequests: content.contactRequests.length,
    invitations: content.invitations.length,
    myLawyers: content.myLawyers.length,
  });
  return [
    { path: exportFiles.readme, bytes: utf8Bytes(readme) },
    json(exportFiles.profile, content.record?.user ?? null),
    json(exportFiles.billing, content.record?.billingInfo ?? null),
    json(exportFiles.location, content.record?.location ?? null),
    json(exportFiles.cases, cases),
    json(exportFiles.calendar, content.calendar),
    json(exportFiles.notifications, notifications),
    json(exportFiles.contactRequests, content.contactRequests),
    json(exportFiles.invitations, content.invitations),
    json(exportFiles.myLawyers, content.myLawyers),
    ...documentEntries,
  ];
}

function json(path: string, value: unknown): ZipEntry {
  return { path, bytes: utf8Bytes(`${JSON.stringify(value, null, 2)}\n`) };
}
