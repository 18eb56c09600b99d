import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeCreatePaymentLink } from './create-payment-link';

function order(demo: ReturnType<typeof aSignedInPortal>['demo'], price: string | number = '15.000') {
  return { lawyerId: demo.linkedLawyerId, clientGroupId: '5', caseId: demo.pendingPaymentCaseId, movementId: demo.paymentMovementId, price };
}

describe('createPaymentLink', () => {
  it('asks for a checkout link with the price as a whole amount, the dot dropped (SPEC §5)', async () => {
    const { ports, demo } = aSignedInPortal();
    const link = expectOk(await makeCreatePaymentLink(ports)(order(demo)));
    expect(link.redirectUrl).toMatch(/^https:\/\//);
    expect(ports.world.outbox.at(-1)).toMatchObject({ kind: 'payment-link', request: { price: 15000, clientGroupId: '5' } });
  });

  it("refuses a price that is not an amount with 'Monto no válido' before asking", async () => {
    const { ports, demo } = aSignedInPortal();
    const error = expectFailure(await makeCreatePaymentLink(ports)(order(demo, '$15.000')), 'invalid-input');
    expect(error).toMatchObject({ field: 'price', message: 'Monto no válido' });
    expect(ports.payments.callsOf('createPaymentLink')).toBe(0);
  });

  it("answers 'Error al generar el link de pago' when the link cannot be made", async () => {
    const { ports, demo } = aSignedInPortal();
    ports.payments.failNext('createPaymentLink', portalError.unavailable('network'));
    expect(expectFailure(await makeCreatePaymentLink(ports)(order(demo)), 'unavailable').message).toBe('Error al generar el link de pago');
  });
});
