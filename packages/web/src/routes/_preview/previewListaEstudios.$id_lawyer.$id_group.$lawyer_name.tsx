import { createFileRoute } from '@tanstack/react-router';
import { loadedPage } from '../../data/page-parts';
import { StudyLawyersPreviewPage } from '../../features/directory/study-preview-page';
import { titled } from '../../shell/page-title';

export const Route = createFileRoute('/_preview/previewListaEstudios/$id_lawyer/$id_group/$lawyer_name')({
  loader: async ({ context, params }) =>
    loadedPage(await context.portal.readStudyPreview({ lawyerId: params.id_lawyer, groupId: params.id_group }), [
      'lawyer',
      'study',
    ]),
  head: ({ loaderData, params }) => titled(loaderData?.lawyer.ok ? loaderData.lawyer.value.nombre : params.lawyer_name),
  component: StudyLawyersPreviewPage,
});
