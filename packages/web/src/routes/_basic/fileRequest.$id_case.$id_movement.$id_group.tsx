import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { FileRequestPage } from '../../features/documents/file-request-page';
import { enforce, unansweredOrLeave } from '../-guard';
import { LinkSearchSchema } from '../-link-search';
import { titled } from '../../shell/page-title';

/**
 * A file request (SPEC §2): the movement must exist and, if type 2, have no file yet; same
 * case-access rule. A check that got no answer stays on the link, which shows its message with 'Reintentar'.
 */
export const Route = createFileRoute('/_basic/fileRequest/$id_case/$id_movement/$id_group')({
  validateSearch: LinkSearchSchema,
  beforeLoad: async ({ context, params, search }) => {
    const checked = await context.portal.checkFileRequestLink({
      caseId: params.id_case,
      movementId: params.id_movement,
      token: search.token ?? null,
    });
    if (!checked.ok) return { unchecked: unansweredOrLeave(checked.error, context.toaster, '/welcome') };
    enforce(checked.value, context.toaster);
    return { unchecked: null };
  },
  loaderDeps: ({ search }) => ({ token: search.token ?? null }),
  loader: async ({ context, params, deps }) =>
    context.unchecked === null
      ? loaded(
          await context.portal.readRequestLink({
            caseId: params.id_case,
            movementId: params.id_movement,
            token: deps.token,
          }),
        )
      : ({ ok: false, message: context.unchecked } as const),
  head: () => titled('Enviar documento'),
  component: FileRequestPage,
});
