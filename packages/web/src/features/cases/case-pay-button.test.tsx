import { errorMessages, MOVEMENT_TYPE, portalError } from '@justiciable/core';
import { aCase, aDirectoryListing, aMovement, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { spyOnLeaving } from '../../testing/leave-for';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

const leaveFor = spyOnLeaving();

function caseOwingAPayment(world: InMemoryWorld) {
  const client = signedInClient(world);
  world.addCase(
    aCase({ id: '1', case: 'Despido sin causa', abogadoEstudio: 'Dra. Laura Gómez - Estudio Gómez', pago: 1 }),
    { ownerId: client.userId },
  );
  world.addMovement(
    aMovement({
      id_movimiento: '41',
      id_case: '1',
      id_tipo: MOVEMENT_TYPE.payment,
      monto: 25000,
      pagado: false,
      concepto: 'Honorarios de la demanda',
    }),
  );
  world.addMovement(
    aMovement({
      id_movimiento: '42',
      id_case: '1',
      id_tipo: MOVEMENT_TYPE.payment,
      monto: 18000,
      pagado: true,
      concepto: 'Consulta inicial',
    }),
  );
}

async function openPaymentDialog() {
  const app = await renderApp('/asunto/1', { seed: caseOwingAPayment });
  await findPage('Despido sin causa');
  // Only the unpaid payment can be paid: from the case's summary, where it says what is owed, and from its own card.
  const summary = screen.getByRole('region', { name: 'Resumen del asunto' });
  expect(within(summary).getByText('Pagos pendientes').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe(
    '1 pago pendiente · $ 25.000Pagar $ 25.000',
  );
  const payButtons = screen.getAllByRole('button', { name: /^Pagar / });
  expect(payButtons.map((button) => button.textContent?.replace(/\s/g, ' '))).toEqual([
    'Pagar $ 25.000',
    'Pagar $ 25.000',
  ]);
  await app.user.click(within(summary).getByRole('button', { name: /^Pagar / }));
  return { ...app, dialog: await screen.findByRole('dialog', { name: 'Pagar' }) };
}

describe('"Pagar" on a payment of the case', () => {
  it('says what, to whom and how much before leaving, then sends the browser to the checkout link of that payment', async () => {
    const { dialog, user, world } = await openPaymentDialog();
    const facts = [...dialog.querySelectorAll('dd')].map((value) => value.textContent?.replace(/\s/g, ' '));
    expect(facts).toEqual([
      'Honorarios de la demanda',
      'Despido sin causa',
      'Dra. Laura Gómez - Estudio Gómez',
      '$ 25.000',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Ir a pagar' }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    const sent = world.outbox.findLast((message) => message.kind === 'payment-link');
    expect(sent).toMatchObject({
      request: { lawyerId: aDirectoryListing().id, caseId: '1', movementId: '41', price: 25000 },
    });
    expect(leaveFor).toHaveBeenCalledWith(sent && 'redirectUrl' in sent ? sent.redirectUrl : 'no link');
    expect(within(dialog).getByRole('status').textContent).toBe('Abriendo Mercado Pago…');
  });

  it("says 'Error al generar el link de pago' when the link fails, stays on the case and lets the person try again", async () => {
    vi.mocked(leaveFor).mockClear();
    const { dialog, user, ports } = await openPaymentDialog();
    ports.payments.failNext('createPaymentLink', portalError.unavailable('network'));
    await user.click(within(dialog).getByRole('button', { name: 'Ir a pagar' }));

    expect(await within(dialog).findByText(errorMessages.paymentLink)).toBeTruthy();
    expect(leaveFor).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Ir a pagar' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    expect(ports.payments.callsOf('createPaymentLink')).toBe(2);
  });
});
