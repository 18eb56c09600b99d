import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { MyLawyersPage } from '../../features/directory/my-lawyers-page';

export const Route = createFileRoute('/_main/abogados')({
  loader: async ({ context }) => loaded(await context.portal.listMyLawyers(context.session.client)),
  component: MyLawyersPage,
});
