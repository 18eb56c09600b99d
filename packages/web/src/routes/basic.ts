import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { BasicLayout } from '../shell/layouts';
import { enforce, leaveWith } from './guard';
import { rootRoute } from './root';

/** The basic layout (SPEC §2): pages opened from a link a lawyer sent, reachable without signing in. */
const basicLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'basic',
  component: BasicLayout,
});

/**
 * A date request (SPEC §2): the movement must be an unanswered type 7; a signed-in owner of the
 * case answers it inside the case instead.
 */
const calendarRequestRoute = createRoute({
  getParentRoute: () => basicLayoutRoute,
  path: 'calendarRequest/$id_case/$id_movement/$id_lawyer',
  beforeLoad: async ({ context, params }) => {
    const checked = await context.portal.checkCalendarRequestLink({ caseId: params.id_case, movementId: params.id_movement });
    if (!checked.ok) leaveWith(checked.error, context.toaster, '/welcome');
    enforce(checked.value, context.toaster);
  },
  component: lazyRouteComponent(() => import('../features/calendar/calendar-request-page'), 'CalendarRequestPage'),
});

/** A file request (SPEC §2): the movement must exist and, if type 2, have no file yet; same case-access rule. */
const fileRequestRoute = createRoute({
  getParentRoute: () => basicLayoutRoute,
  path: 'fileRequest/$id_case/$id_movement/$id_group',
  beforeLoad: async ({ context, params }) => {
    const checked = await context.portal.checkFileRequestLink({ caseId: params.id_case, movementId: params.id_movement });
    if (!checked.ok) leaveWith(checked.error, context.toaster, '/welcome');
    enforce(checked.value, context.toaster);
  },
  component: lazyRouteComponent(() => import('../features/documents/file-request-page'), 'FileRequestPage'),
});

/** A consultation started from a studio's public link (SPEC §2): the studio must be enabled. */
const consultationViaLinkRoute = createRoute({
  getParentRoute: () => basicLayoutRoute,
  path: 'consultationViaLink/$lawyerId/$id_grupo/$id_estudio/{-$service_name}/{-$comment}',
  beforeLoad: async ({ context, params }) => {
    const checked = await context.portal.checkStudyAvailable(params.id_grupo);
    if (!checked.ok) leaveWith(checked.error, context.toaster, '/welcome');
    enforce(checked.value.access, context.toaster);
    return { study: checked.value.study };
  },
  loader: ({ context }) => ({ study: context.study }),
  component: lazyRouteComponent(() => import('./pages/consultation-via-link'), 'ConsultationViaLinkRoutePage'),
});

const calendarNewConsultationRoute = createRoute({
  getParentRoute: () => basicLayoutRoute,
  path: 'calendarNewConsultation/$lawyerId/$id_grupo/$media/{-$comment}',
  component: lazyRouteComponent(() => import('../features/consultations/calendar-new-consultation-page'), 'CalendarNewConsultationPage'),
});

export const basicRoutes = basicLayoutRoute.addChildren([
  calendarRequestRoute,
  fileRequestRoute,
  consultationViaLinkRoute,
  calendarNewConsultationRoute,
]);
