import { MOVEMENT_TYPE, type Movement } from './movement';

/** Whether the client still owes a payment movement (type 4): unpaid, for an amount above zero, so it can be paid through a checkout link. */
export function awaitsPayment<M extends Pick<Movement, 'id_tipo' | 'pagado' | 'monto'>>(movement: M): movement is M & { readonly monto: number } {
  return movement.id_tipo === MOVEMENT_TYPE.payment && !movement.pagado && movement.monto !== null && movement.monto > 0;
}

/** What the payments a case's movements still await add up to; null when none awaits one (a case's pago may count charges its movements do not state). */
export function pendingPaymentTotal(movements: readonly Pick<Movement, 'id_tipo' | 'pagado' | 'monto'>[]): number | null {
  const owed = movements.filter(awaitsPayment);
  return owed.length === 0 ? null : owed.reduce((sum, movement) => sum + movement.monto, 0);
}
