import { createFileRoute } from '@tanstack/react-router';
import { loadedPage } from '../../data/page-parts';
import { ConsultationViaLinkPage } from '../../features/consultations/consultation-via-link-page';
import { signedInClientIfAny } from '../../session/signed-in';
import { enforce, unansweredOrLeave } from '../-guard';
import { titled } from '../../shell/page-title';

/**
 * A consultation started from a studio's public link (SPEC §2): the studio must be enabled (a
 * check that got no answer stays on the link, which shows its message with 'Reintentar'). The
 * visitor may have no account; who is signed in is read on every visit, not cached with the page,
 * so coming back after signing in sends the consultation.
 */
export const Route = createFileRoute(
  '/_basic/consultationViaLink/$lawyerId/$id_grupo/$id_estudio/{-$service_name}/{-$comment}',
)({
  beforeLoad: async ({ context, params }) => {
    const checked = await context.portal.checkStudyAvailable({ groupId: params.id_grupo });
    if (!checked.ok) return { client: null, unchecked: unansweredOrLeave(checked.error, context.toaster, '/welcome') };
    enforce(checked.value.access, context.toaster);
    return { client: (await signedInClientIfAny(context))?.client ?? null, unchecked: null };
  },
  loader: async ({ context, params }) => {
    if (context.unchecked !== null) {
      const unchecked = { ok: false, message: context.unchecked } as const;
      return { study: unchecked, busySlots: unchecked, documentTypes: unchecked };
    }
    return loadedPage(
      await context.portal.readLinkConsultation({ lawyerId: params.lawyerId, groupId: params.id_grupo }),
      ['study', 'busySlots', 'documentTypes'],
    );
  },
  head: ({ loaderData }) =>
    titled(loaderData?.study.ok ? `Consulta con ${loaderData.study.value.nombre}` : 'Consulta por enlace'),
  component: ConsultationViaLinkPage,
});
