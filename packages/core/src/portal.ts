import type { AccountUseCases } from './account/account-use-cases';
import type { AccountViews } from './account/account-views';
import type { PhoneViews } from './account/phone-views';
import type { AttentionUseCases } from './attention/attention-use-cases';
import type { CalendarUseCases } from './calendar/calendar-use-cases';
import type { CalendarViews } from './calendar/calendar-views';
import type { CaseViews } from './cases/case-views';
import type { ConsultationViews } from './consultations/consultation-views';
import type { DirectoryViews } from './directory/directory-views';
import type { GlossaryViews } from './glossary/glossary-views';
import type { NotificationViews } from './notifications/notification-views';
import type { PaymentViews } from './payments/payment-views';
import type { CaseUseCases } from './cases/case-use-cases';
import type { ConsultationUseCases } from './consultations/consultation-use-cases';
import type { DirectoryUseCases } from './directory/directory-use-cases';
import type { DocumentUseCases } from './documents/document-use-cases';
import type { MessageUseCases } from './messages/message-use-cases';
import type { IdentityUseCases } from './identity/identity-use-cases';
import type { NotificationUseCases } from './notifications/notification-use-cases';
import type { PaymentUseCases } from './payments/payment-use-cases';
import type { PrivacyUseCases } from './privacy/privacy-use-cases';
import type { CallOptions } from './shared/call-signal';
import type { InstantViews } from './instant-views';

/**
 * Every use-case as its area's interface declares it, each argument with its `client` (and a
 * save's `current`) named: what the use-cases themselves take. `Portal` is what callers get.
 */
export interface PortalUseCases
  extends
    IdentityUseCases,
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

/** The fields of an argument the portal fills in from its session when a call leaves them out. */
type SessionKeys = 'client' | 'current';

/** An argument whose `client` and `current` may be left out. */
export type WithImplicitSession<A> = Omit<A, SessionKeys> & { readonly [K in Extract<keyof A, SessionKeys>]?: A[K] };

/** A use-case whose argument has `client` or `current`, taking them as optional (the whole argument too, when nothing else is required). */
type ImplicitSessionCall<F> = F extends (...args: infer P) => infer R
  ? P extends [infer A]
    ? [Extract<keyof A, SessionKeys>] extends [never]
      ? F
      : Record<never, never> extends WithImplicitSession<A>
        ? (argument?: WithImplicitSession<A>) => R
        : (argument: WithImplicitSession<A>) => R
    : F
  : F;

/** Every use-case of PortalUseCases with `client` and `current` optional. */
export type ImplicitSession<T> = { [K in keyof T]: ImplicitSessionCall<T[K]> };

/**
 * Every use-case of the portal: one call per thing a client does. `createPortal(ports)` makes one
 * from adapters (`@justiciable/adapters`) or from the in-memory fakes (`@justiciable/core/testing`).
 *
 * Each use-case takes one object argument (or none) and answers a `Result`: `{ ok: true, value }`,
 * or `{ ok: false, error }` where `error` is a `PortalError` carrying the catalogue's Spanish
 * message (SPEC §8). Expected failures (a refused password, a network error, a missing case) are
 * answered, never thrown; `valueOrThrow(result)` turns a `Result` into its value or a
 * `PortalFailure` for scripts that prefer exceptions.
 *
 * Every argument is checked before the use-case runs, as a whole (each use-case's valibot schema,
 * `PORTAL_INPUT_SCHEMAS`): a missing argument or field, a value of the wrong kind ('Valor no
 * válido'), an id that is no id ('Identificador no válido'), a country, province, city or tax
 * condition not on core's lists (account/places.ts: 'Elija un país de la lista', …) is answered
 * `{ kind: 'invalid-input', field, message, fields }` before anything is sent: `field` is the
 * first refused value's path in the argument ('email', 'location.countryId', 'client.id'),
 * `fields` every one with its message. Never a TypeError, never a request.
 *
 * The portal knows its signed-in client: `client` (and a save's `current`, the user record) may
 * be left out of every call. After `loadSession`, `resumeSession`, `completeOnBoarding` or
 * `addMissingPhone` the client and record they answered are used, and each save's answer becomes
 * the next save's `current`; right after `signIn` (or a `confirmRegistration` that signed in) the
 * first call that needs them reads them with one `loadSession`. With nobody signed in such a
 * call answers `'invalid-input'` on `client` (or `current`) with 'El usuario no está autenticado',
 * sending nothing. `signOut` and `deleteAccount` forget them. Passing them stays valid: they are
 * used as given (the web app passes them).
 *
 * @example
 * valueOrThrow(await portal.signIn({ email: 'ana@example.com', password: 'clave-segura-1' }));
 * const cases = valueOrThrow(await portal.listCases());
 * await portal.saveBilling({ billing: { billingTaxCondition: 'Exento' } }); // the rest is kept
 */
// An interface rather than a type alias, so editors and compiler errors name `Portal` instead of spelling out its mapped type.
export interface Portal extends WithCallLimits<ImplicitSession<PortalUseCases>>, PortalViews {}

/**
 * What the portal works out from what its use-cases read, without asking a service: pure and
 * synchronous members beside the use-cases (not in PORTAL_USE_CASES), the same on every portal.
 */
export type PortalViews = InstantViews &
  CalendarViews &
  CaseViews &
  AccountViews &
  PhoneViews &
  PaymentViews &
  ConsultationViews &
  NotificationViews &
  DirectoryViews &
  GlossaryViews;

/**
 * Every use-case with `CallOptions` in its argument: a `signal` that stops the call. Every call
 * also ends within the portal's `timeoutMs` (`createPortal(ports, { timeoutMs })`, one minute
 * unless told), retries included (call-limits.ts).
 *
 * @example
 * const controller = new AbortController();
 * const cases = await portal.listCases({ signal: controller.signal });
 * // controller.abort() meanwhile: the call answers at once { ok: false, error: { kind: 'aborted', … } }, sending nothing more.
 */
export type WithCallLimits<T> = { [K in keyof T]: WithCallOptions<T[K]> };

/** A use-case whose one argument (none, optional or required) may also carry `CallOptions`. */
type WithCallOptions<UseCase> = UseCase extends (...args: infer Args) => infer Answer
  ? Args extends []
    ? (options?: CallOptions) => Answer
    : Args extends [infer Input]
      ? (input: Input & CallOptions) => Answer
      : Args extends [(infer Input)?]
        ? (input?: NonNullable<Input> & CallOptions) => Answer
        : UseCase
  : UseCase;

/** The name of one of the portal's use-cases. */
export type UseCaseName = keyof PortalUseCases;
