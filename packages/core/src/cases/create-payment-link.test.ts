import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeCreatePaymentLink } from './create-payment-link';

function order(demo: ReturnType<typeof aSignedInPortal>['demo'], price: string | number = '15.000') {
  return {
    lawyerId: demo.linkedLawyerId,
    clientGroupId: '5',
    caseId: demo.pendingPaymentCaseId,
    movementId: demo.paymentMovementId,
    price,
  };
}

describe('createPaymentLink', () => {
  it('asks for a checkout link with the price as a whole amount, the dot dropped (SPEC §5)', async () => {
    const { ports, demo } = aSignedInPortal();
    const link = expectOk(await makeCreatePaymentLink(ports)(order(demo)));
    expect(link.redirectUrl).toMatch(/^https:\/\//);
    expect(ports.world.outbox.at(-1)).toMatchObject({
      kind: 'payment-link',
      request: { price: 15000, clientGroupId: '5' },
    });
  });

  it('asks for the link with the return address given, for the checkout to send the client back there', async () => {
    const { ports, demo } = aSignedInPortal();
    expectOk(
      await makeCreatePaymentLink(ports)({
        ...order(demo),
        returnUrl: 'http://localhost:4321/pago-terminado?pedido=7',
      }),
    );
    expect(ports.world.outbox.at(-1)).toMatchObject({
      kind: 'payment-link',
      request: { returnUrl: 'http://localhost:4321/pago-terminado?pedido=7' },
    });
  });

  it.each(['', 'pago-terminado', 'javascript:alert(1)', 'http://', 'https://portal.example/con espacio'])(
    "refuses the return address '%s' before asking",
    async (returnUrl) => {
      const { ports, demo } = aSignedInPortal();
      const error = expectFailure(await makeCreatePaymentLink(ports)({ ...order(demo), returnUrl }), 'invalid-input');
      expect(error).toMatchObject({ field: 'returnUrl', message: 'Error al generar el link de pago' });
      expect(ports.payments.callsOf('createPaymentLink')).toBe(0);
      expect(ports.cases.callsOf('listMovements')).toBe(0);
    },
  );

  it("refuses a price that is not an amount with 'Monto no válido' before asking", async () => {
    const { ports, demo } = aSignedInPortal();
    const error = expectFailure(await makeCreatePaymentLink(ports)(order(demo, '$15.000')), 'invalid-input');
    expect(error).toMatchObject({ field: 'price', message: 'Monto no válido' });
    expect(ports.payments.callsOf('createPaymentLink')).toBe(0);
  });

  it('refuses a payment left pending at the checkout while its ticket has not expired, asking for no link; owed again once it expired', async () => {
    const { ports, demo } = aSignedInPortal();
    const { redirectUrl } = expectOk(await makeCreatePaymentLink(ports)(order(demo)));
    ports.payments.settleCheckout(redirectUrl, 'pending');
    const linksBefore = ports.payments.callsOf('createPaymentLink');

    const refused = expectFailure(await makeCreatePaymentLink(ports)(order(demo)), 'rejected');
    expect(refused.message).toBe(
      'Este pago está en proceso: se acreditará cuando el medio de pago lo confirme. No vuelva a pagarlo.',
    );
    expect(ports.payments.callsOf('createPaymentLink')).toBe(linksBefore);

    ports.clock.advance(3 * 86_400_000);
    expectOk(await makeCreatePaymentLink(ports)(order(demo)));
    expect(ports.payments.callsOf('createPaymentLink')).toBe(linksBefore + 1);
  });

  it("refuses a paid payment, also when named by its case's consultation, asking for no link", async () => {
    const { ports, demo } = aSignedInPortal();
    const { redirectUrl } = expectOk(await makeCreatePaymentLink(ports)(order(demo)));
    ports.payments.settleCheckout(redirectUrl, 'approved');
    const linksBefore = ports.payments.callsOf('createPaymentLink');
    expect(expectFailure(await makeCreatePaymentLink(ports)(order(demo)), 'rejected').message).toBe(
      'Este pago ya fue realizado.',
    );
    const consultation = ports.world.newMovement(demo.pendingPaymentCaseId, { id_tipo: 1 });
    ports.world.addMovement(consultation);
    expect(
      expectFailure(
        await makeCreatePaymentLink(ports)({ ...order(demo), movementId: consultation.id_movimiento }),
        'rejected',
      ).message,
    ).toBe('Este pago ya fue realizado.');
    expect(ports.payments.callsOf('createPaymentLink')).toBe(linksBefore);
  });

  it("answers 'Error al generar el link de pago' when the link cannot be made", async () => {
    const { ports, demo } = aSignedInPortal();
    ports.payments.failNext('createPaymentLink', portalError.unavailable('network'));
    expect(expectFailure(await makeCreatePaymentLink(ports)(order(demo)), 'unavailable').message).toBe(
      'Error al generar el link de pago',
    );
  });
});
