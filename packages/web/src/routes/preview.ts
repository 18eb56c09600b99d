import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PreviewLayout } from '../shell/layouts';
import { rootRoute } from './root';

/** The preview layout (SPEC §2): a studio's public pages, no sign-in required. */
const previewLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'preview',
  component: PreviewLayout,
});

const previewStudyListRoute = createRoute({
  getParentRoute: () => previewLayoutRoute,
  path: 'previewListaEstudios/$id_lawyer/$id_group/$lawyer_name',
  loader: async ({ context, params }) => context.portal.previewStudy({ lawyerId: params.id_lawyer, groupId: params.id_group }),
  component: lazyRouteComponent(() => import('./pages/study-preview'), 'StudyListPreviewRoutePage'),
});

const previewStudyInfoRoute = createRoute({
  getParentRoute: () => previewLayoutRoute,
  path: 'previewInfoEstudio/$id_lawyer/$id_group/$lawyer_name',
  loader: async ({ context, params }) => context.portal.previewStudy({ lawyerId: params.id_lawyer, groupId: params.id_group }),
  component: lazyRouteComponent(() => import('./pages/study-preview'), 'StudyInfoPreviewRoutePage'),
});

export const previewRoutes = previewLayoutRoute.addChildren([previewStudyListRoute, previewStudyInfoRoute]);
