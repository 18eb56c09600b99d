import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { DirectoryPage } from '../../features/directory/directory-page';
import { DirectorySearchSchema } from '../../features/directory/directory-filters';

export const Route = createFileRoute('/_main/directorio')({
  validateSearch: DirectorySearchSchema,
  loader: async ({ context }) => loaded(await context.portal.listDirectory({ client: context.session.client })),
  component: DirectoryPage,
});
