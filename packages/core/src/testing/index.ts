// @justiciable/core/testing: in-memory fakes of every port and builders of realistic entities.
// Nothing here imports vitest, so a script or any test runner loads it; the contract suites,
// which are vitest suites, are their own entry (@justiciable/core/contracts, ./contracts.ts).

export { FixedClock } from './fixed-clock';
export { SequentialIdGenerator } from './sequential-id-generator';

export { InMemoryFake, type FailureMoment, type FailureOptions, type PortMethod } from './in-memory-fake';
export {
  InMemoryWorld,
  TEST_PASSWORD,
  type CalendarRecord,
  type CaseRecord,
  type ClientSeed,
  type ContactRequestRecord,
  type IdentityAccount,
  type LawyerNotice,
  type MovementCommentRecord,
  type MyLawyerRecord,
  type NotificationRecord,
  type OutboxMessage,
  type StoredFile,
  type TestClient,
} from './in-memory-world';
export { seedDemoWorld, type DemoWorld } from './demo-world';
export { createInMemoryPorts, type InMemoryPorts, type InMemoryPortsOptions } from './create-in-memory-ports';

export { InMemoryIdentityGateway } from './in-memory-identity-gateway';
export { InMemoryAccountRepository } from './in-memory-account-repository';
export { InMemoryAccountEvents } from './in-memory-account-events';
export { InMemoryClientRegistry } from './in-memory-client-registry';
export { InMemoryCaseRepository } from './in-memory-case-repository';
export { InMemoryCommentRepository } from './in-memory-comment-repository';
export { InMemoryCalendarRepository } from './in-memory-calendar-repository';
export { InMemoryLawyerDirectory } from './in-memory-lawyer-directory';
export { InMemoryContactRequests } from './in-memory-contact-requests';
export { InMemoryInvitations } from './in-memory-invitations';
export { InMemoryMyLawyers } from './in-memory-my-lawyers';
export { InMemoryNotificationInbox } from './in-memory-notification-inbox';
export { InMemoryDocumentLibrary } from './in-memory-document-library';
export { InMemoryFileStore } from './in-memory-file-store';
export { InMemoryDeviceStore } from './in-memory-device-store';
export { InMemoryConsultationDesk } from './in-memory-consultation-desk';
export { InMemoryPaymentGateway, type CheckoutOutcome } from './in-memory-payment-gateway';

export { aBilling, aLocation, aUser, aUserProfile, aUserRecord, DEFAULT_CLIENT } from './account-builders';
export { aCase, aComment, aMovement, aMovementComment } from './case-builders';
export { aCalendarEntry, aCalendarRow } from './calendar-builders';
export {
  aCommunicationMedium,
  aContactRequest,
  aDirectoryEntry,
  aDirectoryListing,
  aLawyerService,
  aMyLawyer,
  anInvitation,
  aStudyInfo,
} from './directory-builders';
export { aDocument, aDocumentCategory, aDocumentType } from './document-builders';
export { aNotification } from './notification-builders';
