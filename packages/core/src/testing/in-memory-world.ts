import type { AccountRecordChange } from '../account/account-events';
import type { Billing } from '../account/billing';
import type { Location } from '../account/location';
import type { User, UserRecord } from '../account/user';
import type { CalendarRow } from '../calendar/calendar-rules';
import type { Case } from '../cases/case';
import { MOVEMENT_TYPE, type Movement, type MovementComment } from '../cases/movement';
import type { LawyerMail, NewCaseNotice, PaymentLinkRequest } from '../consultations/consultation-ports';
import type { ContactRequest } from '../directory/directory-entry';
import type { ContactRequests, DirectoryListing } from '../directory/directory-ports';
import type { Invitation } from '../directory/invitation';
import type { MyLawyer } from '../directory/my-lawyer';
import type { StudyInfo } from '../directory/study-info';
import {
  DOCUMENT_CATEGORY_DEFAULT,
  type Document,
  type DocumentCategory,
  type DocumentClassification,
  type DocumentType,
} from '../documents/document';
import { parseDocumentKey } from '../documents/document-key';
import type { IdentitySession } from '../identity/identity-gateway';
import type { Notification } from '../notifications/notification';
import { hasPublicLink } from '../cases/movement-links';
import { guardMessages, type CatalogueMessage } from '../shared/catalogue';
import type { Clock } from '../shared/clock';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { aUser, DEFAULT_CLIENT } from './account-builders';
import { detached } from './detached';
import { FixedClock } from './fixed-clock';

/** A user-pool account. */
export interface IdentityAccount {
  /** The provider's user id (sub), the client's id everywhere. */
  readonly userId: string;
  readonly email: string;
  readonly phone: string;
  /** The name given at sign-up, which the user record takes at confirmation; null for none. */
  readonly name: string | null;
  password: string;
  confirmed: boolean;
  /** The one sign-up code that currently confirms the account. */
  confirmationCode: string | null;
  resetCode: string | null;
}

export interface CaseRecord {
  readonly kase: Case;
  readonly ownerId: string;
  /** usuario_alta: who created the case (SPEC §6 filter). */
  readonly createdBy: string;
}

export interface MovementCommentRecord {
  comment: MovementComment;
  readonly movementId: string;
  /** The client who wrote it; null for the lawyer's side. */
  readonly authorId: string | null;
}

export interface CalendarRecord {
  row: CalendarRow;
  readonly clientId: string;
  readonly lawyerId: string;
}

export interface ContactRequestRecord {
  request: ContactRequest;
  readonly clientId: string;
}

export interface MyLawyerRecord {
  readonly lawyer: MyLawyer;
  readonly clientId: string;
}

export interface NotificationRecord {
  notification: Notification;
  readonly clientId: string;
}

/** An object of the file store, under its key 'group/case/file'. */
export interface StoredFile {
  readonly key: string;
  readonly fileName: string;
  readonly contentType: string | null;
  readonly contentBase64: string;
  readonly size: number;
  readonly updatedAt: string;
  readonly classification: DocumentClassification | null;
  /** The identity that uploaded it (the world's callerIdentity then); null for a seeded file. */
  readonly uploadedBy: string | null;
}

export type LawyerNotice = Parameters<ContactRequests['notifyLawyer']>[0];

/** What the services sent out of the portal: e-mails with codes, mails and notices to lawyers, payment links. */
export type OutboxMessage =
  | { readonly kind: 'confirmation-code'; readonly to: string; readonly code: string }
  | { readonly kind: 'password-reset-code'; readonly to: string; readonly code: string }
  | { readonly kind: 'mail-to-lawyer'; readonly mail: LawyerMail }
  | { readonly kind: 'new-case-notice'; readonly notice: NewCaseNotice }
  | { readonly kind: 'lawyer-notice'; readonly notice: LawyerNotice }
  | { readonly kind: 'payment-link'; readonly request: PaymentLinkRequest; readonly redirectUrl: string };

export interface ClientSeed {
  readonly userId?: string;
  readonly email?: string;
  readonly password?: string;
  /** E.164, with '+'. */
  readonly phone?: string;
  readonly name?: string;
  /** Default true; a confirmed client also gets its user record, as the emulator's confirmation hook does. */
  readonly confirmed?: boolean;
}

export interface TestClient {
  readonly userId: string;
  readonly email: string;
  readonly password: string;
  readonly phone: string;
  readonly name: string;
}

/** A password that meets SPEC §5's policy. */
export const TEST_PASSWORD = 'clave-segura-1';

/** Where generated record ids start, well above the builders' defaults. */
const FIRST_GENERATED_ID = 10001;
const FIRST_CODE = 314159;

/**
 * The state every in-memory fake shares: one user pool, one cloud database, one legacy API and
 * one file store, and the single signed-in session (a browser holds one). Tests seed it with the
 * add* methods; the fakes read and change it.
 *
 * Access rules, the ones the emulator answers with HTTP 401/403/404:
 * - a call that needs a client and has no session answers 'unauthenticated';
 * - a `clientId` argument that is not the signed-in client's, or an id of another client's
 *   record, answers 'forbidden'; an id nobody has answers 'not-found';
 * - the public links of SPEC §2 need no session: reading a date or file request (a movement of
 *   type 2, 3 or 7 with the link's token; any other movement only its owner reads), linking a
 *   file to a request that awaits one and dating the agenda entry of an unanswered date request
 *   (once, with the link's token), the studio pages, a lawyer's media and agenda, the document
 *   types and categories, and reading an invitation with its link's token. The file functions
 *   take guest credentials only for the one file a request's link may upload; downloads are the
 *   case owner's. Account writes need an existing record.
 */
export class InMemoryWorld {
  /** By e-mail, lowercased: the pool matches addresses whatever their case. */
  readonly accounts = new Map<string, IdentityAccount>();
  readonly users = new Map<string, User>();
  readonly billings = new Map<string, Billing>();
  readonly locations = new Map<string, Location>();
  readonly cases = new Map<string, CaseRecord>();
  readonly movements = new Map<string, Movement>();
  readonly movementComments = new Map<string, MovementCommentRecord>();
  readonly calendar = new Map<string, CalendarRecord>();
  readonly lawyers: DirectoryListing[] = [];
  readonly studies = new Map<string, StudyInfo>();
  /** In the order they were made: of two requests with the same date, the later one is the latest. */
  readonly contactRequests: ContactRequestRecord[] = [];
  readonly invitations = new Map<string, Invitation>();
  /** The secret of each invitation's e-mailed link. */
  readonly invitationTokens = new Map<string, string>();
  readonly myLawyers: MyLawyerRecord[] = [];
  readonly notifications = new Map<string, NotificationRecord>();
  readonly files = new Map<string, StoredFile>();
  /** The files (at most 10) each request received through its link, by movement: their storage keys. */
  readonly uploadsThroughLinks = new Map<string, readonly string[]>();
  readonly documentTypes: DocumentType[] = [];
  readonly documentCategories: DocumentCategory[] = [];
  readonly outbox: OutboxMessage[] = [];

  private currentSession: IdentitySession | null = null;
  private readonly accountChangeListeners = new Set<(change: AccountRecordChange) => void>();
  /** Bumped at every sign-out: the browser's guest identity is then a new one. */
  private guestIdentities = 0;
  private generatedIds = FIRST_GENERATED_ID;
  private generatedCodes = FIRST_CODE;

  constructor(readonly clock: Clock = new FixedClock()) {}

  /** A fresh record id, numeric like the legacy API's. */
  newId(): string {
    const id = String(this.generatedIds);
    this.generatedIds += 1;
    return id;
  }

  /** A fresh six-digit code for an e-mail. */
  newCode(): string {
    const code = String(this.generatedCodes);
    this.generatedCodes += 1;
    return code;
  }

  nowIso(): string {
    return this.clock.now().toISOString();
  }

  /** A movement made now on a case, blank but for the given fields; not stored yet. */
  newMovement(caseId: string, fields: Partial<Movement>): Movement {
    return this.withLinkToken({
      id_movimiento: this.newId(),
      fecha_alta: this.nowIso(),
      nombres: null,
      descripcion_movimiento: null,
      comentarios: null,
      id_tipo: 1,
      fecha_inicio_agenda: null,
      hora_inicio_agenda: null,
      todo_el_dia_agenda: false,
      link_archivo: null,
      link_url: null,
      monto: null,
      cuenta: null,
      pagado: false,
      origen: 'justiciable',
      id_justiciable: null,
      id_case: caseId,
      tipo_reunion: null,
      direccion_link: null,
      nombre_tipo: null,
      conexidad: null,
      diligencia: null,
      prueba: null,
      concepto: null,
      acto_procesal: null,
      id_agenda: null,
      link_token: null,
      estado_pago: null,
      vence_pago: null,
      ...fields,
    });
  }

  /** A request's public link token, as the service makes one for every request movement. */
  withLinkToken(movement: Movement): Movement {
    return movement.link_token === null && hasPublicLink(movement)
      ? { ...movement, link_token: `enlace-${this.newId().padStart(12, '0')}` }
      : movement;
  }

  // The cloud database's subscriptions (SPEC §7): what the account fake writes, the events fake delivers.

  /** Tells every listener that a user, billing or location record was written, as the database's subscriptions fire. */
  publishAccountChange(change: AccountRecordChange): void {
    for (const listener of this.accountChangeListeners) listener(detached(change));
  }

  /** Listens to every write of a user, billing or location record; answers a function that stops listening. */
  onAccountChange(listener: (change: AccountRecordChange) => void): () => void {
    this.accountChangeListeners.add(listener);
    return () => this.accountChangeListeners.delete(listener);
  }

  // Sessions.

  get session(): IdentitySession | null {
    return this.currentSession === null ? null : { ...this.currentSession };
  }

  /** Signs a registered, confirmed client in without the identity fake. */
  signInAs(userId: string): IdentitySession {
    const account = this.accountOf(userId);
    if (account === undefined || !account.confirmed) throw new Error(`No confirmed account ${userId} to sign in`);
    this.currentSession = { userId: account.userId, username: account.email, email: account.email };
    return { ...this.currentSession };
  }

  /** Ends the session; the file functions then see a new guest identity, as after Amplify's sign-out. */
  signOut(): void {
    this.currentSession = null;
    this.guestIdentities += 1;
  }

  /**
   * The identity-pool identity the file functions see: the signed-in client's, or without a
   * session this browser's guest identity, which lasts until the next sign-out.
   */
  get callerIdentity(): string {
    return this.currentSession === null ? `invitado-${this.guestIdentities}` : `cliente-${this.currentSession.userId}`;
  }

  accountOf(userId: string): IdentityAccount | undefined {
    return [...this.accounts.values()].find((account) => account.userId === userId);
  }

  // Access checks shared by the fakes.

  /** The signed-in client; 'unauthenticated' without one. */
  signedIn(): Result<IdentitySession, PortalError> {
    return this.currentSession === null ? err(portalError.unauthenticated()) : ok({ ...this.currentSession });
  }

  /** The signed-in client, when `clientId` is theirs. */
  actingFor(clientId: string, message: CatalogueMessage): Result<IdentitySession, PortalError> {
    const session = this.signedIn();
    if (!session.ok) return session;
    return session.value.userId === clientId
      ? session
      : err(portalError.forbidden(message, `client ${clientId} is not the signed-in client`));
  }

  /** A case of the signed-in client. */
  ownCase(caseId: string, notFound: CatalogueMessage): Result<CaseRecord, PortalError> {
    const session = this.signedIn();
    if (!session.ok) return session;
    const record = this.cases.get(caseId);
    if (record === undefined) return err(portalError.notFound(notFound, `case ${caseId}`));
    if (record.ownerId !== session.value.userId)
      return err(portalError.forbidden(guardMessages.caseNotAuthorized, `case ${caseId}`));
    return ok(record);
  }

  /** A movement on a case of the signed-in client. */
  ownMovement(movementId: string, notFound: CatalogueMessage): Result<Movement, PortalError> {
    const session = this.signedIn();
    if (!session.ok) return session;
    const movement = this.movements.get(movementId);
    if (movement === undefined) return err(portalError.notFound(notFound, `movement ${movementId}`));
    const owned = this.ownCase(movement.id_case, notFound);
    return owned.ok ? ok(movement) : owned;
  }

  // Seeding. Everything is copied in, so a test's later changes to its objects do not leak in.

  /** A user-pool account; a confirmed one also gets its user record. */
  addClient(seed: ClientSeed = {}): TestClient {
    const client: TestClient = {
      userId: seed.userId ?? DEFAULT_CLIENT.id,
      email: seed.email ?? DEFAULT_CLIENT.email,
      password: seed.password ?? TEST_PASSWORD,
      phone: seed.phone ?? DEFAULT_CLIENT.phone,
      name: seed.name ?? DEFAULT_CLIENT.name,
    };
    const emailKey = client.email.toLowerCase();
    if (this.accounts.has(emailKey) || this.accountOf(client.userId) !== undefined) {
      throw new Error(`A client with e-mail ${client.email} or id ${client.userId} already exists`);
    }
    const confirmed = seed.confirmed ?? true;
    this.accounts.set(emailKey, {
      userId: client.userId,
      email: client.email,
      phone: client.phone,
      name: client.name,
      password: client.password,
      confirmed,
      confirmationCode: null,
      resetCode: null,
    });
    if (confirmed) this.createUserRecord(client.userId, client.email, client.phone, client.name);
    return client;
  }

  /** The user record a confirmed sign-up creates (the emulator's confirmation hook). */
  createUserRecord(userId: string, email: string, phone: string, name: string | null): void {
    const now = this.nowIso();
    this.users.set(userId, {
      ...aUser(),
      id: userId,
      name,
      email,
      phone,
      celphone: phone,
      owner: userId,
      createdAt: now,
      updatedAt: now,
      userBillingInfoId: null,
      userLocationId: null,
    });
  }

  /** A user record with its billing and location, replacing any with the same ids. */
  putUserRecord(record: UserRecord): void {
    this.users.set(record.user.id, detached(record.user));
    if (record.billingInfo !== null) this.billings.set(record.billingInfo.id, detached(record.billingInfo));
    if (record.location !== null) this.locations.set(record.location.id, detached(record.location));
  }

  addCase(kase: Case, owner: { readonly ownerId: string; readonly createdBy?: string }): void {
    this.requireAbsent(this.cases, kase.id, 'case');
    this.cases.set(kase.id, {
      kase: detached(kase),
      ownerId: owner.ownerId,
      createdBy: owner.createdBy ?? owner.ownerId,
    });
  }

  /** A movement on an existing case (its id_case); a date request's id_agenda names an agenda entry added before. */
  addMovement(movement: Movement): void {
    const { id_movimiento: movementId, id_agenda: agendaId } = movement;
    this.requireAbsent(this.movements, movementId, 'movement');
    if (!this.cases.has(movement.id_case))
      throw new Error(`Movement ${movementId} names unknown case ${movement.id_case}`);
    if (agendaId !== null && movement.id_tipo !== MOVEMENT_TYPE.calendarRequest) {
      throw new Error(
        `Movement ${movementId} of type ${movement.id_tipo} names agenda entry ${agendaId}; only a date request (type 7) owns one`,
      );
    }
    if (agendaId !== null && !this.calendar.has(agendaId))
      throw new Error(`Movement ${movementId} names unknown agenda entry ${agendaId}`);
    this.movements.set(movementId, detached(this.withLinkToken(movement)));
  }

  addMovementComment(
    comment: MovementComment,
    on: { readonly movementId: string; readonly authorId?: string | null },
  ): void {
    this.requireAbsent(this.movementComments, comment.id, 'comment');
    if (!this.movements.has(on.movementId))
      throw new Error(`Comment ${comment.id} names unknown movement ${on.movementId}`);
    const onMovement = { ...comment, id_movimiento: on.movementId };
    this.movementComments.set(comment.id, {
      comment: detached(onMovement),
      movementId: on.movementId,
      authorId: on.authorId ?? null,
    });
  }

  addCalendarRow(row: CalendarRow, parties: { readonly clientId: string; readonly lawyerId: string }): void {
    this.requireAbsent(this.calendar, row.id_agenda, 'agenda entry');
    this.calendar.set(row.id_agenda, { row: detached(row), ...parties });
  }

  addLawyer(listing: DirectoryListing): void {
    this.lawyers.push(detached(listing));
  }

  addStudy(study: StudyInfo): void {
    this.requireAbsent(this.studies, study.id_grupo, 'study');
    this.studies.set(study.id_grupo, detached(study));
  }

  addContactRequest(request: ContactRequest, from: { readonly clientId: string }): void {
    this.contactRequests.push({ request: detached(request), clientId: from.clientId });
  }

  addInvitation(invitation: Invitation): void {
    this.requireAbsent(this.invitations, invitation.id, 'invitation');
    this.invitations.set(invitation.id, detached(invitation));
    this.invitationTokens.set(invitation.id, `invitacion-${this.newId()}`);
  }

  /** Makes the lawyer one of the client's, with the accepted, read request that shows CONTACTADO. */
  linkLawyer(clientId: string, lawyer: MyLawyer): void {
    if (
      !this.myLawyers.some((record) => record.clientId === clientId && record.lawyer.id_abogado === lawyer.id_abogado)
    ) {
      this.myLawyers.push({ clientId, lawyer: detached(lawyer) });
    }
    this.contactRequests.push({
      clientId,
      request: {
        id: this.newId(),
        id_abogado: lawyer.id_abogado,
        leido: true,
        estado: 'aceptada',
        id_contacto_justiciable: clientId,
        fecha_baja_contacto: null,
        fecha_alta: this.nowIso(),
      },
    });
  }

  /** Ends the client's contact with a lawyer: gone from their lawyers, and the accepted requests get an end date. */
  unlinkLawyer(clientId: string, lawyerId: string): void {
    const endedAt = this.nowIso();
    const kept = this.myLawyers.filter(
      (record) => record.clientId !== clientId || record.lawyer.id_abogado !== lawyerId,
    );
    this.myLawyers.splice(0, this.myLawyers.length, ...kept);
    for (const record of this.contactRequests) {
      const { request } = record;
      if (
        record.clientId === clientId &&
        request.id_abogado === lawyerId &&
        request.estado === 'aceptada' &&
        request.fecha_baja_contacto === null
      ) {
        record.request = { ...request, fecha_baja_contacto: endedAt };
      }
    }
  }

  addNotification(notification: Notification, to: { readonly clientId: string }): void {
    this.requireAbsent(this.notifications, notification.id, 'notification');
    this.notifications.set(notification.id, { notification: detached(notification), clientId: to.clientId });
  }

  /** A stored file listed as this document; its id is its key 'group/case/file'. */
  addDocument(document: Document, contentBase64 = ''): void {
    const { groupId, caseId } = parseDocumentKey(document.id);
    if (groupId !== document.group_id || caseId !== document.case_id) {
      throw new Error(`Document id ${document.id} must be the key ${document.group_id}/${document.case_id}/<file>`);
    }
    this.requireAbsent(this.files, document.id, 'file');
    this.files.set(document.id, {
      key: document.id,
      fileName: document.name,
      contentType: document.type,
      contentBase64,
      size: document.size,
      updatedAt: document.updated_at,
      // A filed document lists its type and category as the client chose them.
      classification:
        document.category === DOCUMENT_CATEGORY_DEFAULT ? null : { type: document.type, category: document.category },
      uploadedBy: null,
    });
  }

  addDocumentType(type: DocumentType): void {
    this.documentTypes.push(detached(type));
  }

  addDocumentCategory(category: DocumentCategory): void {
    this.documentCategories.push(detached(category));
  }

  /** The latest code e-mailed to an address, of the given kind. */
  lastCodeSentTo(email: string, kind: 'confirmation-code' | 'password-reset-code'): string | null {
    const address = email.toLowerCase();
    const sent = this.outbox.findLast(
      (message): message is Extract<OutboxMessage, { readonly code: string }> =>
        message.kind === kind && message.to.toLowerCase() === address,
    );
    return sent?.code ?? null;
  }

  private requireAbsent(table: ReadonlyMap<string, unknown>, id: string, what: string): void {
    if (table.has(id)) throw new Error(`A ${what} with id ${id} was already added`);
  }
}
