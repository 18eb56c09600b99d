import type { LawyerService } from '../directory/directory-entry';

/** How a consultation is charged, as nuevaConsulta's typeOfCharge names it (SPEC §7). */
export type ChargeType = 'monto_unico' | 'a_convenir' | 'sin_cargo';

/** What starting a consultation with a service costs. */
export interface ConsultationCharge {
  /**
   * 'monto_unico': a single amount, paid once through a payment link right after sending (SPEC §4);
   * 'a_convenir': nothing now, the fees are agreed with the lawyer; 'sin_cargo': free.
   */
  readonly type: ChargeType;
  /** Paid through the payment link right after sending, in pesos as the service states it; 0 when nothing is charged now. */
  readonly now: number;
}

/**
 * The charge a service states (SPEC §4): a single amount (tipo_cobro 'monto_unico') of more than
 * nothing is paid when the consultation is sent; 'a_convenir' charges nothing now; anything else
 * (a free service, or a single amount of 0) is free.
 */
export function consultationCharge(service: Pick<LawyerService, 'tipo_cobro' | 'precio'>): ConsultationCharge {
  if (service.tipo_cobro === 'monto_unico' && service.precio > 0) return { type: 'monto_unico', now: service.precio };
  if (service.tipo_cobro === 'a_convenir') return { type: 'a_convenir', now: 0 };
  return { type: 'sin_cargo', now: 0 };
}

/** Whether sending a consultation with this charge sends the client to a payment link (SPEC §4). */
export function requiresPaymentLink(charge: ConsultationCharge): boolean {
  return charge.type === 'monto_unico';
}
