import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../data/loaded';
import { requireSignedInClient } from '../session/signed-in';
import { MainLayout } from '../shell/main-layout';

/** The signed-in area (SPEC §2): every child needs a signed-in client with a complete user record. */
export const Route = createFileRoute('/_main')({
  beforeLoad: async ({ context, location }) => ({ session: await requireSignedInClient(context, location.href) }),
  // Not awaited: the count fills in the navigation when it arrives instead of holding the page.
  loader: ({ context }) => ({ notifications: context.portal.listNotifications({ client: context.session.client }).then(loaded) }),
  component: MainLayout,
});
