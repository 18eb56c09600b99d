import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { type MovementOwnership, ownedCase, ownedMovement } from '../access';
import { type ActionCall, type ActionTable, type ClientCall, clientWrite } from '../action';
import { linkTokenMatches } from '../../link-token';
import { isAllowedOrigin } from '../../portal-origins';
import { forbidden, rejected } from '../failure';
import { MOVEMENT_TYPE, touchCase } from '../records';
import { sql } from '../sql';
import { argentineTimestamp, pgBoolean } from '../wire';

interface PaymentRow {
  readonly id_movimiento: number;
  readonly id_caso: number;
  readonly monto: number | null;
  readonly pagado: number;
}

/**
 * The payment movement a call names. The portal may name the consultation movement that
 * nuevaConsulta answered as id_movent; the charge then is the case's payment movement
 * (the first unpaid one, or the first paid one so that repeating a payment is harmless).
 */
function paymentFor(db: Database.Database, movement: MovementOwnership): PaymentRow {
  const payment =
    movement.id_tipo === MOVEMENT_TYPE.pago
      ? sql<PaymentRow>(
          db,
          'SELECT id_movimiento, id_caso, monto, pagado FROM movimientos WHERE id_movimiento = ?',
        ).get(movement.id_movimiento)
      : sql<PaymentRow>(
          db,
          `SELECT id_movimiento, id_caso, monto, pagado FROM movimientos WHERE id_caso = ? AND id_tipo = ?
            ORDER BY pagado, id_movimiento LIMIT 1`,
        ).get(movement.case.id_caso, MOVEMENT_TYPE.pago);
  if (!payment || payment.monto === null) throw rejected('El movimiento no tiene un pago asociado');
  return payment;
}

function requireMatchingPrice(call: ActionCall, payment: PaymentRow): number {
  const price = call.fields.amount('price');
  if (price !== payment.monto) throw rejected('El monto no coincide con el pago pendiente');
  return price;
}

/** What an approved checkout does: the movement is paid, link_url the receipt. */
export function markMovementPaid(
  db: Database.Database,
  payment: { readonly id_movimiento: number; readonly id_caso: number },
  linkUrl: string,
): void {
  sql(db, 'UPDATE movimientos SET pagado = 1, link_url = ? WHERE id_movimiento = ?').run(
    linkUrl,
    payment.id_movimiento,
  );
  touchCase(db, payment.id_caso, argentineTimestamp(new Date()));
}

/** The one refusal of a payment report the checkout did not approve, whatever did not match, so it tells nothing. */
const NOT_APPROVED = 'El medio de pago no aprobó este pago';

/**
 * The token of the checkout that approved this payment for the caller and this amount, when it is
 * the payment id reported (compared in constant time, as the link tokens are); null otherwise.
 */
function approvedCheckout(call: ClientCall, payment: PaymentRow, price: number, paymentId: string): string | null {
  const approved = sql<{ token: string }>(
    call.ctx.db,
    `SELECT token FROM pagos_checkout WHERE id_movimiento = ? AND id_justiciable = ? AND monto = ? AND estado = 'aprobado'`,
  ).all(payment.id_movimiento, call.principal.sub, price);
  return approved.find(({ token }) => linkTokenMatches(token, paymentId))?.token ?? null;
}

export function checkoutUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/__emulator/checkout/${token}`;
}

export const paymentActions: ActionTable = {
  /**
   * Opens an emulated Mercado Pago checkout for an unpaid payment of the caller's case; the
   * price must be the movement's amount. data.redirectUrl is the checkout page. `back_url`, when
   * given, is where the checkout sends the client back (Mercado Pago's back_urls), its query
   * then carrying status, payment_id and external_reference: a URL of the portal (a local origin
   * or the configured web origin), else the call is refused. Without it the checkout returns to
   * the origin the call came from, on the payment's case.
   */
  getPaymentLinkMP: clientWrite((call) => {
    const { fields, ctx } = call;
    const backUrl = fields.optionalText('back_url');
    if (backUrl !== null && !isAllowedOrigin(new URL(backUrl).origin, ctx.settings.webOrigin))
      throw rejected('La dirección de retorno no es del portal');
    const owned = ownedCase(call, fields.id('id_case'));
    const movement = ownedMovement(call, fields.id('id_movent'));
    if (movement.case.id_caso !== owned.id_caso) throw rejected('El movimiento no pertenece al asunto indicado');
    const lawyerId = fields.id('id_lawyer');
    if (owned.id_abogado !== lawyerId) throw rejected('El pago no corresponde al Abogado indicado');
    const contactId = fields.optionalId('id_grupo_justiciable');
    if (contactId !== null) {
      const contact = sql<{ id_justiciable: string | null }>(
        ctx.db,
        'SELECT id_justiciable FROM contactos WHERE id_contacto = ?',
      ).get(contactId);
      if (!contact) throw rejected('No se encontró el contacto con el Estudio');
      if (contact.id_justiciable !== call.principal.sub)
        throw forbidden('No tiene autorización para acceder a los datos de otro usuario');
    }
    const payment = paymentFor(ctx.db, movement);
    if (payment.pagado) throw rejected('El pago ya fue realizado');
    const price = requireMatchingPrice(call, payment);
    const token = randomBytes(18).toString('base64url');
    sql(
      ctx.db,
      `INSERT INTO pagos_checkout (token, id_movimiento, id_caso, id_justiciable, id_abogado, id_grupo_justiciable, monto, estado, volver_a, fecha_alta)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'pendiente', ?, ?)`,
    ).run(
      token,
      payment.id_movimiento,
      payment.id_caso,
      call.principal.sub,
      lawyerId,
      contactId,
      price,
      backUrl ?? call.portalOrigin,
      argentineTimestamp(new Date()),
    );
    return {
      status: 200,
      message: 'Link de pago generado',
      data: { redirectUrl: checkoutUrl(ctx.baseUrl(), token), id_movimiento: payment.id_movimiento, monto: price },
    };
  }),

  /**
   * The portal reports a payment back from the checkout: `payment_id` is the
   * checkout's payment id, as its return URL carries it. It is verified against the checkout's
   * record: that checkout approved this payment, for this movement, this client and this amount.
   * The approval itself paid the movement, with the checkout's receipt as link_url, as the
   * provider's notification does; the answer confirms it. Anything else is refused, the same way
   * whatever did not match, and nothing is paid but by an approval. Repeating a report is harmless.
   */
  changePaymentMovement: clientWrite((call) => {
    const { fields, ctx } = call;
    const payment = paymentFor(ctx.db, ownedMovement(call, fields.id('id_movement')));
    const price = requireMatchingPrice(call, payment);
    const approved = approvedCheckout(call, payment, price, fields.text('payment_id'));
    if (approved === null) throw rejected(NOT_APPROVED);
    return {
      status: 200,
      message: 'Pago registrado correctamente',
      datos: {
        id_movimiento: payment.id_movimiento,
        pagado: pgBoolean(true),
        link_url: checkoutUrl(ctx.baseUrl(), approved),
      },
    };
  }),
};
