// @justiciable/core/contracts: the contract suites that the fakes and the real adapters both pass,
// and the assertions on Results they share. They are vitest suites (vitest is an optional peer, and
// ESM-only), so they are an entry of their own: @justiciable/core/testing loads without vitest.

export { expectAllValid, expectFailure, expectIdentityRefusal, expectOk, expectValid } from './contract-expectations';
export { describeIdentityGatewayContract, type IdentityGatewayWorld } from './identity-gateway-contract';
export { describeAccountRepositoryContract, type AccountRepositoryWorld } from './account-repository-contract';
export { describeAccountEventsContract, type AccountEventsWorld } from './account-events-contract';
export { describeClientRegistryContract, type ClientRegistryWorld } from './client-registry-contract';
export { describeCaseRepositoryContract, type CaseRepositoryWorld } from './case-repository-contract';
export { describeCommentRepositoryContract, type CommentRepositoryWorld } from './comment-repository-contract';
export { describeCalendarRepositoryContract, type CalendarRepositoryWorld } from './calendar-repository-contract';
export { describeLawyerDirectoryContract, type LawyerDirectoryWorld } from './lawyer-directory-contract';
export { describeContactRequestsContract, type ContactRequestsWorld } from './contact-requests-contract';
export { describeInvitationsContract, type InvitationsWorld } from './invitations-contract';
export { describeMyLawyersContract, type MyLawyersWorld } from './my-lawyers-contract';
export { describeNotificationInboxContract, type NotificationInboxWorld } from './notification-inbox-contract';
export { describeDocumentLibraryContract, type DocumentLibraryWorld } from './document-library-contract';
export { describeFileStoreContract, type FileStoreWorld } from './file-store-contract';
export { describeConsultationDeskContract, type ConsultationDeskWorld } from './consultation-desk-contract';
export { describePaymentGatewayContract, type PaymentGatewayWorld } from './payment-gateway-contract';
export { describeDeviceStoreContract, type DeviceStoreWorld } from './device-store-contract';
