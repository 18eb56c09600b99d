import { accountUseCases } from './account/account-use-cases';
import { accountViews } from './account/account-views';
import { phoneViews } from './account/phone-views';
import { attentionUseCases } from './attention/attention-use-cases';
import { calendarUseCases } from './calendar/calendar-use-cases';
import { calendarViews } from './calendar/calendar-views';
import { caseViews } from './cases/case-views';
import { consultationViews } from './consultations/consultation-views';
import { directoryViews } from './directory/directory-views';
import { glossaryViews } from './glossary/glossary-views';
import { notificationViews } from './notifications/notification-views';
import { paymentViews } from './payments/payment-views';
import { caseUseCases } from './cases/case-use-cases';
import { consultationUseCases } from './consultations/consultation-use-cases';
import { directoryUseCases } from './directory/directory-use-cases';
import { documentUseCases } from './documents/document-use-cases';
import { identityUseCases } from './identity/identity-use-cases';
import { messageUseCases } from './messages/message-use-cases';
import { notificationUseCases } from './notifications/notification-use-cases';
import { withCallLimits, type PortalOptions } from './call-limits';
import type { Portal, PortalUseCases } from './portal';
import { paymentUseCases } from './payments/payment-use-cases';
import { instantViews } from './instant-views';
import { guardPortal } from './portal-boundary';
import type { PortalPorts } from './portal-ports';
import { privacyUseCases } from './privacy/privacy-use-cases';

/**
 * Every use-case of the portal, wired to one set of ports: `createAdapters(config)` from
 * `@justiciable/adapters` for the real services, `createInMemoryPorts()` from
 * `@justiciable/core/testing` for tests. The reads and the session's use-cases are ready at once;
 * each write's code is fetched at its first call (`onFirstCall`).
 *
 * Every call ends within `options.timeoutMs` (default `DEFAULT_CALL_TIMEOUT_MS`, one minute;
 * `null` for no limit), its retries included, and stops at once when its argument's `signal`
 * aborts (`CallOptions`): a typed failure, and no request sent after.
 *
 * Every argument is checked before its use-case runs ('invalid-input' naming the field, nothing
 * sent), and the portal remembers its signed-in client: `client` and a save's `current` may be
 * left out once someone signed in (see `Portal`).
 *
 * @example
 * const portal = createPortal(createAdapters(config), { timeoutMs: 10_000 });
 * const cases = await portal.listCases({ client, signal: AbortSignal.timeout(2_000) });
 */
export function createPortal(ports: PortalPorts, options: PortalOptions = {}): Portal {
  // withCallLimits takes `signal` out of the argument before any use-case reads it, and makes the
  // use-cases again on each call's own view of the ports. guardPortal wraps it once, as it holds
  // the portal's session (the signed-in client) across calls; its schemas let `signal` through,
  // and the loadSession it may make is limited like any call.
  return {
    ...guardPortal(withCallLimits(ports, options, useCasesOn)),
    ...instantViews,
    ...calendarViews,
    ...caseViews,
    ...accountViews,
    ...phoneViews,
    ...paymentViews,
    ...consultationViews,
    ...notificationViews,
    ...directoryViews,
    ...glossaryViews,
  };
}

/** Every use-case on one set of ports: made once, and again for each call with a signal or time limit. */
function useCasesOn(ports: PortalPorts): PortalUseCases {
  return {
    ...identityUseCases(ports),
    ...accountUseCases(ports),
    ...caseUseCases(ports),
    ...paymentUseCases(ports),
    ...attentionUseCases(ports),
    ...calendarUseCases(ports),
    ...directoryUseCases(ports),
    ...notificationUseCases(ports),
    ...messageUseCases(ports),
    ...documentUseCases(ports),
    ...consultationUseCases(ports),
    ...privacyUseCases(ports),
  };
}
