import type { CasePayments } from '@justiciable/core';
import { createFileRoute } from '@tanstack/react-router';
import { keepOnDeviceFor, knownOnDevice, readThroughDevice } from '../../data/device-reads';
import { browserSignals, PaymentReading, paymentReadingOf } from '../../features/payments/payment-reading';
import { PaymentsPage } from '../../features/payments/payments-page';
import { titled } from '../../shell/page-title';

/** The device's copies this route reads (data/device-reads.ts): the case list, shared with Asuntos, and each case's payments as read. */
const COPIES = { cases: 'asuntos', payments: 'pagos-por-asunto' } as const;

/**
 * The client's payments. The case list says which cases owe some (`pago`): the page shows them at
 * once, and core's readPayments reads their movements first, then the paid history of the others
 * at a phone's pace, while the page is shown, kept on the device case by case (the reading lives
 * as long as the client's session, so leaving Pagos and coming back goes on where it was).
 */
export const Route = createFileRoute('/_main/pagos')({
  staticData: { deviceKeys: () => Object.values(COPIES) },
  loader: async ({ context, route }) => {
    const client = context.session.client;
    const [cases, known] = await Promise.all([
      readThroughDevice(context, route.id, COPIES.cases, () => context.portal.listCases({ client })),
      knownOnDevice<readonly CasePayments[]>(context, COPIES.payments),
    ]);
    const reading = paymentReadingOf(
      context.store.current(),
      () =>
        new PaymentReading(
          {
            portal: context.portal,
            client,
            keep: (value) => keepOnDeviceFor(context, COPIES.payments, value),
            signals: browserSignals(),
          },
          known ?? [],
        ),
    );
    if (cases.ok) reading.start(cases.value);
    return { cases, reading };
  },
  head: () => titled('Pagos'),
  component: PaymentsPage,
});
