import { createFileRoute } from '@tanstack/react-router';
import { readThroughDevice } from '../../data/device-reads';

/** The device's copy of the case list (data/device-reads.ts). */
const CASES_COPY = 'asuntos';

/**
 * The client's cases, shared by the list and the case detail: the list shows them, and the
 * detail's guard decides on them (SPEC §2: the case must be among the client's cases). Read
 * through the device's copy, as every section the client reads (data/device-reads.ts).
 */
export const Route = createFileRoute('/_main/_cases')({
  staticData: { deviceKeys: () => [CASES_COPY] },
  loader: ({ context, route }) =>
    readThroughDevice(context, route.id, CASES_COPY, () =>
      context.portal.listCases({ client: context.session.client }),
    ),
});
