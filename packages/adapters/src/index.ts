export { createAdapters, RandomIdGenerator, SystemClock } from './create-adapters';
export type { AdapterOptions, AdapterPorts } from './create-adapters';
export { configFromEnv, emulatorConfig, PORTAL_ENV_VARIABLES } from './config-sources';
export { parsePortalConfig, PortalConfigError, PortalConfigSchema, PORTAL_REGION } from './portal-config';
export type { PortalConfig, PortalConfigInput } from './portal-config';
export { CognitoIdentityGateway } from './cognito/cognito-identity-gateway';
export { preloadAmplify } from './cognito/configure-amplify';
export type { TokenStorage } from './cognito/configure-amplify';
export { fileTokenStorage } from './cognito/file-token-storage';
export type { WritableTokenStorage } from './cognito/file-token-storage';
export { DEBUG_ENV_VARIABLE } from './shared/logger';
export type { AdapterLogger } from './shared/logger';
export { hasStoredCognitoSession, isStoredCognitoUserKey, storedCognitoUserId } from './cognito/stored-session';
export {
  AppSyncAccountRepository,
  ACCOUNT_OPERATION_AUTH,
  API_KEY_ACCOUNT_WRITES,
} from './appsync/appsync-account-repository';
export type { AccountOperationName } from './appsync/appsync-account-repository';
export { AppSyncClient } from './appsync/appsync-client';
export type { AppSyncAuthMode, AppSyncClientOptions } from './appsync/appsync-client';
export { LambdaFileStore } from './lambda/lambda-file-store';
export type { LambdaFileStoreOptions } from './lambda/lambda-file-store';
export { createLegacyApi } from './legacy-api/legacy-api';
export type { LegacyApi } from './legacy-api/legacy-api';
export { LegacyApiClient } from './legacy-api/legacy-api-client';
export type { LegacyApiClientOptions } from './legacy-api/legacy-api-client';
export { LegacyApiCalendarRepository } from './legacy-api/legacy-api-calendar-repository';
export { LegacyApiCaseRepository } from './legacy-api/legacy-api-case-repository';
export { LegacyApiClientRegistry } from './legacy-api/legacy-api-client-registry';
export { LegacyApiCommentRepository } from './legacy-api/legacy-api-comment-repository';
export { LegacyApiConsultationDesk } from './legacy-api/legacy-api-consultation-desk';
export { LegacyApiContactRequests } from './legacy-api/legacy-api-contact-requests';
export { LegacyApiDocumentLibrary } from './legacy-api/legacy-api-document-library';
export { LegacyApiInvitations } from './legacy-api/legacy-api-invitations';
export { LegacyApiLawyerDirectory } from './legacy-api/legacy-api-lawyer-directory';
export { LegacyApiMyLawyers } from './legacy-api/legacy-api-my-lawyers';
export { LegacyApiNotificationInbox } from './legacy-api/legacy-api-notification-inbox';
export { LegacyApiPaymentGateway } from './legacy-api/legacy-api-payment-gateway';
export type { AccessTokenSource, AwsCredentials, CredentialsSource } from './shared/session-sources';
export {
  DEVICE_DATABASE,
  openIndexedDbDeviceStore,
  type IndexedDbFactory,
} from './device-store/indexeddb-device-store';
