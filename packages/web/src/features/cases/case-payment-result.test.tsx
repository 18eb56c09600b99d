import { errorMessages, MOVEMENT_TYPE, portalError } from '@justiciable/core';
import { aCase, aMovement, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

function caseWithPayments(world: InMemoryWorld) {
  const client = signedInClient(world);
  world.addCase(aCase({ id: '1', case: 'Despido sin causa' }), { ownerId: client.userId });
  world.addMovement(aMovement({ id_movimiento: '41', id_case: '1', id_tipo: MOVEMENT_TYPE.payment, monto: 25000, pagado: false, concepto: 'Honorarios' }));
  world.addMovement(aMovement({ id_movimiento: '42', id_case: '1', id_tipo: MOVEMENT_TYPE.payment, monto: 18000, pagado: true, concepto: 'Consulta' }));
  world.addMovement(aMovement({ id_movimiento: '43', id_case: '1', id_tipo: 5, descripcion_movimiento: 'Novedad' }));
}

async function returnFromCheckout(path: string) {
  const app = await renderApp(path, { seed: caseWithPayments });
  await findPage('Despido sin causa');
  return app;
}

describe('/asunto/:case/:movement/:paid, back from the checkout', () => {
  it('records an approved payment on its movement once, with its amount, and says so', async () => {
    const { ports, world, router } = await returnFromCheckout('/asunto/1/41/approved');
    expect((await screen.findByText('Pago aprobado: quedó registrado en el asunto.')).getAttribute('role')).toBe('status');
    expect(ports.payments.callsOf('recordPayment')).toBe(1);
    expect(world.movements.get('41')).toMatchObject({ monto: 25000, link_url: window.location.href });

    // The case read again (as its reload after the record does) records nothing more.
    await router.invalidate();
    await screen.findByText('Pago aprobado: quedó registrado en el asunto.');
    expect(ports.payments.callsOf('recordPayment')).toBe(1);
  });

  it('records nothing when the case already shows the payment paid, as after a reload', async () => {
    const { ports } = await returnFromCheckout('/asunto/1/42/approved');
    await screen.findByText('Pago aprobado: quedó registrado en el asunto.');
    expect(ports.payments.callsOf('recordPayment')).toBe(0);
  });

  it('says a pending payment is pending and a rejected one was rejected, recording neither', async () => {
    const pending = await returnFromCheckout('/asunto/1/41/pending');
    expect((await screen.findByText(/^Pago pendiente/)).getAttribute('role')).toBe('status');
    expect(pending.ports.payments.callsOf('recordPayment')).toBe(0);

    await pending.router.navigate({ to: '/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}', params: { id: '1', id_movent: '41', paid: 'rejected' } });
    expect((await screen.findByText(/^Pago rechazado/)).getAttribute('role')).toBe('alert');
    expect(screen.queryByText(/^Pago pendiente/)).toBeNull();
    expect(pending.ports.payments.callsOf('recordPayment')).toBe(0);
  });

  it('shows nothing of payments for a path that is no checkout return', async () => {
    const { ports } = await returnFromCheckout('/asunto/1/41/pagado');
    expect(screen.queryByText(/^Pago /)).toBeNull();
    expect(ports.payments.callsOf('recordPayment')).toBe(0);
  });

  it("says 'Error al intentar realizar pago' when the record fails or the movement is no payment of the case", async () => {
    const app = await returnFromCheckout('/asunto/1');
    app.ports.payments.failNext('recordPayment', portalError.unavailable('network'));
    await app.router.navigate({ to: '/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}', params: { id: '1', id_movent: '41', paid: 'approved' } });
    await waitFor(() => expect(screen.getAllByText(errorMessages.payment).length).toBeGreaterThan(0));
    expect(app.ports.payments.callsOf('recordPayment')).toBe(1);

    await app.router.navigate({ to: '/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}', params: { id: '1', id_movent: '43', paid: 'approved' } });
    await waitFor(() => expect(screen.queryByText('Registrando el pago…')).toBeNull());
    expect(screen.getAllByText(errorMessages.payment).length).toBeGreaterThan(0);
    expect(app.ports.payments.callsOf('recordPayment')).toBe(1);
  });
});
