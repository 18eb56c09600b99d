import { createFileRoute } from '@tanstack/react-router';
import { loadedPage } from '../../data/page-parts';
import { CalendarNewConsultationPage } from '../../features/consultations/calendar-new-consultation-page';
import { signedInClientIfAny } from '../../session/signed-in';
import { titled } from '../../shell/page-title';

/**
 * A consultation started from a lawyer's shared calendar link (SPEC §2): lawyer and medium fixed
 * by the link. Who is signed in is read on every visit, so coming back after signing in sends it.
 */
export const Route = createFileRoute('/_basic/calendarNewConsultation/$lawyerId/$id_grupo/$media/{-$comment}')({
  beforeLoad: async ({ context }) => ({ client: (await signedInClientIfAny(context))?.client ?? null }),
  loader: async ({ context, params }) =>
    loadedPage(await context.portal.readLinkConsultation({ lawyerId: params.lawyerId, groupId: params.id_grupo }), [
      'study',
      'busySlots',
      'documentTypes',
    ]),
  head: ({ loaderData }) =>
    titled(
      loaderData?.study.ok ? `Reservar una consulta con ${loaderData.study.value.nombre}` : 'Reservar una consulta',
    ),
  component: CalendarNewConsultationPage,
});
