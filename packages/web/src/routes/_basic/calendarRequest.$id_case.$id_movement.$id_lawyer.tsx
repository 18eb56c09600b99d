import { createFileRoute } from '@tanstack/react-router';
import { loadedPage } from '../../data/page-parts';
import { CalendarRequestPage } from '../../features/calendar/calendar-request-page';
import { enforce, unansweredOrLeave } from '../-guard';
import { LinkSearchSchema } from '../-link-search';
import { titled } from '../../shell/page-title';

/**
 * A date request (SPEC §2): the movement must be an unanswered type 7; a signed-in owner of the
 * case answers it inside the case instead. The page shows the request and the lawyer's busy slots.
 * A check that got no answer stays on the link, which shows its message with 'Reintentar'.
 */
export const Route = createFileRoute('/_basic/calendarRequest/$id_case/$id_movement/$id_lawyer')({
  validateSearch: LinkSearchSchema,
  beforeLoad: async ({ context, params, search }) => {
    const checked = await context.portal.checkCalendarRequestLink({
      caseId: params.id_case,
      movementId: params.id_movement,
      token: search.token ?? null,
    });
    if (!checked.ok) return { unchecked: unansweredOrLeave(checked.error, context.toaster, '/welcome') };
    enforce(checked.value, context.toaster);
    return { unchecked: null };
  },
  loaderDeps: ({ search }) => ({ token: search.token ?? null }),
  loader: async ({ context, params, deps }) => {
    if (context.unchecked !== null) {
      const unchecked = { ok: false, message: context.unchecked } as const;
      return { request: unchecked, busySlots: unchecked };
    }
    return loadedPage(
      await context.portal.readDateRequest({
        caseId: params.id_case,
        movementId: params.id_movement,
        token: deps.token,
        lawyerId: params.id_lawyer,
      }),
      ['request', 'busySlots'],
    );
  },
  head: () => titled('Elegir fecha y hora'),
  component: CalendarRequestPage,
});
