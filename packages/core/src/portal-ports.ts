import type { AccountEvents } from './account/account-events';
import type { PortCall } from './shared/call-signal';
import type { AccountRepository, ClientRegistry } from './account/account-repository';
import type { CalendarRepository } from './calendar/calendar-repository';
import type { CaseRepository, CommentRepository } from './cases/case-repository';
import type { ConsultationDesk, PaymentGateway } from './consultations/consultation-ports';
import type { ContactRequests, Invitations, LawyerDirectory, MyLawyers } from './directory/directory-ports';
import type { DocumentLibrary, FileStore } from './documents/document-ports';
import type { IdentityGateway } from './identity/identity-gateway';
import type { NotificationInbox } from './notifications/notification-inbox';
import type { Clock, IdGenerator } from './shared/clock';

/** Every port the use-cases need; adapters or fakes provide them. */
export interface PortalPorts {
  readonly identity: IdentityGateway;
  readonly accounts: AccountRepository;
  /** The changes to the signed-in client's account, as they happen (SPEC §7 subscriptions). */
  readonly accountEvents: AccountEvents;
  readonly clients: ClientRegistry;
  readonly cases: CaseRepository;
  readonly comments: CommentRepository;
  readonly calendar: CalendarRepository;
  readonly directory: LawyerDirectory;
  readonly contactRequests: ContactRequests;
  readonly invitations: Invitations;
  readonly myLawyers: MyLawyers;
  readonly notifications: NotificationInbox;
  readonly documents: DocumentLibrary;
  readonly files: FileStore;
  readonly consultations: ConsultationDesk;
  readonly payments: PaymentGateway;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /**
   * Where the video rooms of meetings booked without a link open (videoMeetingLink); left out,
   * DEFAULT_VIDEO_MEETING_BASE_URL (Jitsi Meet's public service).
   */
  readonly videoMeetingBaseUrl?: string;
  /**
   * The same ports for one call (`createPortal` asks for them for each call with a `signal` or a
   * time limit): every request they send carries `call.signal`, so a call stopped by its caller or
   * its `timeoutMs` aborts the request on its way and sends no other, retries included. The ports
   * are shared by every call at once, hence a view per call rather than a signal kept on them.
   * Left out (the in-memory fakes), a stopped call still answers at once.
   */
  readonly forCall?: (call: PortCall) => PortalPorts;
}
