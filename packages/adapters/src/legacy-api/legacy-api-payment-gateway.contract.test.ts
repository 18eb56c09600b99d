import { MOVEMENT_TYPE } from '@justiciable/core';
import { describePaymentGatewayContract } from '@justiciable/core/contracts';
import { afterAll } from 'vitest';
import { closeCloud, freshCloud, MISSING_ID } from '../testing/emulator-cloud';
import { demoSession, lawyerOfCase, orThrow, ownCases } from '../testing/seed-discovery';

afterAll(closeCloud);

/** Where the emulator's checkout returns; any local origin is one of the portal's. */
const PORTAL = 'http://localhost:5173/';

/**
 * The client's choice on the emulator's checkout page, as a browser makes it: the page's form
 * posts its hidden back address (the link's return address, if it was asked with one), else the
 * portal's. Answers the address it returns to and its payment_id, as the portal reads them.
 */
async function payAtCheckout(
  redirectUrl: string,
  outcome: 'approved' | 'pending' | 'rejected',
): Promise<{ readonly paymentId: string; readonly returnUrl: string }> {
  const page = await (await fetch(redirectUrl)).text();
  const back = /name="back" value="([^"]*)"/.exec(page)?.[1]?.replaceAll('&#38;', '&') || PORTAL;
  const answer = await fetch(redirectUrl, {
    method: 'POST',
    body: new URLSearchParams({ resultado: outcome, back }),
    redirect: 'manual',
  });
  const returnUrl = answer.headers.get('location') ?? '';
  const paymentId = URL.canParse(returnUrl) ? new URL(returnUrl).searchParams.get('payment_id') : null;
  if (answer.status !== 303 || paymentId === null)
    throw new Error(`The checkout answered ${answer.status} without returning a payment_id`);
  return { paymentId, returnUrl };
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
