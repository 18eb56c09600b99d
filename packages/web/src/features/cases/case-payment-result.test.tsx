import { errorMessages, MOVEMENT_TYPE, paymentMessages, portalError } from '@justiciable/core';
import { aCase, aMovement, type CheckoutOutcome, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

const CASE_ROUTE = '/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}';

function caseWithPayments(world: InMemoryWorld) {
  const client = signedInClient(world);
  world.addCase(aCase({ id: '1', case: 'Despido sin causa' }), { ownerId: client.userId });
  world.addMovement(
    aMovement({
      id_movimiento: '41',
      id_case: '1',
      id_tipo: MOVEMENT_TYPE.payment,
      descripcion_movimiento: 'Honorarios',
      monto: 25000,
      pagado: false,
      concepto: 'Honorarios',
    }),
  );
  world.addMovement(
    aMovement({
      id_movimiento: '42',
      id_case: '1',
      id_tipo: MOVEMENT_TYPE.payment,
      descripcion_movimiento: 'Consulta inicial',
      monto: 18000,
      pagado: true,
      concepto: 'Consulta',
    }),
  );
  world.addMovement(aMovement({ id_movimiento: '43', id_case: '1', id_tipo: 5, descripcion_movimiento: 'Novedad' }));
}

async function openCase() {
  const app = await renderApp('/asunto/1', { seed: caseWithPayments });
  await findPage('Despido sin causa');
  return app;
}

type App = Awaited<ReturnType<typeof openCase>>;

/** The client pays movement 41 at the checkout and comes back as the checkout sends them: /asunto/1/41/<outcome>?payment_id=… */
async function backFromCheckout(app: App, outcome: CheckoutOutcome): Promise<string> {
  const link = await app.portal.createPaymentLink({
    lawyerId: aCase().id_abogado,
    caseId: '1',
    movementId: '41',
    price: 25000,
  });
  if (!link.ok) throw new Error(link.error.message);
  const { paymentId } = app.ports.payments.settleCheckout(link.value.redirectUrl, outcome);
  await app.router.navigate({
    to: CASE_ROUTE,
    params: { id: '1', id_movent: '41', paid: outcome },
    search: { payment_id: paymentId },
  });
  return paymentId;
}

/** A payment movement's card, by its title. */
function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

describe('/asunto/:case/:movement/:paid, back from the checkout: said on the payment itself', () => {
  it("reports an approved payment once, with the checkout's payment id; its card says it, and describes the card", async () => {
    const app = await openCase();
    const reported = vi.spyOn(app.ports.payments, 'recordPayment');
    const paymentId = await backFromCheckout(app, 'approved');
    const result = await within(card('Honorarios')).findByText(paymentMessages.approved);
    expect(result.getAttribute('role')).toBe('status');
    expect(reported).toHaveBeenCalledExactlyOnceWith({ movementId: '41', paymentId, price: 25000 });
    expect(app.world.movements.get('41')).toMatchObject({ pagado: true });
    await waitFor(() => expect(within(card('Honorarios')).getByText('Pagado')).toBeDefined());
    // Focus lands on the card (a deep link): its description is the result.
    const describedBy = card('Honorarios').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(paymentMessages.approved);

    // The case read again (as its reload after the report does) reports nothing more.
    await app.router.invalidate();
    await within(card('Honorarios')).findByText(paymentMessages.approved);
    expect(reported).toHaveBeenCalledOnce();
  });

  it('says on the card that a rejected payment is rejected (an alert) and still owed, and one left pending is in process with no pay button, reporting neither', async () => {
    const app = await openCase();
    // The page reads the payment's state at the browser's time; the checkout's ticket expires 3 days after the cloud's.
    app.ports.clock.setTo(new Date());
    await backFromCheckout(app, 'rejected');
    expect((await within(card('Honorarios')).findByText(paymentMessages.rejected)).getAttribute('role')).toBe('alert');
    expect(within(card('Honorarios')).getByText('Pendiente')).toBeDefined();
    expect(within(card('Honorarios')).getByRole('button', { name: /^Pagar \$/ })).toBeDefined();

    await backFromCheckout(app, 'pending');
    // Said once, as the result where the page lands: in process, until when.
    const inProcess =
      /^Pago en proceso: quedó pendiente en el medio de pago y se acreditará cuando el medio de pago lo confirme \(vence el \d+\/\d+\/\d{4} a las \d{2}:\d{2}\)\.$/;
    expect((await within(card('Honorarios')).findByText(inProcess)).getAttribute('role')).toBe('status');
    expect(within(card('Honorarios')).getAllByText(inProcess)).toHaveLength(1);
    expect(screen.queryByText(paymentMessages.rejected)).toBeNull();
    expect(within(card('Honorarios')).getByText('En proceso')).toBeDefined();
    expect(within(card('Honorarios')).queryByRole('button', { name: /^Pagar \$/ })).toBeNull();
    // The case alone, no checkout return: still in process, said on the payment.
    // (In the browser the checkout's return is a new page load; here the case's first read is still kept, so it is read again.)
    await app.router.navigate({
      to: CASE_ROUTE,
      params: { id: '1', id_movent: undefined, paid: undefined },
      search: {},
    });
    await app.router.invalidate();
    await waitFor(() => expect(within(card('Honorarios')).getByText(inProcess).getAttribute('role')).toBeNull());
    expect(within(card('Honorarios')).queryByRole('button', { name: /^Pagar \$/ })).toBeNull();
    expect(app.ports.payments.callsOf('recordPayment')).toBe(0);
    expect(app.world.movements.get('41')?.pagado).toBe(false);
  });

  it("says 'Error al intentar realizar pago' on the card when the cloud refuses a payment id the checkout did not approve, and it stays unpaid", async () => {
    const app = await openCase();
    await app.router.navigate({
      to: CASE_ROUTE,
      params: { id: '1', id_movent: '41', paid: 'approved' },
      search: { payment_id: 'inventado' },
    });
    expect((await within(card('Honorarios')).findByText(errorMessages.payment)).getAttribute('role')).toBe('alert');
    expect(app.ports.payments.callsOf('recordPayment')).toBe(1);
    expect(app.world.movements.get('41')?.pagado).toBe(false);
    expect(within(card('Honorarios')).queryByText(paymentMessages.approved)).toBeNull();
  });

  it('without a payment id, says approved only of a payment the case shows paid, and reports nothing', async () => {
    const app = await openCase();
    await app.router.navigate({ to: CASE_ROUTE, params: { id: '1', id_movent: '42', paid: 'approved' } });
    await within(card('Consulta inicial')).findByText(paymentMessages.approved);
    await app.router.navigate({ to: CASE_ROUTE, params: { id: '1', id_movent: '41', paid: 'approved' } });
    await within(card('Honorarios')).findByText(errorMessages.payment);
    expect(app.ports.payments.callsOf('recordPayment')).toBe(0);
  });

  it('says the error of a failed report on the card', async () => {
    const app = await openCase();
    app.ports.payments.failNext('recordPayment', portalError.unavailable('network'));
    await backFromCheckout(app, 'approved');
    await waitFor(() => expect(within(card('Honorarios')).getByText(errorMessages.payment)).toBeDefined());
  });

  it('shows nothing of payments for a path that is no checkout return, and the error at the top for a return to no payment of the case', async () => {
    const app = await openCase();
    await app.router.navigate({ to: CASE_ROUTE, params: { id: '1', id_movent: '41', paid: 'pagado' } });
    expect(screen.queryByText(/^Pago /)).toBeNull();

    await app.router.navigate({
      to: CASE_ROUTE,
      params: { id: '1', id_movent: '43', paid: 'approved' },
      search: { payment_id: '1234' },
    });
    await waitFor(() => expect(screen.getAllByText(errorMessages.payment).length).toBeGreaterThan(0));
    expect(within(card('Novedad')).queryByText(errorMessages.payment)).toBeNull();
    expect(app.ports.payments.callsOf('recordPayment')).toBe(0);
  });
});
