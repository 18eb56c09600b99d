import { getRouteApi } from '@tanstack/react-router';

/** The case detail's route, whose loader reads the movements and comments this page adds to. */
export const caseRouteId = '/_main/_cases/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}' as const;

export const caseRoute = getRouteApi(caseRouteId);

const mainRoute = getRouteApi('/_main');

/** The signed-in client, as the signed-in layout's guard answered it. */
export function useSignedInClient() {
  return mainRoute.useRouteContext().session.client;
}
