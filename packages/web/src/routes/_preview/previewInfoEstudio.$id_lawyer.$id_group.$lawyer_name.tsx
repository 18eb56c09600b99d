import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { StudyInfoPreviewPage } from '../../features/directory/study-preview-page';
import { titled } from '../../shell/page-title';

export const Route = createFileRoute('/_preview/previewInfoEstudio/$id_lawyer/$id_group/$lawyer_name')({
  loader: async ({ context, params }) => {
    const [lawyer, study] = await Promise.all([
      context.portal.previewStudy({ lawyerId: params.id_lawyer, groupId: params.id_group }),
      context.portal.getStudyInfo({ groupId: params.id_group }),
    ]);
    return { lawyer: loaded(lawyer), study: loaded(study) };
  },
  head: ({ loaderData, params }) =>
    titled(
      loaderData?.lawyer.ok ? (loaderData.lawyer.value.usuarios[0]?.nombre ?? params.lawyer_name) : params.lawyer_name,
    ),
  component: StudyInfoPreviewPage,
});
