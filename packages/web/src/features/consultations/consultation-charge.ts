import { requiresPaymentLink, type LawyerService } from '@justiciable/core';
import { formatPesos } from '../../data/pesos';

/** What starting a consultation with a service costs: what is paid when sending it, and what comes later. */
export interface ConsultationCharge {
  /** Paid through the payment link right after sending; 0 when nothing is charged now. */
  readonly now: number;
  /** How the service is charged, in a line. */
  readonly label: string;
  /** What is still to pay after sending. */
  readonly later: string;
}

/**
 * The charge a service states (SPEC §4): a single amount (monto_unico) is paid once, through the
 * payment link, when the consultation is sent; 'a_convenir' charges nothing now and the fees are
 * agreed with the lawyer; anything else (sin_cargo, or a single amount of 0) is free.
 */
export function consultationCharge(service: LawyerService): ConsultationCharge {
  if (requiresPaymentLink(service.tipo_cobro) && service.precio > 0) {
    return { now: service.precio, label: `Pago único de ${formatPesos(service.precio)} al enviar la consulta`, later: 'Nada más por esta consulta.' };
  }
  if (service.tipo_cobro === 'a_convenir') {
    return { now: 0, label: 'Honorarios a convenir con el abogado', later: 'Los honorarios que acuerde con el abogado.' };
  }
  return { now: 0, label: 'Sin cargo', later: 'Nada: la consulta es sin cargo.' };
}
