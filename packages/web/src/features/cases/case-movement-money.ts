import { DISPLAY_LOCALE } from '@justiciable/core';

const pesos = new Intl.NumberFormat(DISPLAY_LOCALE, { style: 'currency', currency: 'ARS', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** An amount in Argentine pesos as the portal shows it: '$ 15.000', '$ 1.250,50'. */
export function formatPesos(amount: number): string {
  return pesos.format(amount);
}
