import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { LawyerPage } from '../../features/directory/lawyer-page';
import { enforce, leaveWith } from '../-guard';

/** Lawyer detail: the study must be enabled, else /welcome with SPEC §2's message. */
export const Route = createFileRoute('/_main/lawyerDetails/$id/$id_grupo/{-$showInfo}')({
  beforeLoad: async ({ context, params }) => {
    const checked = await context.portal.checkStudyAvailable(params.id_grupo);
    if (!checked.ok) leaveWith(checked.error, context.toaster, '/welcome');
    enforce(checked.value.access, context.toaster);
    // The studio the guard read is the one the page shows under showInfo.
    return { study: checked.value.study };
  },
  loader: async ({ context, params }) => ({
    details: loaded(await context.portal.getLawyerDetails(context.session.client, { lawyerId: params.id, groupId: params.id_grupo })),
    study: context.study,
  }),
  component: LawyerPage,
});
