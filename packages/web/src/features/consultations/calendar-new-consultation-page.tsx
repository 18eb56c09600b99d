import type { StudyInfo } from '@justiciable/core';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { PageHeader } from '../../ui/blocks';
import { LoadFailure } from '../../ui/load-failure';
import { emptyDraft } from './consultation-draft';
import { ConsultationFlow } from './consultation-flow';
import { linkLawyer, sameName } from './link-consultation';

const calendarLinkRoute = getRouteApi('/_basic/calendarNewConsultation/$lawyerId/$id_grupo/$media/{-$comment}');

/**
 * The page's heading, also painted by its prerendered shell before the studio is read
 * (src/app/prerender.tsx), when its name is not known yet.
 */
export function CalendarLinkHeader({ studyName }: { readonly studyName: string | null }) {
  return (
    <PageHeader
      title={studyName === null ? 'Reservar una consulta' : `Reservar una consulta con ${studyName}`}
      lead="Elija un día y un horario libres de la agenda del abogado y cuéntele su caso. Si no tiene cuenta, la crea al final y la consulta se envía con todo lo que completó."
    />
  );
}

/** /calendarNewConsultation: a lawyer's shared calendar link; the visitor books a free slot, then the same consultation flow. */
export function CalendarNewConsultationPage() {
  const { study } = calendarLinkRoute.useLoaderData();
  return (
    <>
      <CalendarLinkHeader studyName={study.ok ? study.value.nombre : null} />
      {study.ok ? <CalendarLinkFlow study={study.value} /> : <LoadFailure message={study.message} />}
    </>
  );
}

function CalendarLinkFlow({ study }: { readonly study: StudyInfo }) {
  const { busySlots, documentTypes } = calendarLinkRoute.useLoaderData();
  const { client } = calendarLinkRoute.useRouteContext();
  const params = calendarLinkRoute.useParams();
  const origin = useLocation({ select: (location) => location.pathname });
  // The link names the medium by its id or its name.
  const medium = study.media.find((each) => each.id === params.media || sameName(each.nombre, params.media));
  const fresh = {
    ...emptyDraft(origin, linkLawyer(study, params.lawyerId, params.id_grupo)),
    schedule: 'now' as const,
    description: params.comment ?? '',
  };
  return (
    <ConsultationFlow
      steps={['how', 'what', 'review']}
      fresh={fresh}
      services={{ ok: true, value: study.services }}
      media={{ ok: true, value: study.media }}
      fixedMediumId={medium?.id ?? params.media}
      slotRequired
      busySlots={busySlots}
      documentTypes={documentTypes}
      client={client}
      viaLink={null}
    />
  );
}
