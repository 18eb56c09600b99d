import { getRouteApi } from '@tanstack/react-router';
import { PageHeader } from '../../ui/blocks';
import { LoadFailure } from '../../ui/load-failure';

const viaLinkRoute = getRouteApi('/_basic/consultationViaLink/$lawyerId/$id_grupo/$id_estudio/{-$service_name}/{-$comment}');

/** /consultationViaLink: a consultation started from a studio's public link (the studio is enabled). */
export function ConsultationViaLinkPage() {
  const study = viaLinkRoute.useLoaderData();
  const { service_name: serviceName } = viaLinkRoute.useParams();
  return (
    <>
      <PageHeader
        title={study.ok ? `Consulta con ${study.value.nombre}` : 'Consulta por enlace'}
        lead="Este estudio le compartió un enlace para iniciar una consulta sin buscarlo en el directorio."
      />
      {!study.ok ? <LoadFailure message={study.message} /> : null}
      <div className="ui-card">
        {serviceName ? (
          <p>
            Servicio: <strong>{serviceName}</strong>
          </p>
        ) : null}
        <p>El formulario para describir su consulta y elegir el medio estará disponible en esta página próximamente.</p>
      </div>
    </>
  );
}
