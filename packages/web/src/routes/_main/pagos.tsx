import { createFileRoute } from '@tanstack/react-router';
import { readThroughDevice } from '../../data/device-reads';
import { PaymentsPage } from '../../features/payments/payments-page';

/** The device's copies this route reads (data/device-reads.ts). */
const COPIES = { owed: 'pagos-pendientes', every: 'pagos' } as const;

/**
 * Every payment of every case of the client, owed first. The whole list costs a request per case
 * (core's listPayments), many seconds on a large account; the owed ones, a request per case that
 * owes some, so they are read first and shown while the whole list comes (not awaited). Kept for
 * the router's minute like the other sections: paying leaves for the checkout, which comes back to
 * a fresh page. Both lists are read through the device's copy (data/device-reads.ts).
 */
export const Route = createFileRoute('/_main/pagos')({
  staticData: { deviceKeys: () => Object.values(COPIES) },
  loader: async ({ context, route }) => {
    const client = context.session.client;
    const owed = await readThroughDevice(context, route.id, COPIES.owed, () => context.portal.listPayments({ client, owedOnly: true }));
    return { owed, every: readThroughDevice(context, route.id, COPIES.every, () => context.portal.listPayments({ client })) };
  },
  component: PaymentsPage,
});
