import { getRouteApi } from '@tanstack/react-router';
import { CasePage } from '../../features/cases/case-page';

const route = getRouteApi('/main/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}');

export function CaseRoutePage() {
  const { id } = route.useParams();
  const { error } = route.useLoaderData();
  return <CasePage caseId={id} error={error} />;
}
