import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { ConsultationViaLinkPage } from '../../features/consultations/consultation-via-link-page';
import { enforce, leaveWith } from '../-guard';

/** A consultation started from a studio's public link (SPEC §2): the studio must be enabled. */
export const Route = createFileRoute('/_basic/consultationViaLink/$lawyerId/$id_grupo/$id_estudio/{-$service_name}/{-$comment}')({
  beforeLoad: async ({ context, params }) => {
    const checked = await context.portal.checkStudyAvailable(params.id_grupo);
    if (!checked.ok) leaveWith(checked.error, context.toaster, '/welcome');
    enforce(checked.value.access, context.toaster);
  },
  loader: async ({ context, params }) => loaded(await context.portal.getStudyInfo(params.id_grupo)),
  component: ConsultationViaLinkPage,
});
