import { MOVEMENT_TYPE } from '@justiciable/core';
import { describePaymentGatewayContract } from '@justiciable/core/contracts';
import { afterAll } from 'vitest';
import { closeCloud, freshCloud, MISSING_ID } from '../testing/emulator-cloud';
import { demoSession, lawyerOfCase, orThrow, ownCases } from '../testing/seed-discovery';

afterAll(closeCloud);

/** Where the emulator's checkout returns; any local origin is one of the portal's. */
const PORTAL = 'http://localhost:5173/';

/** The client's choice on the emulator's checkout page, and the payment_id of the URL it returns to, as the portal reads it. */
async function payAtCheckout(redirectUrl: string, outcome: 'approved' | 'pending' | 'rejected'): Promise<{ readonly paymentId: string }> {
  const answer = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ resultado: outcome, back: PORTAL }), redirect: 'manual' });
  const paymentId = new URL(answer.headers.get('location') ?? PORTAL).searchParams.get('payment_id');
  if (answer.status !== 303 || paymentId === null) throw new Error(`The checkout answered ${answer.status} without returning a payment_id`);
  return { paymentId };
}

// The suite pays the seeded pending payment, so every run gets a new emulator with it unpaid.
describePaymentGatewayContract('LegacyApiPaymentGateway', async () => {
  const cloud = await freshCloud();
  const { session, other } = await demoSession(cloud);
  for (const kase of await ownCases(cloud, session.userId)) {
    const { movements } = orThrow(await cloud.ports.cases.listMovements(kase.id), 'list the movements');
    // An unpaid payment movement, and what it charges.
    const payment = movements.find((movement) => movement.id_tipo === MOVEMENT_TYPE.payment && !movement.pagado);
    if (payment === undefined || payment.monto === null) continue;
    const lawyer = await lawyerOfCase(cloud, kase);
    return {
      subject: cloud.ports.payments,
      cases: cloud.ports.cases,
      lawyerId: lawyer.id,
      clientGroupId: lawyer.id_grupo_justiciable ?? '',
      ownCaseId: kase.id,
      paymentMovementId: payment.id_movimiento,
      paymentMovementPrice: payment.monto,
      foreignCaseId: other.caseId,
      foreignMovementId: other.requestMovementId,
      missingMovementId: MISSING_ID,
      checkout: payAtCheckout,
      signOut: () => cloud.signOut(),
    };
  }
  throw new Error('The demo client owes no payment');
});
