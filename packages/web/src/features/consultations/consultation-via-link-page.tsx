import type { StudyInfo } from '@justiciable/core';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { PageHeader } from '../../ui/blocks';
import { LoadFailure } from '../../ui/load-failure';
import { emptyDraft } from './consultation-draft';
import { ConsultationFlow } from './consultation-flow';
import { linkLawyer, sameName } from './link-consultation';

const viaLinkRoute = getRouteApi(
  '/_basic/consultationViaLink/$lawyerId/$id_grupo/$id_estudio/{-$service_name}/{-$comment}',
);

/**
 * The page's heading, also painted by its prerendered shell before the studio is read
 * (src/app/prerender.tsx), when its name is not known yet.
 */
export function ViaLinkHeader({ studyName }: { readonly studyName: string | null }) {
  return (
    <PageHeader
      title={studyName === null ? 'Consulta por enlace' : `Consulta con ${studyName}`}
      lead="Este estudio le compartió un enlace para iniciar una consulta. Complete los pasos; si no tiene cuenta, la crea al final y la consulta se envía con todo lo que completó."
    />
  );
}

/** /consultationViaLink: a consultation started from a studio's public link (the studio is enabled), with or without an account. */
export function ConsultationViaLinkPage() {
  const { study } = viaLinkRoute.useLoaderData();
  return (
    <>
      <ViaLinkHeader studyName={study.ok ? study.value.nombre : null} />
      {study.ok ? <ViaLinkFlow study={study.value} /> : <LoadFailure message={study.message} />}
    </>
  );
}

function ViaLinkFlow({ study }: { readonly study: StudyInfo }) {
  const { busySlots, documentTypes } = viaLinkRoute.useLoaderData();
  const { client } = viaLinkRoute.useRouteContext();
  const params = viaLinkRoute.useParams();
  const origin = useLocation({ select: (location) => location.pathname });
  const fresh = emptyDraft(origin, linkLawyer(study, params.lawyerId, params.id_grupo));
  // The link's service and comment fill the form; the visitor can change both.
  const service =
    params.service_name === undefined
      ? undefined
      : study.services.find((each) => sameName(each.nombre, params.service_name ?? ''));
  const prefilled = { ...fresh, serviceId: service?.id ?? null, description: params.comment ?? '' };
  const lawyerName = fresh.lawyer?.name ?? study.nombre;
  return (
    <div className="page-stack">
      {/* The preview answers the lawyer the link names, with their own profile: said as theirs, not as the studio's. */}
      <section className="consultation-about" aria-label="Quién atiende la consulta">
        <p>
          Atiende la consulta: <strong>{lawyerName}</strong>
          {lawyerName !== study.nombre ? `, de ${study.nombre}` : ''}
          {study.nombre_localidad_completo !== '' ? ` (${study.nombre_localidad_completo})` : ''}.
        </p>
        {study.descripcion !== '' ? <p>{study.descripcion}</p> : null}
      </section>
      <ConsultationFlow
        steps={['what', 'how', 'review']}
        fresh={prefilled}
        services={{ ok: true, value: study.services }}
        media={{ ok: true, value: study.media }}
        busySlots={busySlots}
        documentTypes={documentTypes}
        client={client}
        viaLink={{ studyId: params.id_estudio }}
      />
    </div>
  );
}
