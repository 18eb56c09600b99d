import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LegacyKit, rowOf, rowsOf, startLegacyKit } from '../test-kit';

let kit: LegacyKit;

beforeAll(async () => {
  kit = await startLegacyKit();
});

afterAll(async () => {
  await kit.close();
});

const PORTAL = 'http://localhost:5173';

function paymentRow(movementId: number) {
  return kit.db.prepare('SELECT pagado, link_url, monto FROM movimientos WHERE id_movimiento = ?').get(movementId) as {
    pagado: number;
    link_url: string | null;
    monto: number;
  };
}

async function paymentLink(
  caseFixture: { id: number; lawyer: number },
  movement: number,
  price: number | string,
  origin: string = PORTAL,
  token: string = kit.demo.token,
): Promise<string> {
  const reply = await kit.call(
    'getPaymentLinkMP',
    { id_lawyer: caseFixture.lawyer, id_case: caseFixture.id, id_movent: movement, price },
    token,
    { origin },
  );
  expect(reply.body).toMatchObject({ status: 200, message: 'Link de pago generado' });
  return String(rowOf(reply, 'data').redirectUrl);
}

/** The unpaid payment of the demo's pending consultation, which these tests leave unpaid. */
function pendingCasePayment() {
  return kit.db
    .prepare('SELECT id_movimiento AS id FROM movimientos WHERE id_caso = ? AND id_tipo = 4')
    .get(kit.fx.demoPendingCase.id) as { id: number };
}

async function choose(checkout: string, resultado: string, back?: string): Promise<Response> {
  const page = await fetch(back ? `${checkout}?back=${encodeURIComponent(back)}` : checkout, {
    headers: { referer: `${PORTAL}/asunto/1` },
  });
  const html = await page.text();
  const hiddenBack = /name="back" value="([^"]*)"/.exec(html)?.[1] ?? '';
  return fetch(checkout, {
    method: 'POST',
    body: new URLSearchParams({ resultado, back: hiddenBack.replaceAll('&#38;', '&') }),
    redirect: 'manual',
  });
}

describe('getPaymentLinkMP and the checkout page', () => {
  it('hands out a checkout page that shows the charge', async () => {
    const { demoPaymentCase, demoPayment } = kit.fx;
    const checkout = await paymentLink(demoPaymentCase, demoPayment.movement, '85.000');
    expect(checkout).toMatch(new RegExp(`^${kit.emulator.url}/__emulator/checkout/[\\w-]+$`));
    const page = await fetch(checkout);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('$ 85.000');
    expect(html).toContain('Anticipo de honorarios por el divorcio');
    for (const label of ['Aprobar pago', 'Dejar pendiente', 'Rechazar pago']) expect(html).toContain(label);
  });

  it('leaves the movement unpaid when the payment is rejected or left pending, and goes back to the case', async () => {
    const { demoPaymentCase, demoPayment } = kit.fx;
    const checkout = await paymentLink(demoPaymentCase, demoPayment.movement, demoPayment.monto);
    const rejectedAnswer = await choose(checkout, 'rejected');
    expect(rejectedAnswer.status).toBe(303);
    const target = new URL(rejectedAnswer.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(
      `${PORTAL}/asunto/${demoPaymentCase.id}/${demoPayment.movement}/rejected`,
    );
    expect(target.searchParams.get('status')).toBe('rejected');
    expect(paymentRow(demoPayment.movement).pagado).toBe(0);
    expect(kit.lastMail()).toMatchObject({ kind: 'payment', subject: 'Su pago fue rechazado', to: kit.demo.email });

    const pendingAnswer = await choose(checkout, 'pending', `${PORTAL}/pagos?desde=checkout`);
    const pendingTarget = new URL(pendingAnswer.headers.get('location') ?? '');
    expect(pendingTarget.pathname).toBe('/pagos');
    expect(pendingTarget.searchParams.get('desde')).toBe('checkout');
    expect(pendingTarget.searchParams.get('status')).toBe('pending');
    expect(paymentRow(demoPayment.movement).pagado).toBe(0);
  });

  it('marks the movement paid when approved, the checkout its receipt', async () => {
    const { demoPaymentCase, demoPayment } = kit.fx;
    const checkout = await paymentLink(demoPaymentCase, demoPayment.movement, demoPayment.monto);
    const answer = await choose(checkout, 'approved', `${PORTAL}/asunto/${demoPaymentCase.id}`);
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers.get('location') ?? '').searchParams.get('status')).toBe('approved');
    expect(paymentRow(demoPayment.movement)).toEqual({ pagado: 1, link_url: checkout, monto: demoPayment.monto });
    const caseView = rowOf(await kit.call('getSpecificCase', { id_case: demoPaymentCase.id }, kit.demo.token));
    expect(caseView).toMatchObject({ pago: 0 });
    const notifications = rowsOf(
      await kit.call(
        'getNotifications',
        { id_justiciable: kit.demo.sub, email_justiciable: kit.demo.email },
        kit.demo.token,
      ),
    );
    expect(notifications[0]).toMatchObject({ tipo: 'pago_aprobado', id_caso: demoPaymentCase.id });
    expect(await (await fetch(checkout)).text()).toContain('Este pago ya fue acreditado');
    const again = await kit.call(
      'getPaymentLinkMP',
      {
        id_lawyer: demoPaymentCase.lawyer,
        id_case: demoPaymentCase.id,
        id_movent: demoPayment.movement,
        price: demoPayment.monto,
      },
      kit.demo.token,
    );
    expect(again.body).toEqual({ status: 400, message: 'El pago ya fue realizado' });
  });

  it('charges the payment of a consultation when given the consultation movement', async () => {
    const { demoPendingCase } = kit.fx;
    const consultation = kit.db
      .prepare('SELECT id_movimiento AS id FROM movimientos WHERE id_caso = ? AND id_tipo = 1')
      .get(demoPendingCase.id) as { id: number };
    const payment = kit.db
      .prepare('SELECT id_movimiento AS id FROM movimientos WHERE id_caso = ? AND id_tipo = 4')
      .get(demoPendingCase.id) as { id: number };
    const reply = await kit.call(
      'getPaymentLinkMP',
      { id_lawyer: demoPendingCase.lawyer, id_case: demoPendingCase.id, id_movent: consultation.id, price: '22.000' },
      kit.demo.token,
    );
    expect(rowOf(reply, 'data')).toMatchObject({ id_movimiento: payment.id, monto: 22000 });
  });

  it("refuses another client's payment with 403 and changes nothing", async () => {
    const { otherCase, otherPayment } = kit.fx;
    const before = kit.snapshot();
    const reply = await kit.call(
      'getPaymentLinkMP',
      {
        id_lawyer: otherCase.lawyer,
        id_case: otherCase.id,
        id_movent: otherPayment.movement,
        price: otherPayment.monto,
      },
      kit.demo.token,
    );
    expect(reply.http).toBe(403);
    expect(kit.snapshot()).toBe(before);
  });

  it.each([
    [{ price: 1 }, 'El monto no coincide con el pago pendiente'],
    [{ price: 'mil' }, 'El campo price debe ser un importe en pesos'],
    [{ id_lawyer: 999 }, 'El pago no corresponde al Abogado indicado'],
    [{ id_grupo_justiciable: 999_999 }, 'No se encontró el contacto con el Estudio'],
  ])('refuses %o', async (change, message) => {
    const { demoPendingCase } = kit.fx;
    const payment = kit.db
      .prepare('SELECT id_movimiento AS id FROM movimientos WHERE id_caso = ? AND id_tipo = 4')
      .get(demoPendingCase.id) as { id: number };
    const reply = await kit.call(
      'getPaymentLinkMP',
      {
        id_lawyer: demoPendingCase.lawyer,
        id_case: demoPendingCase.id,
        id_movent: payment.id,
        price: 22000,
        ...change,
      },
      kit.demo.token,
    );
    expect(reply.body).toEqual({ status: 400, message });
  });

  it('sends the browser back only to the portal: a foreign back URL or Referer gives way to the portal the link came from', async () => {
    const { id: movement } = pendingCasePayment();
    const checkout = await paymentLink(kit.fx.demoPendingCase, movement, 22000);
    const casePath = `/asunto/${kit.fx.demoPendingCase.id}/${movement}/pending`;
    const foreign = [
      'https://evil.example/steal',
      'http://localhost:5173@evil.example/',
      'http://localhost.evil.example:5173/',
      'javascript:alert(1)',
      '//evil.example/x',
    ];
    for (const back of foreign) {
      const page = await fetch(`${checkout}?back=${encodeURIComponent(back)}`, {
        headers: { referer: 'https://evil.example/pagar' },
      });
      const html = await page.text();
      expect(html).not.toContain('evil.example');
      expect(/name="back" value="([^"]*)"/.exec(html)?.[1]).toBe(PORTAL);

      const answer = await fetch(checkout, {
        method: 'POST',
        body: new URLSearchParams({ resultado: 'pending', back }),
        redirect: 'manual',
      });
      expect(answer.status).toBe(303);
      const target = new URL(answer.headers.get('location') ?? '');
      expect(`${target.origin}${target.pathname}`).toBe(`${PORTAL}${casePath}`);
    }
    expect(paymentRow(movement).pagado).toBe(0);
  });

  it("returns to the back_url the link was asked with (a script's, with no Origin), its query saying the outcome and the payment id", async () => {
    const { id: movement } = pendingCasePayment();
    const backUrl = 'http://127.0.0.1:4999/pago-terminado?pedido=7';
    const reply = await kit.call(
      'getPaymentLinkMP',
      {
        id_lawyer: kit.fx.demoPendingCase.lawyer,
        id_case: kit.fx.demoPendingCase.id,
        id_movent: movement,
        price: 22000,
        back_url: backUrl,
      },
      kit.demo.token,
      {},
    );
    const checkout = String(rowOf(reply, 'data').redirectUrl);
    // Opened from another page of the portal, the chosen address still wins over the Referer.
    const page = await (await fetch(checkout, { headers: { referer: `${PORTAL}/asunto/1` } })).text();
    expect(/name="back" value="([^"]*)"/.exec(page)?.[1]?.replaceAll('&#38;', '&')).toBe(backUrl);
    const answer = await fetch(checkout, {
      method: 'POST',
      body: new URLSearchParams({ resultado: 'pending' }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    const target = new URL(answer.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe('http://127.0.0.1:4999/pago-terminado');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      pedido: '7',
      status: 'pending',
      external_reference: String(movement),
    });
    expect(target.searchParams.get('payment_id')).toBe(checkout.split('/').at(-1));
  });

  it('refuses a back_url outside the portal', async () => {
    const { id: movement } = pendingCasePayment();
    for (const back_url of ['https://evil.example/volver', 'ftp://localhost/x']) {
      const reply = await kit.call(
        'getPaymentLinkMP',
        {
          id_lawyer: kit.fx.demoPendingCase.lawyer,
          id_case: kit.fx.demoPendingCase.id,
          id_movent: movement,
          price: 22000,
          back_url,
        },
        kit.demo.token,
        { origin: PORTAL },
      );
      expect(reply.body).toMatchObject({ status: 400 });
    }
  });

  it('shows the result instead of redirecting when the link was asked for from outside the portal', async () => {
    const checkout = await paymentLink(kit.fx.demoPendingCase, pendingCasePayment().id, 22000, 'https://evil.example');
    const page = await (await fetch(checkout)).text();
    expect(/name="back" value="([^"]*)"/.exec(page)?.[1]).toBe('');
    const answer = await fetch(checkout, {
      method: 'POST',
      body: new URLSearchParams({ resultado: 'pending', back: 'https://evil.example/steal' }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Pago pendiente');
  });

  it('refuses a checkout form over 16 KB with 413 before reading it', async () => {
    const { id: movement } = pendingCasePayment();
    const checkout = await paymentLink(kit.fx.demoPendingCase, movement, 22000);
    const answer = await fetch(checkout, {
      method: 'POST',
      body: new URLSearchParams({ resultado: 'approved', back: `${PORTAL}/${'x'.repeat(20_000)}` }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(413);
    expect(paymentRow(movement).pagado).toBe(0);
  });

  it("lists each payment with its latest checkout outcome: pending with its ticket's expiry 3 days on, then rejected; an opened link alone is no outcome", async () => {
    const { demoPendingCase } = kit.fx;
    const { id: movement } = pendingCasePayment();
    const listed = async () =>
      rowsOf(await kit.call('listaMovimientos', { id_asunto: demoPendingCase.id }, kit.demo.token)).find(
        (row) => row.id_movimiento === movement,
      );
    kit.db.prepare('DELETE FROM pagos_checkout WHERE id_movimiento = ?').run(movement);
    const checkout = await paymentLink(demoPendingCase, movement, 22000);
    expect(await listed()).toMatchObject({ estado_pago: null, vence_pago: null });

    await choose(checkout, 'pending');
    const settledAt = (
      kit.db.prepare('SELECT fecha_resultado FROM pagos_checkout WHERE id_movimiento = ?').get(movement) as {
        fecha_resultado: string;
      }
    ).fecha_resultado;
    const expires = new Date(`${settledAt.replace(' ', 'T')}Z`);
    expires.setUTCDate(expires.getUTCDate() + 3);
    expect(await listed()).toMatchObject({
      estado_pago: 'pendiente',
      vence_pago: expires.toISOString().slice(0, 19).replace('T', ' '),
      pagado: 'f',
    });
    // Another link opened after it does not hide the pending ticket.
    await paymentLink(demoPendingCase, movement, 22000);
    expect(await listed()).toMatchObject({ estado_pago: 'pendiente' });

    await choose(checkout, 'rejected');
    expect(await listed()).toMatchObject({ estado_pago: 'rechazado', vence_pago: null });
    const other = rowsOf(await kit.call('listaMovimientos', { id_asunto: demoPendingCase.id }, kit.demo.token)).filter(
      (row) => row.id_tipo !== 4,
    );
    for (const row of other) expect(row).toMatchObject({ estado_pago: null, vence_pago: null });
  });

  it('answers an unknown checkout with 404 and an unknown choice with 400', async () => {
    expect((await fetch(`${kit.emulator.url}/__emulator/checkout/nada`)).status).toBe(404);
    const { demoPendingCase } = kit.fx;
    const payment = kit.db
      .prepare('SELECT id_movimiento AS id FROM movimientos WHERE id_caso = ? AND id_tipo = 4')
      .get(demoPendingCase.id) as { id: number };
    const checkout = await paymentLink(demoPendingCase, payment.id, 22000);
    const answer = await fetch(checkout, { method: 'POST', body: new URLSearchParams({ resultado: 'regalado' }) });
    expect(answer.status).toBe(400);
    expect(paymentRow(payment.id).pagado).toBe(0);
  });
});

describe('changePaymentMovement: paid only by what the checkout approved', () => {
  /** The demo's pending consultation's unpaid payment, and a checkout for it settled as chosen; its payment id as the return URL carries it. */
  async function settledCheckout(
    resultado: 'approved' | 'pending' | 'rejected',
  ): Promise<{ movement: number; paymentId: string }> {
    const { id: movement } = pendingCasePayment();
    const answer = await choose(await paymentLink(kit.fx.demoPendingCase, movement, 22000), resultado);
    const paymentId = new URL(answer.headers.get('location') ?? '').searchParams.get('payment_id');
    if (paymentId === null) throw new Error('The checkout returned no payment_id');
    return { movement, paymentId };
  }

  it("refuses the attack of the finding: the client's own token, no checkout, a link and the price; nothing changes", async () => {
    const { id: movement } = pendingCasePayment();
    const before = kit.snapshot();
    const reply = await kit.call(
      'changePaymentMovement',
      { id_movement: movement, link_url: 'https://evil.example/anything', price: 22000 },
      kit.demo.token,
    );
    expect(reply.body).toEqual({ status: 400, message: 'Falta el campo obligatorio payment_id' });
    const invented = await kit.call(
      'changePaymentMovement',
      { id_movement: movement, payment_id: '123456789', price: 22000 },
      kit.demo.token,
    );
    expect(invented.body).toEqual({ status: 400, message: 'El medio de pago no aprobó este pago' });
    expect(kit.snapshot()).toBe(before);
    expect(paymentRow(movement).pagado).toBe(0);
  });

  it.each(['pending', 'rejected'] as const)(
    'refuses the payment id of a checkout left %s, and the movement stays unpaid',
    async (resultado) => {
      const { movement, paymentId } = await settledCheckout(resultado);
      const before = kit.snapshot();
      const reply = await kit.call(
        'changePaymentMovement',
        { id_movement: movement, payment_id: paymentId, price: 22000 },
        kit.demo.token,
      );
      expect(reply.body).toEqual({ status: 400, message: 'El medio de pago no aprobó este pago' });
      expect(kit.snapshot()).toBe(before);
      expect(paymentRow(movement).pagado).toBe(0);
    },
  );

  it("refuses another client's approved payment id, and the right one for another amount", async () => {
    const { otherCase, otherPayment } = kit.fx;
    const approvedForOther = await choose(
      await paymentLink(otherCase, otherPayment.movement, otherPayment.monto, PORTAL, kit.other.token),
      'approved',
    );
    const paymentId = new URL(approvedForOther.headers.get('location') ?? '').searchParams.get('payment_id') ?? '';
    expect(paymentRow(otherPayment.movement).pagado).toBe(1);
    const { id: unpaid } = pendingCasePayment();
    const before = kit.snapshot();
    // The other client's approved payment, reported by the demo client on their own unpaid payment.
    expect(
      (
        await kit.call(
          'changePaymentMovement',
          { id_movement: unpaid, payment_id: paymentId, price: 22000 },
          kit.demo.token,
        )
      ).body,
    ).toEqual({
      status: 400,
      message: 'El medio de pago no aprobó este pago',
    });
    expect(
      (
        await kit.call(
          'changePaymentMovement',
          { id_movement: otherPayment.movement, payment_id: paymentId, price: otherPayment.monto + 1 },
          kit.other.token,
        )
      ).body,
    ).toEqual({ status: 400, message: 'El monto no coincide con el pago pendiente' });
    expect(kit.snapshot()).toBe(before);
    expect(paymentRow(unpaid).pagado).toBe(0);
  });

  it('confirms a payment the checkout approved, for that movement and amount, with the checkout as its receipt; repeating it is harmless', async () => {
    const { movement, paymentId } = await settledCheckout('approved');
    const receipt = `${kit.emulator.url}/__emulator/checkout/${paymentId}`;
    expect(paymentRow(movement)).toEqual({ pagado: 1, link_url: receipt, monto: 22000 });
    const before = kit.snapshot();
    const query = { id_movement: movement, payment_id: paymentId, price: '22.000' };
    const answer = {
      status: 200,
      message: 'Pago registrado correctamente',
      datos: { id_movimiento: movement, pagado: 't', link_url: receipt },
    };
    expect((await kit.call('changePaymentMovement', query, kit.demo.token)).body).toEqual(answer);
    expect((await kit.call('changePaymentMovement', query, kit.demo.token)).body).toEqual(answer);
    expect(kit.snapshot()).toBe(before);
  });

  it("refuses another client's movement with 403 and changes nothing", async () => {
    const before = kit.snapshot();
    const reply = await kit.call(
      'changePaymentMovement',
      { id_movement: kit.fx.otherPayment.movement, payment_id: 'x', price: kit.fx.otherPayment.monto },
      kit.demo.token,
    );
    expect(reply.http).toBe(403);
    expect(kit.snapshot()).toBe(before);
  });

  it('refuses a movement with no payment', async () => {
    const unpaidCaseMovement = kit.db
      .prepare(
        `SELECT m.id_movimiento AS id FROM movimientos m JOIN casos c ON c.id_caso = m.id_caso WHERE c.nombre = 'Cobro de alquileres adeudados'`,
      )
      .get() as { id: number };
    const reply = await kit.call(
      'changePaymentMovement',
      { id_movement: unpaidCaseMovement.id, payment_id: 'x', price: 1 },
      kit.demo.token,
    );
    expect(reply.body).toEqual({ status: 400, message: 'El movimiento no tiene un pago asociado' });
  });
});
