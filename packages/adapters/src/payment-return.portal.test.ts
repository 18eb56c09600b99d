import { awaitsPayment, createPortal } from '@justiciable/core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeCloud, freshCloud } from './testing/emulator-cloud';
import { orThrow } from './testing/seed-discovery';

/*
 * The journey core's docs/use-cases.md gives a script that takes a payment, on the real
 * adapters against the emulator: a link asked with a return address, the checkout's choice, the
 * address it sent the client back to, and the payment recorded from that address.
 */

afterAll(closeCloud);

describe('a script finishes a payment from the checkout’s return address', () => {
  it('createPaymentLink({ returnUrl }) -> checkout -> the address it returned to -> recordPayment({ returnUrl, price }): the movement is paid', async () => {
    const cloud = await freshCloud();
    const portal = createPortal(cloud.ports);
    await cloud.signInAs(cloud.demo);
    const { client } = orThrow(await portal.loadSession(), 'load the session');
    const now = new Date();
    for (const kase of orThrow(await portal.listCases({ client }), 'list the cases')) {
      const { movements } = orThrow(await portal.listMovements({ caseId: kase.id }), 'list the movements');
      const owed = movements.find((movement) => awaitsPayment(movement, now));
      if (owed === undefined || owed.monto === null) continue;
      const returnUrl = 'http://127.0.0.1:4999/pago-terminado';
      const { redirectUrl } = orThrow(
        await portal.createPaymentLink({
          lawyerId: kase.id_abogado,
          caseId: kase.id,
          movementId: owed.id_movimiento,
          price: owed.monto,
          returnUrl,
        }),
        'create the link',
      );
      // What the client does on the emulator's checkout page (a script can post the same form): approve.
      const answer = await fetch(redirectUrl, {
        method: 'POST',
        body: new URLSearchParams({ resultado: 'approved' }),
        redirect: 'manual',
      });
      expect(answer.status).toBe(303);
      const back = answer.headers.get('location') ?? '';
      expect(back.startsWith(`${returnUrl}?`)).toBe(true);

      orThrow(await portal.recordPayment({ returnUrl: back, price: owed.monto }), 'record the payment');
      const paid = orThrow(await portal.listMovements({ caseId: kase.id }), 'list the movements again').movements.find(
        (movement) => movement.id_movimiento === owed.id_movimiento,
      );
      expect(paid?.pagado).toBe(true);
      return;
    }
    throw new Error('The demo client owes no payment');
  });
});
