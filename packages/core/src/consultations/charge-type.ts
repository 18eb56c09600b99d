/** The single-amount charge: the client pays once, through a payment link (SPEC §4). */
export const SINGLE_AMOUNT_CHARGE = 'monto_unico';

/** Whether starting a consultation with this charge type sends the client to a payment link (SPEC §4). */
export function requiresPaymentLink(chargeType: string): boolean {
  return chargeType === SINGLE_AMOUNT_CHARGE;
}
