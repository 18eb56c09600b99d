import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { FileRequestPage } from '../../features/documents/file-request-page';
import { enforce, leaveWith } from '../-guard';
import { LinkSearchSchema } from '../-link-search';

/** A file request (SPEC §2): the movement must exist and, if type 2, have no file yet; same case-access rule. */
export const Route = createFileRoute('/_basic/fileRequest/$id_case/$id_movement/$id_group')({
  validateSearch: LinkSearchSchema,
  beforeLoad: async ({ context, params, search }) => {
    const checked = await context.portal.checkFileRequestLink({ caseId: params.id_case, movementId: params.id_movement, token: search.token ?? null });
    if (!checked.ok) leaveWith(checked.error, context.toaster, '/welcome');
    enforce(checked.value, context.toaster);
  },
  loaderDeps: ({ search }) => ({ token: search.token ?? null }),
  loader: async ({ context, params, deps }) => loaded(await context.portal.readRequestLink({ caseId: params.id_case, movementId: params.id_movement, token: deps.token })),
  component: FileRequestPage,
});
