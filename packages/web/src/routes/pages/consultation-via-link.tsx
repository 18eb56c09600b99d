import { getRouteApi } from '@tanstack/react-router';
import { ConsultationViaLinkPage } from '../../features/consultations/consultation-via-link-page';

const route = getRouteApi('/basic/consultationViaLink/$lawyerId/$id_grupo/$id_estudio/{-$service_name}/{-$comment}');

export function ConsultationViaLinkRoutePage() {
  const { study } = route.useLoaderData();
  const { service_name } = route.useParams();
  return <ConsultationViaLinkPage study={study} serviceName={service_name} />;
}
