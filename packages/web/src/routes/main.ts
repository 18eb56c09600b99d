import { identityMessages, type LoadedSession } from '@justiciable/core';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { casesAtom, casesLoadingAtom } from '../features/cases/cases-atoms';
import { moventsAtom, moventsLoadingAtom } from '../features/cases/movements-atoms';
import { calendarsAtom, calendarsCaseAtom, calendarsLoadingAtom } from '../features/calendar/calendar-atoms';
import { endSession } from '../session/end-session';
import type { RouterContext } from '../session/router-context';
import { userAuthAtom } from '../session/session-atoms';
import { userAtom, userLoadingAtom } from '../session/user-atoms';
import { enforce, leaveWith } from './guard';
import { rootRoute } from './root';

/**
 * The signed-in area (SPEC §2): every child first checks the session, then loads the user
 * record. It asks core each time rather than trusting a stored flag, so a session that expired
 * or a record that went missing is caught on the next navigation.
 */
async function requireSignedInClient(context: RouterContext): Promise<LoadedSession> {
  const store = context.store.current();
  store.set(userLoadingAtom, true);
  const loaded = await context.portal.loadSession();
  if (!loaded.ok) {
    // An authentication failure and a failed user load both end the session (SPEC §2).
    await endSession(context);
    if (loaded.error.message !== identityMessages.notAuthenticated) context.toaster.error(loaded.error.message);
    throw redirect({ to: '/welcome/{-$verified}', params: { verified: undefined }, replace: true });
  }
  store.set(userAuthAtom, loaded.value.session);
  store.set(userAtom, loaded.value);
  store.set(userLoadingAtom, false);
  return loaded.value;
}

async function countUnread({ portal }: RouterContext, session: LoadedSession): Promise<number | null> {
  const listed = await portal.listNotifications(session.client);
  return listed.ok ? listed.value.filter((notification) => !notification.leida).length : null;
}

export const mainLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'main',
  beforeLoad: async ({ context }) => ({ session: await requireSignedInClient(context) }),
  // Not awaited: the count fills in the navigation when it arrives instead of holding the page.
  loader: ({ context }) => ({ unreadNotifications: countUnread(context, context.session) }),
  // The signed-in frame is code only signed-in clients need, so /welcome does not load it.
  component: lazyRouteComponent(() => import('./pages/main-layout'), 'MainLayoutRoute'),
});

/** / goes to Nueva consulta (SPEC §2, route name newConsultation). */
const indexRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/nuevaConsulta', replace: true });
  },
});

const newConsultationRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'nuevaConsulta',
  component: lazyRouteComponent(() => import('../features/consultations/new-consultation-page'), 'NewConsultationPage'),
});

const casesRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'asuntos',
  loader: async ({ context }) => {
    const store = context.store.current();
    store.set(casesLoadingAtom, true);
    const listed = await context.portal.listCases(context.session.client);
    store.set(casesLoadingAtom, false);
    if (listed.ok) store.set(casesAtom, listed.value);
    return { error: listed.ok ? null : listed.error.message };
  },
  component: lazyRouteComponent(() => import('./pages/cases'), 'CasesRoutePage'),
});

/** Case detail: only the client's own cases open (SPEC §2, §6). */
const caseRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}',
  beforeLoad: async ({ context, params }) => {
    const store = context.store.current();
    const opened = await context.portal.openCase(context.session.client, { caseId: params.id, knownCases: store.get(casesAtom) });
    if (!opened.ok) leaveWith(opened.error, context.toaster, '/asuntos');
    store.set(casesAtom, opened.value.cases);
    enforce(opened.value.access, context.toaster);
  },
  loader: async ({ context, params }) => {
    const store = context.store.current();
    store.set(moventsLoadingAtom, true);
    const listed = await context.portal.listMovements(params.id);
    store.set(moventsLoadingAtom, false);
    if (listed.ok) {
      store.set(moventsAtom, listed.value.movements);
      store.set(calendarsCaseAtom, listed.value.calendarEntries);
    }
    return { error: listed.ok ? null : listed.error.message };
  },
  component: lazyRouteComponent(() => import('./pages/case'), 'CaseRoutePage'),
});

const directoryRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'directorio',
  loader: async ({ context }) => context.portal.listDirectory(context.session.client),
  component: lazyRouteComponent(() => import('./pages/directory'), 'DirectoryRoutePage'),
});

/** Lawyer detail: the study must be enabled, else /welcome (SPEC §2). */
const lawyerDetailsRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'lawyerDetails/$id/$id_grupo/{-$showInfo}',
  beforeLoad: async ({ context, params }) => {
    const checked = await context.portal.checkStudyAvailable(params.id_grupo);
    if (!checked.ok) leaveWith(checked.error, context.toaster, '/welcome');
    enforce(checked.value.access, context.toaster);
  },
  loader: async ({ context, params }) =>
    context.portal.getLawyerDetails(context.session.client, { lawyerId: params.id, groupId: params.id_grupo }),
  component: lazyRouteComponent(() => import('./pages/lawyer'), 'LawyerRoutePage'),
});

const myLawyersRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'abogados',
  loader: async ({ context }) => context.portal.listMyLawyers(context.session.client),
  component: lazyRouteComponent(() => import('./pages/my-lawyers'), 'MyLawyersRoutePage'),
});

const agendaRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'agenda',
  loader: async ({ context }) => {
    const store = context.store.current();
    store.set(calendarsLoadingAtom, true);
    const listed = await context.portal.listCalendar(context.session.client);
    store.set(calendarsLoadingAtom, false);
    if (listed.ok) store.set(calendarsAtom, listed.value);
    return { error: listed.ok ? null : listed.error.message };
  },
  component: lazyRouteComponent(() => import('./pages/agenda'), 'AgendaRoutePage'),
});

const accountRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'miCuenta',
  component: lazyRouteComponent(() => import('../features/account/account-page'), 'AccountPage'),
});

const notificationsRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'notificaciones',
  loader: async ({ context }) => context.portal.listNotifications(context.session.client),
  component: lazyRouteComponent(() => import('./pages/notifications'), 'NotificationsRoutePage'),
});

export const mainRoutes = mainLayoutRoute.addChildren([
  indexRoute,
  newConsultationRoute,
  casesRoute,
  caseRoute,
  directoryRoute,
  lawyerDetailsRoute,
  myLawyersRoute,
  agendaRoute,
  accountRoute,
  notificationsRoute,
]);
