import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { PaymentsPage } from '../../features/payments/payments-page';

/**
 * Every payment of every case of the client, owed first. The whole list costs a request per case
 * (core's listPayments), many seconds on a large account; the owed ones, a request per case that
 * owes some, so they are read first and shown while the whole list comes (not awaited). Kept for
 * the router's minute like the other sections: paying leaves for the checkout, which comes back to
 * a fresh page.
 */
export const Route = createFileRoute('/_main/pagos')({
  loader: async ({ context }) => {
    const client = context.session.client;
    const owed = loaded(await context.portal.listPayments({ client, owedOnly: true }));
    return { owed, every: context.portal.listPayments({ client }).then(loaded) };
  },
  component: PaymentsPage,
});
