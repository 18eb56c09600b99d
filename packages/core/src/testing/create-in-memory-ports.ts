import type { PortalPorts } from '../portal-ports';
import { FixedClock } from './fixed-clock';
import { InMemoryAccountEvents } from './in-memory-account-events';
import { InMemoryAccountRepository } from './in-memory-account-repository';
import { InMemoryCalendarRepository } from './in-memory-calendar-repository';
import { InMemoryCaseRepository } from './in-memory-case-repository';
import { InMemoryClientRegistry } from './in-memory-client-registry';
import { InMemoryCommentRepository } from './in-memory-comment-repository';
import { InMemoryConsultationDesk } from './in-memory-consultation-desk';
import { InMemoryContactRequests } from './in-memory-contact-requests';
import { InMemoryDocumentLibrary } from './in-memory-document-library';
import { InMemoryFileStore } from './in-memory-file-store';
import { InMemoryIdentityGateway } from './in-memory-identity-gateway';
import { InMemoryInvitations } from './in-memory-invitations';
import { InMemoryLawyerDirectory } from './in-memory-lawyer-directory';
import { InMemoryMyLawyers } from './in-memory-my-lawyers';
import { InMemoryNotificationInbox } from './in-memory-notification-inbox';
import { InMemoryPaymentGateway } from './in-memory-payment-gateway';
import { InMemoryWorld } from './in-memory-world';
import { SequentialIdGenerator } from './sequential-id-generator';

export interface InMemoryPortsOptions {
  /** The fixed time of the clock the world and the use-cases share. */
  readonly now?: Date | string;
  /** Prefix of the ids the use-cases generate (attachment keys); default 'id-'. */
  readonly idPrefix?: string;
  /** Fills the world before the ports are handed out, e.g. with seedDemoWorld. */
  readonly seed?: (world: InMemoryWorld) => void;
}

/** Every port as its fake, over one shared world; the fakes keep their failNext. */
export interface InMemoryPorts extends PortalPorts {
  readonly world: InMemoryWorld;
  readonly identity: InMemoryIdentityGateway;
  readonly accounts: InMemoryAccountRepository;
  readonly accountEvents: InMemoryAccountEvents;
  readonly clients: InMemoryClientRegistry;
  readonly cases: InMemoryCaseRepository;
  readonly comments: InMemoryCommentRepository;
  readonly calendar: InMemoryCalendarRepository;
  readonly directory: InMemoryLawyerDirectory;
  readonly contactRequests: InMemoryContactRequests;
  readonly invitations: InMemoryInvitations;
  readonly myLawyers: InMemoryMyLawyers;
  readonly notifications: InMemoryNotificationInbox;
  readonly documents: InMemoryDocumentLibrary;
  readonly files: InMemoryFileStore;
  readonly consultations: InMemoryConsultationDesk;
  readonly payments: InMemoryPaymentGateway;
  readonly clock: FixedClock;
  readonly ids: SequentialIdGenerator;
}

/** A whole portal's ports in memory, for use-case tests, examples and demos. */
export function createInMemoryPorts(options: InMemoryPortsOptions = {}): InMemoryPorts {
  const clock = new FixedClock(options.now);
  const world = new InMemoryWorld(clock);
  options.seed?.(world);
  return {
    world,
    identity: new InMemoryIdentityGateway(world),
    accounts: new InMemoryAccountRepository(world),
    accountEvents: new InMemoryAccountEvents(world),
    clients: new InMemoryClientRegistry(world),
    cases: new InMemoryCaseRepository(world),
    comments: new InMemoryCommentRepository(world),
    calendar: new InMemoryCalendarRepository(world),
    directory: new InMemoryLawyerDirectory(world),
    contactRequests: new InMemoryContactRequests(world),
    invitations: new InMemoryInvitations(world),
    myLawyers: new InMemoryMyLawyers(world),
    notifications: new InMemoryNotificationInbox(world),
    documents: new InMemoryDocumentLibrary(world),
    files: new InMemoryFileStore(world),
    consultations: new InMemoryConsultationDesk(world),
    payments: new InMemoryPaymentGateway(world),
    clock,
    ids: new SequentialIdGenerator(options.idPrefix),
  };
}
