import { DISPLAY_LOCALE, type CommunicationMedium } from '@justiciable/core';

const pesos = new Intl.NumberFormat(DISPLAY_LOCALE, { style: 'currency', currency: 'ARS', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** An amount in Argentine pesos: '$ 15.000'; 0 is 'Sin cargo'. */
export function formatPrice(amount: number): string {
  return amount === 0 ? 'Sin cargo' : pesos.format(amount);
}

/** A medium and its price: 'Videollamada: $ 12.000'; without a price, its name alone. */
export function mediumWithPrice(medium: CommunicationMedium): string {
  return medium.precio === null ? medium.nombre : `${medium.nombre}: ${formatPrice(medium.precio)}`;
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
