import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { EmulatorContext } from '../context';
import { isAllowedOrigin } from '../portal-origins';
import { inTransaction } from '../store/database';
import { checkoutUrl, markMovementPaid } from './actions/payments';
import { notifyClient } from './notify';
import { sql } from './sql';
import { argentineTimestamp, pesos } from './wire';

/**
 * The emulated Mercado Pago checkout behind getPaymentLinkMP's redirectUrl: a page where the
 * payment is approved, left pending or rejected, then back to the portal the way Mercado Pago's
 * back_urls do (status, payment_id and external_reference in the query). It only ever sends the
 * browser back to a portal origin (../portal-origins), so a crafted link cannot bounce a client
 * who just paid to another site.
 */

type CheckoutResult = 'approved' | 'pending' | 'rejected';
const RESULTS: readonly CheckoutResult[] = ['approved', 'pending', 'rejected'];
/** The form carries one choice and the return URL; nothing legitimate comes near this. */
const MAX_FORM_BYTES = 16 * 1024;

interface CheckoutRow {
  readonly token: string;
  readonly id_movimiento: number;
  readonly id_caso: number;
  readonly id_justiciable: string;
  readonly monto: number;
  readonly estado: 'pendiente' | 'aprobado' | 'rechazado';
  readonly volver_a: string | null;
  readonly pagado: number;
  readonly concepto: string;
  readonly nombre_asunto: string;
  readonly email_justiciable: string | null;
  readonly nombre_abogado: string;
  readonly nombre_estudio: string;
}

const CHECKOUT = `SELECT pc.token, pc.id_movimiento, pc.id_caso, pc.id_justiciable, pc.monto, pc.estado, pc.volver_a, m.pagado,
    m.descripcion_movimiento AS concepto, c.nombre AS nombre_asunto, c.email_justiciable,
    a.nombre || ' ' || a.apellido AS nombre_abogado, e.nombre_estudio
  FROM pagos_checkout pc
  JOIN movimientos m ON m.id_movimiento = pc.id_movimiento
  JOIN casos c ON c.id_caso = pc.id_caso
  JOIN abogados a ON a.id_abogado = pc.id_abogado
  JOIN grupos g ON g.id_grupo = c.id_grupo
  JOIN estudios e ON e.id_estudio = g.id_estudio
  WHERE pc.token = ?`;

export function mountCheckout(app: Hono, ctx: EmulatorContext): void {
  app.get('/__emulator/checkout/:token', (c) => {
    const checkout = sql<CheckoutRow>(ctx.db, CHECKOUT).get(c.req.param('token'));
    if (!checkout)
      return c.html(page('Link de pago inválido', '<p>Este link de pago no existe o ya no es válido.</p>'), 404);
    const portal = portalReturns(ctx);
    // A return address the link was asked with (back_url) is the script's or page's own choice: it comes before the Referer.
    const back =
      portal.url(c.req.query('back')) ??
      portal.chosen(checkout.volver_a) ??
      portal.refererOrigin(c.req.header('referer')) ??
      portal.origin(checkout.volver_a);
    if (checkout.pagado) {
      return c.html(page('Pago acreditado', `<p>Este pago ya fue acreditado.</p>${backLink(back)}`));
    }
    return c.html(checkoutPage(checkout, back));
  });

  const formLimit = bodyLimit({
    maxSize: MAX_FORM_BYTES,
    onError: (c) =>
      c.html(page('Solicitud demasiado grande', '<p>El formulario enviado es demasiado grande.</p>'), 413),
  });
  app.post('/__emulator/checkout/:token', formLimit, async (c) => {
    const form = await c.req.parseBody();
    const result = RESULTS.find((candidate) => candidate === form['resultado']);
    const checkout = sql<CheckoutRow>(ctx.db, CHECKOUT).get(c.req.param('token'));
    if (!checkout)
      return c.html(page('Link de pago inválido', '<p>Este link de pago no existe o ya no es válido.</p>'), 404);
    if (!result)
      return c.html(page('Resultado inválido', '<p>Elija aprobar, dejar pendiente o rechazar el pago.</p>'), 400);
    const settled = checkout.pagado ? 'approved' : settle(ctx, checkout, result);
    // A back URL outside the portal is ignored: the portal the link was asked from takes its place.
    const portal = portalReturns(ctx);
    const back =
      portal.url(typeof form['back'] === 'string' ? form['back'] : undefined) ??
      portal.chosen(checkout.volver_a) ??
      portal.origin(checkout.volver_a);
    const target = back ? returnUrl(back, checkout, settled) : null;
    if (target) return c.redirect(target, 303);
    return c.html(page(RESULT_TITLES[settled], `<p>${RESULT_TITLES[settled]}. Ya puede cerrar esta ventana.</p>`));
  });
}

const RESULT_TITLES: Readonly<Record<CheckoutResult, string>> = {
  approved: 'Pago aprobado',
  pending: 'Pago pendiente',
  rejected: 'Pago rechazado',
};

/** Records the outcome; an approval pays the movement, the checkout its receipt, which changePaymentMovement then verifies. */
function settle(ctx: EmulatorContext, checkout: CheckoutRow, result: CheckoutResult): CheckoutResult {
  const estado = { approved: 'aprobado', pending: 'pendiente', rejected: 'rechazado' }[result];
  inTransaction(ctx.db, () => {
    sql(ctx.db, 'UPDATE pagos_checkout SET estado = ?, fecha_resultado = ? WHERE token = ?').run(
      estado,
      argentineTimestamp(new Date()),
      checkout.token,
    );
    if (result === 'pending') return;
    if (result === 'approved') markMovementPaid(ctx.db, checkout, checkoutUrl(ctx.baseUrl(), checkout.token));
    const approved = result === 'approved';
    notifyClient(ctx, {
      id_justiciable: checkout.id_justiciable,
      email: null,
      tipo: approved ? 'pago_aprobado' : 'pago_rechazado',
      titulo: approved ? 'Pago acreditado' : 'Pago rechazado',
      descripcion: `${approved ? 'Se acreditó' : 'Se rechazó'} el pago de $ ${pesos(checkout.monto)} del asunto "${checkout.nombre_asunto}".`,
      id_caso: checkout.id_caso,
    });
    ctx.outbox.add({
      kind: 'payment',
      to: checkout.email_justiciable ?? checkout.id_justiciable,
      subject: approved ? 'Su pago fue aprobado' : 'Su pago fue rechazado',
      body: `${checkout.concepto}: $ ${pesos(checkout.monto)} (${checkout.nombre_asunto}).`,
      data: {
        token: checkout.token,
        id_movimiento: checkout.id_movimiento,
        id_caso: checkout.id_caso,
        monto: checkout.monto,
        status: result,
      },
    });
  });
  return result;
}

/**
 * Where the portal continues. A bare origin (the default, from the Referer) lands on the case
 * detail route asunto/:id/:id_movent/:paid with the result as :paid; a full URL is kept as given.
 */
function returnUrl(back: string, checkout: CheckoutRow, result: CheckoutResult): string {
  const url = new URL(back);
  if (url.pathname === '/' && url.search === '')
    url.pathname = `/asunto/${checkout.id_caso}/${checkout.id_movimiento}/${result}`;
  url.searchParams.set('status', result);
  url.searchParams.set('collection_status', result);
  url.searchParams.set('payment_id', checkout.token);
  url.searchParams.set('external_reference', String(checkout.id_movimiento));
  return url.toString();
}

/** Readers of the places the checkout may send the browser back to; each answers null for anything else. */
function portalReturns(ctx: EmulatorContext) {
  const portalUrl = (value: string | null | undefined): URL | null => {
    if (!value || !URL.canParse(value)) return null;
    const url = new URL(value);
    return isAllowedOrigin(url.origin, ctx.settings.webOrigin) ? url : null;
  };
  const ownOrigin = new URL(ctx.baseUrl()).origin;
  return {
    /** A full URL of the portal, kept as given. */
    url: (value: string | undefined) => portalUrl(value)?.toString() ?? null,
    /** Just the origin of a portal URL. */
    origin: (value: string | null) => portalUrl(value)?.origin ?? null,
    /** A return address the link was asked with (getPaymentLinkMP's back_url), kept whole; null for a bare origin, the caller's. */
    chosen: (value: string | null) => {
      const url = portalUrl(value);
      return url === null || value === url.origin ? null : url.toString();
    },
    /** The portal origin a Referer names; the emulator is local too, so its own pages are left out. */
    refererOrigin: (referer: string | undefined) => {
      const origin = portalUrl(referer)?.origin ?? null;
      return origin === ownOrigin ? null : origin;
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function backLink(back: string | null): string {
  return back ? `<p><a href="${escapeHtml(back)}">Volver al portal</a></p>` : '';
}

function checkoutPage(checkout: CheckoutRow, back: string | null): string {
  const rejectedBefore =
    checkout.estado === 'rechazado'
      ? '<p class="aviso">El intento anterior fue rechazado. Podés volver a intentar.</p>'
      : '';
  return page(
    'Pagar con Mercado Pago',
    `${rejectedBefore}
    <dl>
      <dt>Concepto</dt><dd>${escapeHtml(checkout.concepto)}</dd>
      <dt>Asunto</dt><dd>${escapeHtml(checkout.nombre_asunto)}</dd>
      <dt>Abogado</dt><dd>${escapeHtml(checkout.nombre_abogado)} · ${escapeHtml(checkout.nombre_estudio)}</dd>
    </dl>
    <p class="monto">$ ${pesos(checkout.monto)}</p>
    <form method="post">
      <input type="hidden" name="back" value="${escapeHtml(back ?? '')}">
      <button name="resultado" value="approved" class="aprobar">Aprobar pago</button>
      <button name="resultado" value="pending">Dejar pendiente</button>
      <button name="resultado" value="rejected" class="rechazar">Rechazar pago</button>
    </form>
    <p class="nota">Checkout simulado del emulador de Justiciable: no se mueve dinero.</p>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Emulador Justiciable</title>
<style>
  body { font-family: system-ui, sans-serif; background: #eef2f7; color: #1f2937; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 4px 18px rgb(0 0 0 / 8%); }
  h1 { font-size: 1.3rem; color: #009ee3; margin-top: 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .4rem 1rem; }
  dt { color: #6b7280; }
  dd { margin: 0; }
  .monto { font-size: 2rem; font-weight: 600; margin: 1.5rem 0; }
  form { display: flex; flex-direction: column; gap: .6rem; }
  button { font: inherit; padding: .7rem; border-radius: 8px; border: 1px solid #cbd5e1; background: #fff; cursor: pointer; }
  .aprobar { background: #009ee3; border-color: #009ee3; color: #fff; }
  .rechazar { color: #b91c1c; }
  .aviso { color: #b45309; }
  .nota { color: #6b7280; font-size: .85rem; margin-top: 1.5rem; }
</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body>
</html>`;
}
