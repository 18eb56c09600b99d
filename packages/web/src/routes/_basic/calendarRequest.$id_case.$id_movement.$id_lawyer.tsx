import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { CalendarRequestPage } from '../../features/calendar/calendar-request-page';
import { enforce, leaveWith } from '../-guard';
import { LinkSearchSchema } from '../-link-search';

/**
 * A date request (SPEC §2): the movement must be an unanswered type 7; a signed-in owner of the
 * case answers it inside the case instead. The page shows the request and the lawyer's busy slots.
 */
export const Route = createFileRoute('/_basic/calendarRequest/$id_case/$id_movement/$id_lawyer')({
  validateSearch: LinkSearchSchema,
  beforeLoad: async ({ context, params, search }) => {
    const checked = await context.portal.checkCalendarRequestLink({ caseId: params.id_case, movementId: params.id_movement, token: search.token ?? null });
    if (!checked.ok) leaveWith(checked.error, context.toaster, '/welcome');
    enforce(checked.value, context.toaster);
  },
  loaderDeps: ({ search }) => ({ token: search.token ?? null }),
  loader: async ({ context, params, deps }) => {
    const [request, busySlots] = await Promise.all([
      context.portal.readRequestLink({ caseId: params.id_case, movementId: params.id_movement, token: deps.token }),
      context.portal.listLawyerCalendar(params.id_lawyer),
    ]);
    return { request: loaded(request), busySlots: loaded(busySlots) };
  },
  component: CalendarRequestPage,
});
