import type { AccountUseCases } from './account/account-use-cases';
import type { AttentionUseCases } from './attention/attention-use-cases';
import type { CalendarUseCases } from './calendar/calendar-use-cases';
import type { CaseUseCases } from './cases/case-use-cases';
import type { ConsultationUseCases } from './consultations/consultation-use-cases';
import type { DirectoryUseCases } from './directory/directory-use-cases';
import type { DocumentUseCases } from './documents/document-use-cases';
import type { MessageUseCases } from './messages/message-use-cases';
import type { IdentityUseCases } from './identity/identity-use-cases';
import type { NotificationUseCases } from './notifications/notification-use-cases';
import type { PaymentUseCases } from './payments/payment-use-cases';
import type { PrivacyUseCases } from './privacy/privacy-use-cases';

/**
 * Every use-case of the portal: one call per thing a client does. `createPortal(ports)` makes one
 * from adapters (`@justiciable/adapters`) or from the in-memory fakes (`@justiciable/core/testing`).
 *
 * Each use-case takes one object argument (or none) and answers a `Result`: `{ ok: true, value }`,
 * or `{ ok: false, error }` where `error` is a `PortalError` carrying the catalogue's Spanish
 * message (SPEC §8). Expected failures (a refused password, a network error, a missing case) are
 * answered, never thrown; `valueOrThrow(result)` turns a `Result` into its value or a
 * `PortalFailure` for scripts that prefer exceptions.
 */
export interface Portal
  extends IdentityUseCases,
    AccountUseCases,
    CaseUseCases,
    PaymentUseCases,
    AttentionUseCases,
    CalendarUseCases,
    DirectoryUseCases,
    NotificationUseCases,
    MessageUseCases,
    DocumentUseCases,
    ConsultationUseCases,
    PrivacyUseCases {}

/** The name of one of the portal's use-cases. */
export type UseCaseName = keyof Portal;
