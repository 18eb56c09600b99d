import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { PaymentsPage } from '../../features/payments/payments-page';

/**
 * Every payment of every case of the client, owed first. Kept for the router's minute like the
 * other sections: reading it costs one request per case (core's listPayments), and paying
 * leaves the portal for the checkout, which comes back to a fresh page.
 */
export const Route = createFileRoute('/_main/pagos')({
  loader: async ({ context }) => loaded(await context.portal.listPayments({ client: context.session.client })),
  component: PaymentsPage,
});
