import { getRouteApi } from '@tanstack/react-router';

/** The case detail's route, whose loader reads the movements and comments this page adds to. */
export const caseRouteId = '/_main/_cases/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}' as const;

export const caseRoute = getRouteApi(caseRouteId);

/**
 * The case the guard let through, with what its loader read. Only the page's sections call it,
 * and the page renders them only for an opened case: a case whose check got no answer shows its
 * message instead (case-page.tsx).
 */
export function useOpenedCase() {
  const data = caseRoute.useLoaderData();
  if (data.unchecked !== null) throw new Error('A case section rendered for a case that was not opened.');
  return data;
}

const mainRoute = getRouteApi('/_main');

/** The signed-in client, as the signed-in layout's guard answered it. */
export function useSignedInClient() {
  return mainRoute.useRouteContext().session.client;
}
