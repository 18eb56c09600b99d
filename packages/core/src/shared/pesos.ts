import { DISPLAY_LOCALE } from './date-format';

const pesos = new Intl.NumberFormat(DISPLAY_LOCALE, {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** An amount in pesos as the portal shows it: '$ 25.000'. */
export function formatPesos(amount: number): string {
  return pesos.format(amount);
}
