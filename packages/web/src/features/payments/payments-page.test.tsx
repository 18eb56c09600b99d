import { errorMessages, MOVEMENT_TYPE, paymentListMessages, portalError } from '@justiciable/core';
import { aCase, aDirectoryListing, aMovement, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { spyOnLeaving } from '../../testing/leave-for';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

const leaveFor = spyOnLeaving();

const payment = (overrides: Parameters<typeof aMovement>[0]) =>
  aMovement({
    id_tipo: MOVEMENT_TYPE.payment,
    nombre_tipo: 'Pago',
    acto_procesal: null,
    comentarios: null,
    ...overrides,
  });

/** Two cases of the client with payments owed, paid and not yet priced, and another client's payment. */
function casesWithPayments(world: InMemoryWorld) {
  const client = signedInClient(world);
  world.addCase(
    aCase({ id: '1', case: 'Despido sin causa', abogadoEstudio: 'Dra. Laura Gómez - Estudio Gómez', pago: 1 }),
    { ownerId: client.userId },
  );
  world.addCase(
    aCase({ id: '2', case: 'Sucesión de Juan Pérez', abogadoEstudio: 'Dr. Martín Sosa - Estudio Sosa', pago: 1 }),
    { ownerId: client.userId },
  );
  world.addCase(aCase({ id: '3', case: 'Divorcio', abogadoEstudio: 'Dra. Laura Gómez - Estudio Gómez' }), {
    ownerId: client.userId,
  });
  world.addMovement(
    payment({
      id_movimiento: '41',
      id_case: '1',
      fecha_alta: '2025-03-01T10:00:00.000Z',
      concepto: 'Honorarios de la demanda',
      monto: 25000,
    }),
  );
  world.addMovement(
    payment({
      id_movimiento: '42',
      id_case: '1',
      fecha_alta: '2025-01-05T10:00:00.000Z',
      concepto: 'Consulta inicial',
      monto: 18000,
      pagado: true,
      link_url: 'https://www.mercadopago.com.ar/activities/42',
    }),
  );
  world.addMovement(
    payment({
      id_movimiento: '43',
      id_case: '2',
      fecha_alta: '2025-04-10T10:00:00.000Z',
      concepto: 'Tasa de justicia',
      monto: null,
    }),
  );
  world.addMovement(
    payment({
      id_movimiento: '44',
      id_case: '2',
      fecha_alta: '2025-02-10T10:00:00.000Z',
      concepto: 'Honorarios de la sucesión',
      monto: 350000,
      pagado: true,
      link_url: 'javascript:alert(1)',
    }),
  );
}

/** The concepts of a group's payments, in the order shown. */
function conceptsIn(group: RegExp): string[] {
  return within(screen.getByRole('region', { name: group }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

/** 'Pagar $ 25.000', its space the non-breaking one Intl writes. */
const PAY_25000 = { name: /^Pagar \$\s25\.000$/ };

/** /pagos with the whole list shown. */
async function openPayments() {
  const app = await renderApp('/pagos', { seed: casesWithPayments });
  await findPage('Pagos');
  await screen.findByRole('region', { name: /^Pagados/ });
  return app;
}

function itemOf(concept: string): HTMLElement {
  return screen.getByRole('heading', { name: concept, level: 3 }).closest('li')!;
}

describe('/pagos', () => {
  it('lists every payment of every case, the owed ones first, then the paid ones, each newest first, with its case, lawyer, date, amount and state', async () => {
    await openPayments();
    expect(conceptsIn(/^Pendientes \(2\)/)).toEqual(['Tasa de justicia', 'Honorarios de la demanda']);
    expect(conceptsIn(/^Pagados \(2\)/)).toEqual(['Honorarios de la sucesión', 'Consulta inicial']);
    const owed = itemOf('Honorarios de la demanda');
    expect(owed.textContent?.replace(/\s/g, ' ')).toContain(
      'Despido sin causaAbogado o estudioDra. Laura Gómez - Estudio GómezFecha1/3/2025Monto$ 25.000EstadoPendiente',
    );
    expect(within(owed).getByRole('link', { name: 'Despido sin causa' }).getAttribute('href')).toBe('/asunto/1/41');
    expect(within(owed).getByRole('button', PAY_25000).getAttribute('aria-describedby')).toBe(
      within(owed).getByRole('heading').id,
    );
    // Owed, but its amount is not stated yet: nothing to pay.
    const unpriced = itemOf('Tasa de justicia');
    expect(unpriced.textContent).toContain(paymentListMessages.amountPending);
    expect(within(unpriced).queryByRole('button')).toBeNull();
    // Paid: no pay button, its receipt in the portal.
    const paid = itemOf('Consulta inicial');
    expect(paid.textContent).toContain(paymentListMessages.paid);
    expect(
      within(paid)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([paymentListMessages.receipt]);
  });

  it("adds up what is owed, in process and paid at the top, and lists a payment left pending under 'En proceso' with no pay button", async () => {
    await renderApp('/pagos', {
      seed: (world) => {
        casesWithPayments(world);
        world.addMovement(
          payment({
            id_movimiento: '45',
            id_case: '2',
            fecha_alta: '2025-03-05T10:00:00.000Z',
            concepto: 'Anticipo de gastos',
            monto: 21500,
            estado_pago: 'pendiente',
            vence_pago: '2099-03-08 10:00:00',
          }),
        );
      },
    });
    await findPage('Pagos');
    await screen.findByRole('region', { name: /^Pagados/ });
    const totals = screen.getByRole('region', { name: paymentListMessages.totalsTitle });
    expect([...totals.querySelectorAll('dl > div')].map((tally) => tally.textContent?.replace(/\s/g, ' '))).toEqual([
      'Adeudado$ 25.0002 pagos',
      'En proceso$ 21.5001 pago',
      'Pagado$ 368.0002 pagos',
    ]);
    expect(conceptsIn(/^En proceso \(1\)/)).toEqual(['Anticipo de gastos']);
    const pending = itemOf('Anticipo de gastos');
    expect(within(pending).queryByRole('button')).toBeNull();
    expect(pending.textContent).toContain(
      'Pago en proceso: quedó pendiente en el medio de pago y se acreditará cuando el medio de pago lo confirme (vence el 8/3/2099 a las 10:00).',
    );
  });

  it("'Ver comprobante' shows the paid payment's receipt in the portal, printable, with the provider's one when it is a web address", async () => {
    const { user } = await openPayments();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(within(itemOf('Consulta inicial')).getByRole('button', { name: paymentListMessages.receipt }));
    const dialog = await screen.findByRole('dialog', { name: paymentListMessages.receiptTitle });
    expect([...dialog.querySelectorAll('dd')].map((value) => value.textContent?.replace(/\s/g, ' '))).toEqual([
      'Consulta inicial',
      'Despido sin causa',
      'Dra. Laura Gómez - Estudio Gómez',
      '$ 18.000',
      '5/1/2025',
      'Pagado',
      '42',
    ]);
    const provider = within(dialog).getByRole('link', { name: /^Comprobante del medio de pago/ });
    expect(provider.getAttribute('href')).toBe('https://www.mercadopago.com.ar/activities/42');
    expect(provider.getAttribute('rel')).toBe('noopener noreferrer');
    await user.click(within(dialog).getByRole('button', { name: paymentListMessages.print }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

    // A receipt link that is no web address is not offered.
    await user.click(
      within(itemOf('Honorarios de la sucesión')).getByRole('button', { name: paymentListMessages.receipt }),
    );
    const other = await screen.findByRole('dialog', { name: paymentListMessages.receiptTitle });
    expect(within(other).queryByRole('link')).toBeNull();
    print.mockRestore();
  });

  it("'Pagar' says what, in which case, to whom and how much, then leaves for the checkout link of that payment", async () => {
    const { user, world } = await openPayments();
    await user.click(within(itemOf('Honorarios de la demanda')).getByRole('button', PAY_25000));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar' });
    expect([...dialog.querySelectorAll('dd')].map((value) => value.textContent?.replace(/\s/g, ' '))).toEqual([
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
  });

  it("keeps the dialog open with 'Error al generar el link de pago' when the checkout link cannot be made", async () => {
    vi.mocked(leaveFor).mockClear();
    const { user, ports } = await openPayments();
    ports.payments.failNext('createPaymentLink', portalError.unavailable('network'));
    await user.click(within(itemOf('Honorarios de la demanda')).getByRole('button', PAY_25000));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar' });
    await user.click(within(dialog).getByRole('button', { name: 'Ir a pagar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(errorMessages.paymentLink);
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('shows the owed ones, read first, while the other cases are read, then the whole list in place, a payment dialog left open', async () => {
    const { ports, router, user } = await renderApp('/terminosCondiciones', { seed: casesWithPayments });
    const read = ports.cases.listMovements.bind(ports.cases);
    let release: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    // The two cases that owe are read first; the whole list's reads wait.
    ports.cases.listMovements = async (caseId) => {
      reads += 1;
      if (reads > 2) await rest;
      return read(caseId);
    };
    await router.navigate({ to: '/pagos' });
    await findPage('Pagos');

    expect(conceptsIn(/^Pendientes \(2\)/)).toEqual(['Tasa de justicia', 'Honorarios de la demanda']);
    // The history's progress, said in the page's status: the case that owes nothing is being read.
    expect(
      (await screen.findByText(paymentListMessages.readingHistory(0, 1))).closest('[role="status"]'),
    ).not.toBeNull();
    // The paid ones of the cases that owe come with them; the totals wait for the whole list.
    expect(conceptsIn(/^Pagados \(2\)/)).toEqual(['Honorarios de la sucesión', 'Consulta inicial']);
    expect(screen.queryByRole('region', { name: paymentListMessages.totalsTitle })).toBeNull();

    // A payment can be paid already; the whole list's coming does not close its dialog.
    await user.click(within(itemOf('Honorarios de la demanda')).getByRole('button', PAY_25000));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar' });

    release();
    // The page behind the modal dialog is hidden from screen readers meanwhile.
    expect(await screen.findByRole('region', { name: paymentListMessages.totalsTitle, hidden: true })).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Pagar' })).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(conceptsIn(/^Pendientes \(2\)/)).toEqual(['Tasa de justicia', 'Honorarios de la demanda']);
    expect(screen.queryByText(/^Leyendo pagos/)).toBeNull();
  });

  it('says when there are no payments', async () => {
    await renderApp('/pagos', {
      seed: (world) => world.addCase(aCase({ id: '1' }), { ownerId: signedInClient(world).userId }),
    });
    await findPage('Pagos');
    expect(
      screen.getByRole('heading', { name: paymentListMessages.empty }).closest('.ui-empty')?.textContent,
    ).toContain(paymentListMessages.emptyDetail);
  });

  it("says 'Error al intentar obtener los pagos' when a case's payments cannot be read, keeps what was read, and lists them all on Reintentar", async () => {
    const { ports, router, user } = await renderApp('/terminosCondiciones', { seed: casesWithPayments });
    ports.cases.failNext('listMovements', portalError.unavailable('timeout'));
    await router.navigate({ to: '/pagos' });
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.payments);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(/^Leyendo pagos/)).toBeNull();
    // What the other case that owes said is kept: its paid one, and the failed case still awaiting its amount.
    expect(screen.getByRole('region', { name: /^Pagados \(1\)/ })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: /^Pagados \(2\)/ })).toBeDefined();
    expect(screen.queryByText(errorMessages.payments)).toBeNull();
  });

  it('shows each case that owes at once from the case list, its amount on its way, before its movements are read', async () => {
    const { ports, router } = await renderApp('/terminosCondiciones', { seed: casesWithPayments });
    const read = ports.cases.listMovements.bind(ports.cases);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    ports.cases.listMovements = async (caseId) => {
      await held;
      return read(caseId);
    };
    await router.navigate({ to: '/pagos' });
    await findPage('Pagos');

    const owed = await screen.findByRole('region', { name: /^Pendientes \(2\)/ });
    expect(
      within(owed)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.closest('li')?.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      expect.stringContaining(
        '1 pago pendienteAsuntoDespido sin causaAbogado o estudioDra. Laura Gómez - Estudio Gómez',
      ),
      expect.stringContaining(
        '1 pago pendienteAsuntoSucesión de Juan PérezAbogado o estudioDr. Martín Sosa - Estudio Sosa',
      ),
    ]);
    expect(within(owed).getAllByText(paymentListMessages.amountReading)).toHaveLength(2);
    expect(screen.getByText(paymentListMessages.readingOwed(0, 2))).toBeDefined();

    release();
    expect(await screen.findByRole('region', { name: /^Pagados \(2\)/ })).toBeDefined();
    expect(conceptsIn(/^Pendientes \(2\)/)).toEqual(['Tasa de justicia', 'Honorarios de la demanda']);
  });
});
