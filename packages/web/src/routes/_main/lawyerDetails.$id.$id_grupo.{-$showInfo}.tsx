import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { LawyerPage } from '../../features/directory/lawyer-page';
import { enforce, unansweredOrLeave } from '../-guard';
import { titled } from '../../shell/page-title';

/**
 * Lawyer detail: the study must be enabled, else /welcome with SPEC §2's message. A check that got
 * no answer stays on the page, which shows its message with 'Reintentar'.
 */
export const Route = createFileRoute('/_main/lawyerDetails/$id/$id_grupo/{-$showInfo}')({
  beforeLoad: async ({ context, params }) => {
    const checked = await context.portal.checkStudyAvailable({ groupId: params.id_grupo });
    if (!checked.ok) return { study: null, unchecked: unansweredOrLeave(checked.error, context.toaster, '/welcome') };
    enforce(checked.value.access, context.toaster);
    // The studio the guard read is the one the page shows under showInfo.
    return { study: checked.value.study, unchecked: null };
  },
  loader: async ({ context, params }) => ({
    details:
      context.unchecked === null
        ? loaded(
            await context.portal.getLawyerDetails({
              client: context.session.client,
              lawyerId: params.id,
              groupId: params.id_grupo,
            }),
          )
        : ({ ok: false, message: context.unchecked } as const),
    study: context.study,
  }),
  head: ({ loaderData }) =>
    titled(loaderData?.details.ok ? loaderData.details.value.lawyer.abogadoEstudio.title : 'Abogado', 'Directorio'),
  component: LawyerPage,
});
