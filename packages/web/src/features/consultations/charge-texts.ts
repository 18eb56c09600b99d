import type { ConsultationCharge } from '@justiciable/core';
import { formatPesos } from '../../data/pesos';

/** How a consultation's charge (core's consultationCharge) reads to the client. */
export interface ChargeTexts {
  /** How the service is charged, in a line. */
  readonly label: string;
  /** What is still to pay after sending. */
  readonly later: string;
}

export function chargeTexts(charge: ConsultationCharge): ChargeTexts {
  switch (charge.type) {
    case 'monto_unico':
      return { label: `Pago único de ${formatPesos(charge.now)} al enviar la consulta`, later: 'Nada más por esta consulta.' };
    case 'a_convenir':
      return { label: 'Honorarios a convenir con el abogado', later: 'Los honorarios que acuerde con el abogado.' };
    case 'sin_cargo':
      return { label: 'Sin cargo', later: 'Nada: la consulta es sin cargo.' };
  }
}
