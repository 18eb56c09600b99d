import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../data/loaded';
import { portalCodeLoaded } from '../session/router-context';
import { askForMissingPhone, requireSignedInClient } from '../session/signed-in';
import { MainPending } from '../shell/main-frame';
import { MainLayout } from '../shell/main-layout';

/** The signed-in area (SPEC §2): every child needs a signed-in client with a user record that holds a phone. */
export const Route = createFileRoute('/_main')({
  beforeLoad: async ({ context, location }) => {
    const session = await requireSignedInClient(context, location.href);
    askForMissingPhone(session, location.href);
    // A signed-in page may render from the device's copies before any use-case answered, and
    // its views come with the portal's code.
    await portalCodeLoaded(context);
    return { session };
  },
  // Not awaited: the count fills in the navigation when it arrives instead of holding the page.
  loader: ({ context }) => ({
    notifications: context.portal.readInbox({ client: context.session.client }).then(loaded),
  }),
  // While the guard checks the session (a cold load, the moment after signing in) the frame shows
  // at once, and gives way to the page as soon as it can: there is no flash to hold back.
  pendingComponent: MainPending,
  pendingMs: 0,
  pendingMinMs: 0,
  component: MainLayout,
});
