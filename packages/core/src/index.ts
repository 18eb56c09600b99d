// The public API of @justiciable/core: named exports only, grouped by area.

// shared
export { bytesToBase64 } from './shared/base64';
export { meetingMessages } from './shared/catalogue';
export {
  identityMessages,
  errorMessages,
  guardMessages,
  sessionMessages,
  passwordRuleMessages,
  validationMessages,
  successMessages,
  statusMessages,
  paymentMessages,
  paymentInProcessMessage,
  fileRequestMessages,
  loadingMessages,
  loadingSectionMessage,
  notificationMessages,
  paymentListMessages,
  portalStatus,
  lawyerMailSubjects,
  catalogue,
  type TooLongMessage,
  type LoadingSectionMessage,
  type CatalogueMessage,
} from './shared/catalogue';
export {
  priceMessages,
  consultationMessages,
  agendaMessages,
  offlineMessages,
  deviceDataMessages,
} from './shared/catalogue';
export { caseNextStepMessages, priceSentenceMessages } from './shared/catalogue';
export { appUpdateMessages } from './shared/catalogue';
export { conversationMessages } from './shared/catalogue';
export { attentionMessages } from './shared/catalogue';
export { accountDeletionMessages } from './shared/catalogue';
export type { Clock, IdGenerator } from './shared/clock';
export { MISSING, DISPLAY_LOCALE, serviceDay, formatDate, formatTime } from './shared/date-format';
export { formatServiceDay, formatServiceTime, type ServiceDateTime } from './shared/service-date-time';
export type { GuardDecision, GuardRefusal } from './shared/guard-decision';
export type { PagePart, PageParts, ReadPart } from './shared/page-parts';
export { isLegacySuccess } from './shared/http-status';
export {
  NOTIFICATION_POSITIONS,
  NOTIFICATION_DEFAULTS,
  type NotificationPosition,
} from './shared/notification-position';
export {
  portalError,
  type IdentityReason,
  type TransportFailure,
  type PortalError,
  type PortalErrorKind,
} from './shared/portal-error';
export { PRODUCT_TOKEN, legacyNames, type LegacyNames } from './shared/product';
export { ok, err, mapResult, type Result, type Ok, type Err } from './shared/result';
export { PortalFailure, isPortalFailure, valueOrThrow } from './shared/portal-failure';
export { formatPesos } from './shared/pesos';
export { countOf, formatCount } from './shared/count-format';
export type { TextKind, TextFields } from './shared/text-limits';

// identity
export { identityReasonFromError, type IdentityProviderError } from './identity/identity-error-message';
export type {
  IdentitySession,
  SignUpRequest,
  SignUpOutcome,
  SignOutOutcome,
  SignOutScope,
  IdentityGateway,
} from './identity/identity-gateway';
export type { PasswordReset, PasswordResetOutcome } from './identity/confirm-password-reset';
export type { MissingPhone } from './identity/add-missing-phone';
export { loadedSessionOf, type LoadedSession } from './identity/load-session';
export type { OnBoardingCompletion } from './identity/on-boarding';
export {
  PASSWORD_MIN_LENGTH,
  validatePassword,
  type PasswordRule,
  type PasswordRuleMessage,
  type PasswordCheck,
} from './identity/password-policy';
export type { Registration, RegisteredClient } from './identity/register-client';
export type { SessionResume, ResumedSession } from './identity/resume-session';
export type { SignedInClient } from './identity/signed-in-client';

// account
export type { UserUpdate, AccountRepository, ClientRegistry } from './account/account-repository';
export type {
  AccountEvents,
  AccountEventsConnection,
  AccountEventsListener,
  AccountEventsSubscription,
  AccountRecordChange,
} from './account/account-events';
export type { AccountChange, AccountFollowing, FollowAccountRequest } from './account/follow-account';
export { BillingSchema, type Billing, type BillingInput } from './account/billing';
export type { AccountDeleted } from './account/delete-account';
export { nothingToReview, type DeletionReview, type DeletionReviewRequest } from './account/deletion-review';
export { LocationSchema, type Location, type LocationInput } from './account/location';
export { userProfileFromRecord } from './account/profile-mapping';
export {
  billingTextFields,
  billingFieldProblems,
  type BillingField,
  type BillingForm,
  type BillingSave,
} from './account/save-billing';
export {
  locationTextFields,
  locationFieldProblems,
  type LocationField,
  type LocationForm,
  type LocationSave,
} from './account/save-location';
export {
  ARGENTINA,
  ARGENTINE_PROVINCES,
  COUNTRIES,
  TAX_CONDITIONS,
  citiesOf,
  cityById,
  countryById,
  isTaxCondition,
  locationNamed,
  placeNamed,
  provinceById,
  provincesOfCountry,
  type City,
  type NamedLocation,
  type Place,
  type PlaceNames,
} from './account/places';
export { profileTextFields, profileFieldProblems, type ProfileChanges, type ProfileSave } from './account/save-profile';
export { isValidCuit } from './account/tax-id';
export {
  CALLING_CODES,
  DEFAULT_CALLING_COUNTRY,
  callingCode,
  isCellphone,
  isPhoneNumber,
  type CallingCountry,
  type PhoneParts,
} from './account/phone-number';
export { UserProfileSchema, type UserProfile } from './account/user-profile';
export { UserSchema, UserRecordSchema, type User, type UserRecord } from './account/user';

// cases
export { commentTextFields, type CommentDraft } from './cases/add-comment';
export { movementTextFields, type MovementDraft } from './cases/add-movement';
export type { CalendarRequestAnswer } from './cases/answer-calendar-request';
export type { FileRequestAnswer } from './cases/answer-file-request';
export type { FileRequestFile, FileRequestCompletion, CompletedFileRequest } from './cases/answer-file-request-files';
export { deriveCaseEstado, sortCasesNewestFirst } from './cases/case-estado';
export { caseNextStep, type CaseActor, type CaseNextStep } from './cases/case-next-step';
export { GLOSSARY, glossarySlug, glossaryTerm, searchGlossary, type GlossaryTerm } from './glossary/glossary';
export { glossaryViews, type GlossaryViews } from './glossary/glossary-views';
export type {
  CaseFile,
  NewMovement,
  CaseRepository,
  FileAttachment,
  NewComment,
  CommentRepository,
} from './cases/case-repository';
export { CASE_ESTADOS, CaseSchema, type CaseEstado, type Case } from './cases/case';
export type { CaseMovement, CaseMovementComment } from './cases/case-movement';
export { lawyersOfCases, type CaseSearch, type SearchableCase } from './cases/case-search';
export { awaitsPayment, paymentState, pendingPaymentTotal, type PaymentState } from './cases/payments';
export type { PaymentLinkOrder } from './cases/create-payment-link';
export type { CaseFileKey } from './cases/download-case-file';
export type { CaseListOptions, CaseListRequest } from './cases/list-cases';
export type {
  CaseDetail,
  CaseDetailPart,
  CaseDetailRequest,
  CasePage,
  CheckoutReturnView,
  DateRequestPage,
} from './cases/case-pages';
export type { CaseListItem, CaseListPage, CaseListPageRequest } from './cases/case-list-page';
export type {
  CaseFileName,
  CaseFileView,
  CaseMovementView,
  MovementKind,
  MovementPayment,
  PendingPayments,
} from './cases/case-file-view';
export type { LinkConsultation, MyLawyersPage, MyLawyersPart, StudyPreview } from './directory/directory-pages';
export type { Inbox, InboxRequest, KnownCases, NotificationsPage, NotificationsPart } from './notifications/inbox';
export type {
  NewConsultationPart,
  NewConsultationStart,
  NewConsultationStartRequest,
} from './consultations/new-consultation-start';
export type { CaseMovements } from './cases/list-movements';
export {
  decideCalendarRequest,
  hasPublicLink,
  awaitsFile,
  awaitsDate,
  type LinkCaseAccess,
} from './cases/movement-links';
export {
  MOVEMENT_TYPE,
  MOVEMENT_TYPE_NAMES,
  movementTypeName,
  type MovementTypeId,
  MovementSchema,
  RequestedMovementSchema,
  MovementCommentSchema,
  CommentSchema,
  type Movement,
  type RequestedMovement,
  type MovementLink,
  type MovementComment,
  type Comment,
} from './cases/movement';
export type { CaseOpening, CaseOpeningRequest } from './cases/open-case';
export type { CaseFileContent } from './cases/read-case-file';
export type { RequestLink } from './cases/request-link';
export type { CheckoutReturnRecord, PaymentIdRecord, PaymentRecord } from './cases/record-payment';
export { readCheckoutReturn, type CheckoutReturn, type CheckoutStatus } from './cases/checkout-return';
export {
  checkoutOutcome,
  checkoutPaymentOf,
  paymentToReport,
  type CheckoutOfPayment,
  type CheckoutOutcome,
  type PaymentRecording,
} from './cases/checkout-outcome';
export type { CaseDocumentUpload, UploadedCaseDocument } from './cases/upload-case-document';
export type { CaseFileUpload, UploadedCaseFile } from './cases/upload-case-file';

// calendar
export { AGENDA_TIME_ZONE, agendaMoment, type AgendaMoment } from './calendar/agenda-clock';
export {
  isCalendarDay,
  addDays,
  addMonths,
  mondayOf,
  firstOfMonth,
  lastOfMonth,
  dateOf,
  formatDayMonth,
  monthTitle,
  weekdayName,
} from './calendar/calendar-days';
export { CalendarEntrySchema, type CalendarEntry, type CalendarFilters } from './calendar/calendar-entry';
export type { CalendarSlot, CalendarRepository } from './calendar/calendar-repository';
export {
  calendarEntryFromRow,
  calendarEntriesFromRows,
  calendarEntriesFromRowsInSlices,
  calendarEntryFromMovement,
  calendarEntriesFromMovements,
  sortCalendarNewestFirst,
  sortCalendarByStartTime,
  groupCalendarByDay,
  calendarFilterChoices,
  meetingEndMinutes,
  CALENDAR_FILTER_FIELDS,
  filterCalendar,
  prependCalendarEntry,
  type CalendarRow,
  type MovementCaseInfo,
  type CalendarFilterName,
  type CalendarDays,
} from './calendar/calendar-rules';
export {
  WORKING_DAY,
  busySlotsOf,
  workingDayStarts,
  meetingEnd,
  slotProblem,
  freeSlotAt,
  slotDay,
  slotPickerWeek,
  SLOT_PICKER_WEEKS,
  type BusySlot,
  type FreeSlot,
  type SlotRequest,
  type SlotProblem,
  type SlotStart,
  type SlotDay,
} from './calendar/free-slots';
export type { CalendarListing } from './calendar/list-calendar';
export { MAX_FREE_SLOT_DAYS, type FreeSlotListing } from './calendar/list-free-slots';
export type { LawyerCalendarListing } from './calendar/list-lawyer-calendar';
export { DEFAULT_MEETING_MINUTES, MEETING_LENGTHS, type MeetingLength } from './calendar/meeting-length';
export { clockTime } from './calendar/time-of-day';
export {
  upcomingCalendar,
  sortCalendarByDateAndTime,
  weekToOpen,
  type UpcomingCalendar,
} from './calendar/upcoming-calendar';
export { calendarEntryTitle } from './calendar/calendar-entry-title';
export {
  calendarToIcs,
  meetingToIcs,
  entryIcsFileName,
  escapeIcsText,
  foldIcsLine,
  webLink,
  AGENDA_ICS_FILE_NAME,
  ALL_DAY_REMINDERS,
  MEETING_REMINDERS,
  type IcsOptions,
} from './calendar/calendar-ics';
export { CALENDAR_CONTENT_TYPE, type CalendarExport, type CalendarFile } from './calendar/export-calendar-ics';
export {
  meetingOfEntry,
  meetingOfMovement,
  meetingStart,
  meetingFinish,
  formatMeetingMoment,
  isVideoMeeting,
  isInPersonMeeting,
  needsMeetingPlace,
  type Meeting,
} from './calendar/meeting';
export {
  meetingChangePolicy,
  canJoinMeeting,
  MEETING_CHANGE_NOTICE_MS,
  MEETING_JOIN_OPENS_MS,
  type MeetingChangePolicy,
  type MeetingJoinState,
} from './calendar/meeting-policy';
export { videoMeetingLink, bookedMeetingLink, DEFAULT_VIDEO_MEETING_BASE_URL } from './calendar/video-meeting-link';
export type { MeetingCancellation, MeetingRescheduling, MeetingChange } from './calendar/change-meeting';
export { calendarViews, type CalendarViews } from './calendar/calendar-views';
export { accountViews, type AccountViews, type SavedRecordRequest } from './account/account-views';
export { textViews, type TextLengthCheck, type TextViews } from './shared/text-views';
export { identityViews, type IdentityViews, type PasswordChecklistRequest } from './identity/identity-views';
export { phoneViews, type PhoneViews, type StoredPhone, type TypedPhone } from './account/phone-views';
export { caseViews, type CaseViews, type CaseFilterRequest } from './cases/case-views';
export type { InstantViews } from './instant-views';
export { paymentViews, type PaymentViews, type PaymentsView, type PaymentsViewing } from './payments/payment-views';
export {
  consultationViews,
  type ConsultationChargeViewing,
  type ConsultationViews,
  type SentPaymentViewing,
} from './consultations/consultation-views';
export {
  notificationViews,
  type CaseUnreadMessagesViewing,
  type InboxItem,
  type InboxView,
  type NotificationViews,
} from './notifications/notification-views';
export {
  directoryViews,
  type ConsultationLawyerSearch,
  type ConsultationLawyerSearching,
  type ConsultationProvinces,
  type ConsultationProvincesViewing,
  type DirectoryChoices,
  type DirectorySearching,
  type DirectoryViews,
} from './directory/directory-views';
export type { MeetingView, CaseMeetingView, AgendaEntryViewing, CaseMeetingViewing } from './calendar/meeting-view';
export type { SlotWeek, SlotWeekRequest, SlotPick } from './calendar/slot-week';
export type {
  AgendaView,
  AgendaDay,
  AgendaPeriod,
  AgendaPeriodRequest,
  AgendaViewRequest,
  AppliedCalendarFilter,
  AgendaFilterChoicesRequest,
} from './calendar/agenda-view';
export {
  formatEntryTime,
  formatEntryLawyer,
  formatEntrySubject,
  formatEntryMeetingType,
  formatMeetingInstant,
} from './calendar/entry-format';

// directory
export type { InvitationAcceptance, InvitationAccepted } from './directory/accept-invitation';
export type { StudyAvailability } from './directory/check-study-available';
export {
  consultableLawyers,
  type ConsultableLawyers,
  type ConsultationLawyers,
} from './directory/consultation-lawyers';
export {
  contactStateFromLatestRequest,
  latestRequestFor,
  contactButton,
  sortDirectory,
  visibleInDirectory,
  type ContactEvent,
} from './directory/contact-state';
export type { InvitationDeclined } from './directory/decline-invitation';
export {
  LawyerServiceSchema,
  CommunicationMediumSchema,
  DirectoryEntrySchema,
  ContactRequestSchema,
  type ContactState,
  type ContactButton,
  type LawyerService,
  type CommunicationMedium,
  type StudyMember,
  type DirectoryEntry,
  type ContactRequest,
} from './directory/directory-entry';
export type {
  DirectoryListing,
  LawyerDirectory,
  ContactRequestDraft,
  ContactRequests,
  InvitationAnswer,
  InvitationLink,
  Invitations,
  LawyerOfGroup,
  MyLawyers,
} from './directory/directory-ports';
export {
  filterDirectory,
  provinceOf,
  provincesOf,
  specialitiesOf,
  startingProvince,
  type DirectorySearch,
} from './directory/directory-search';
export type { LawyerDetails } from './directory/get-lawyer-details';
export { initialConsultationPrice } from './directory/initial-consultation-price';
export { InvitationSchema, type Invitation } from './directory/invitation';
export type { OpenedInvitation } from './directory/open-invitation';
export type { DirectoryOptions } from './directory/list-directory';
export { MyLawyerSchema, latestModification, type MyLawyer, type MyLawyerView } from './directory/my-lawyer';
export type { ContactRequestOutcome } from './directory/send-contact-request';
export { StudyInfoSchema, type StudyInfo } from './directory/study-info';

// documents
export { parseDocumentKey, documentFromStorageItem, type DocumentKey } from './documents/document-key';
export type { DocumentLibrary, FileUpload, FileDownload, FileContent, FileStore } from './documents/document-ports';
export {
  DOCUMENT_CATEGORY_DEFAULT,
  DOCUMENT_NAME_DEFAULT,
  DOCUMENT_TYPE_DEFAULT,
  DocumentSchema,
  DocumentTypeSchema,
  DocumentCategorySchema,
  type Document,
  type DocumentClassification,
  type DocumentType,
  type DocumentCategory,
} from './documents/document';
export { MAX_UPLOAD_BYTES, type FileToUpload, type EncodedFile } from './documents/file-to-upload';
export {
  MAX_FILES_PER_SEND,
  requestUploadKey,
  storedForRequest,
  filesAnsweringRequest,
  answeredFileCount,
} from './documents/request-files';
export { requestFilesMessages } from './shared/catalogue';
export { StorageItemSchema, type StorageItem } from './documents/storage-item';

// notifications
export type { NotificationInbox } from './notifications/notification-inbox';
export { NotificationSchema, type Notification } from './notifications/notification';
export { isSettledPaymentNotice, unreadNews, newsNeedsCases } from './notifications/payment-notice';
export { newNotificationsNotice } from './notifications/new-notifications-notice';
export { noticeTime, timeAgo, type NoticeTime } from './notifications/notice-time';
export type { NotificationRead } from './notifications/read-notification';

// messages
export {
  MESSAGE_NOTICE_TYPES,
  isMessageNotice,
  unreadMessageNotices,
  unreadMessageCount,
  unreadMessagesByCase,
  type MessageNoticeType,
} from './messages/unread-messages';
export {
  conversationOf,
  replyMovementText,
  ATTACHMENT_GROUPING_MS,
  type Conversation,
  type ConversationMessage,
  type ConversationSources,
  type MessageAttachment,
  type MessageAuthor,
} from './messages/conversation';
export {
  CONVERSATIONS_PAGE_SIZE,
  conversationCasesToRead,
  byLatestActivity,
  type ConversationInbox,
  type ConversationSummary,
} from './messages/conversation-inbox';
export type { MessageUseCases } from './messages/message-use-cases';
export type { CaseConversation, ConversationRequest } from './messages/read-conversation';
export type { ConversationInboxRequest } from './messages/list-conversations';
export type { MessageDraft, SentMessage } from './messages/send-message';

// consultations
export { consultationCharge, type ChargeType, type ConsultationCharge } from './consultations/consultation-charge';
export {
  chargeTexts,
  consultationPriceSentence,
  servicePriceText,
  type ChargeTexts,
} from './consultations/charge-texts';
export type {
  ConsultationRequest,
  StartedConsultation,
  NewCaseNotice,
  LawyerMail,
  ConsultationDesk,
  PaymentLinkRequest,
  PaymentReport,
  PaymentGateway,
} from './consultations/consultation-ports';
export type { ConsultationChoices } from './consultations/consultation-request';
export { parsePaymentPrice } from './consultations/payment-price';
export { sentPaymentState, type SentPaymentState } from './consultations/sent-payment';
export {
  consultationTextFields,
  type NewConsultation,
  type UnfinishedStep,
  type ConsultationStarted,
} from './consultations/start-consultation';

// attention
export { ATTENTION_KINDS, type AttentionKind, type AttentionItem, type AttentionDue } from './attention/attention-item';
export { byUrgency, sortByUrgency, MEETING_SOON_MS } from './attention/attention-order';
export {
  casesNeedingClient,
  casesToRead,
  whatNeedsMeFrom,
  WHAT_NEEDS_ME_CASE_READS,
  NEXT_MEETINGS,
  type WhatNeedsMe,
  type AttentionSources,
} from './attention/what-needs-me';
export type { WhatNeedsMeRequest } from './attention/list-what-needs-me';
export type { AttentionUseCases } from './attention/attention-use-cases';

// payments
export { paymentTotals, type Payment, type PaymentTally, type PaymentTotals } from './payments/payment';
export type { PaymentListRequest } from './payments/list-payments';
export {
  planPaymentReads,
  knownPayments,
  withCasePayments,
  PAID_HISTORY_FRESH_MS,
  type CasePayments,
  type PaymentReadPlan,
} from './payments/payment-reads';
export {
  PAYMENT_HISTORY_CONCURRENCY,
  type PaymentReadRequest,
  type PaymentReadProgress,
  type PaymentReadScope,
  type PaymentsRead,
} from './payments/read-payments';

// privacy
export type { ExportProgress, ExportOptions, ExportArchive } from './privacy/export-my-data';
export type { ExportFailure } from './privacy/export-parts';
export { safeFileName } from './privacy/archive-names';

// session
export type { AccountCopy, DeviceCopy, DeviceStore } from './session/device-store';
export {
  createSessionKeeper,
  REVALIDATE_AFTER_IDLE_MS,
  SESSION_COPY,
  type CheckedSession,
  type SessionKeeper,
  type SessionKeeperOptions,
  type SessionState,
} from './session/session-keeper';
export {
  NOTIFICATIONS_LOOK_MS,
  NOTIFICATIONS_RECHECK_MS,
  type NotificationsState,
  type NotificationsWatchRequest,
} from './session/watch-notifications';
export { FOLLOW_WHILE_HIDDEN_MS, type AccountFollower } from './session/follow-account-while-signed-in';
export { defaultSignals, type SessionSignals } from './session/session-signals';
export { createDeviceReads, type DeviceRead, type DeviceReads, type DeviceReadsOptions } from './session/device-reads';
export { loadedOf, type Freshness, type Loaded } from './session/loaded';

// portal
export type { PortalPorts } from './portal-ports';
export { createPortal } from './create-portal';
export { DEFAULT_CALL_TIMEOUT_MS, type PortalOptions } from './call-limits';
export type { CallOptions, CallSignal, PortCall } from './shared/call-signal';
export type { Portal, PortalUseCases, PortalViews, UseCaseName } from './portal';
export {
  PORTAL_USE_CASES,
  PORTAL_VIEWS,
  aroundUseCases,
  deferPortal,
  type DeferredPortal,
  type UseCaseCall,
} from './portal-use-cases';
export { PORTAL_INPUT_SCHEMAS, inputProblems } from './portal-input';
export type { ImplicitSession, WithImplicitSession } from './portal';
export { onFirstCall, type Unreachable } from './shared/on-first-call';
