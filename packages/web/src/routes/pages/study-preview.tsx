import { getRouteApi } from '@tanstack/react-router';
import { StudyPreviewPage } from '../../features/directory/study-preview-page';

const listRoute = getRouteApi('/preview/previewListaEstudios/$id_lawyer/$id_group/$lawyer_name');
const infoRoute = getRouteApi('/preview/previewInfoEstudio/$id_lawyer/$id_group/$lawyer_name');

export function StudyListPreviewRoutePage() {
  const { lawyer_name } = listRoute.useParams();
  const found = listRoute.useLoaderData();
  return <StudyPreviewPage mode="lawyers" lawyerName={lawyer_name} study={found.ok ? found.value : null} error={found.ok ? null : found.error.message} />;
}

export function StudyInfoPreviewRoutePage() {
  const { lawyer_name } = infoRoute.useParams();
  const found = infoRoute.useLoaderData();
  return <StudyPreviewPage mode="info" lawyerName={lawyer_name} study={found.ok ? found.value : null} error={found.ok ? null : found.error.message} />;
}
