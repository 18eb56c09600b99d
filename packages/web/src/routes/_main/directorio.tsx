import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { DirectoryPage } from '../../features/directory/directory-page';
import { DirectorySearchSchema } from '../../features/directory/directory-filters';
import { titled } from '../../shell/page-title';

export const Route = createFileRoute('/_main/directorio')({
  validateSearch: DirectorySearchSchema,
  loader: async ({ context }) => loaded(await context.portal.listDirectory({ client: context.session.client })),
  head: () => titled('Directorio'),
  component: DirectoryPage,
});
