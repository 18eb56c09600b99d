import type { CommunicationMedium } from '@justiciable/core';
import { formatPesos } from '../../data/pesos';

/** An amount in Argentine pesos: '$ 15.000'; 0 is 'Sin cargo'. */
export function formatPrice(amount: number): string {
  return amount === 0 ? 'Sin cargo' : formatPesos(amount);
}

/** What the first consultation costs at least, over the media that state a price; null when none does. */
export function initialConsultationPrice(media: readonly CommunicationMedium[]): number | null {
  const prices = media.map((medium) => medium.precio).filter((price): price is number => price !== null);
  return prices.length === 0 ? null : Math.min(...prices);
}

const CHARGE_TYPES: Readonly<Record<string, string>> = {
  monto_unico: 'Pago único',
  a_convenir: 'A convenir',
  sin_cargo: 'Sin cargo',
};

/** A service's charge type as the client reads it (tipo_cobro). */
export function chargeTypeLabel(chargeType: string): string {
  return CHARGE_TYPES[chargeType] ?? chargeType.replace(/_/g, ' ');
}
