import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';

/**
 * The client's cases, shared by the list and the case detail: the list shows them, and the
 * detail's guard decides on them (SPEC §2: the case must be among the client's cases).
 */
export const Route = createFileRoute('/_main/_cases')({
  loader: async ({ context }) => loaded(await context.portal.listCases({ client: context.session.client })),
});
