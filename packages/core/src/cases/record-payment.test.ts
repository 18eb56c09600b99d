import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeRecordPayment } from './record-payment';

const checkout = 'https://pagos.justiciable.test/checkout/1';

describe('recordPayment', () => {
  it('records the payment on its movement, the price as a whole amount (SPEC §5)', async () => {
    const { ports, demo } = aSignedInPortal();
    expectOk(await makeRecordPayment(ports)({ movementId: demo.paymentMovementId, linkUrl: checkout, price: '15.000' }));
    expect(ports.world.movements.get(demo.paymentMovementId)).toMatchObject({ link_url: checkout, monto: 15000 });
  });

  it("refuses a price that is not an amount with 'Monto no válido' before sending", async () => {
    const { ports, demo } = aSignedInPortal();
    const error = expectFailure(await makeRecordPayment(ports)({ movementId: demo.paymentMovementId, linkUrl: checkout, price: '' }), 'invalid-input');
    expect(error.message).toBe('Monto no válido');
    expect(ports.payments.callsOf('recordPayment')).toBe(0);
  });

  it("answers 'Error al intentar realizar pago' when it cannot be recorded", async () => {
    const { ports, demo } = aSignedInPortal();
    ports.payments.failNext('recordPayment', portalError.unavailable('network'));
    const error = expectFailure(await makeRecordPayment(ports)({ movementId: demo.paymentMovementId, linkUrl: checkout, price: 15000 }), 'unavailable');
    expect(error.message).toBe('Error al intentar realizar pago');
  });
});
