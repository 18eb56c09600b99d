import type { StudyInfo } from '@justiciable/core';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { PageHeader } from '../../ui/blocks';
import { LoadFailure } from '../../ui/load-failure';
import { emptyDraft } from './consultation-draft';
import { ConsultationFlow } from './consultation-flow';
import { linkLawyer, sameName } from './link-consultation';

const calendarLinkRoute = getRouteApi('/_basic/calendarNewConsultation/$lawyerId/$id_grupo/$media/{-$comment}');

/** /calendarNewConsultation: a lawyer's shared calendar link; the visitor books a free slot, then the same consultation flow. */
export function CalendarNewConsultationPage() {
  const { study } = calendarLinkRoute.useLoaderData();
  return (
    <>
      <PageHeader
        title={study.ok ? `Reservar una consulta con ${study.value.nombre}` : 'Reservar una consulta'}
        lead="Elija un día y un horario libres de la agenda del abogado y cuéntele su caso. Si no tiene cuenta, la crea al final y la consulta se envía con todo lo que completó."
      />
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
  const fresh = { ...emptyDraft(origin, linkLawyer(study, params.lawyerId, params.id_grupo)), schedule: 'now' as const, description: params.comment ?? '' };
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
