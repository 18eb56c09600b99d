import { DISPLAY_LOCALE } from './date-format';

// Grouped from the thousands on: es's own rule leaves four digits ungrouped in some engines
// ('5007 asuntos' beside '50.011 eventos'), so the portal says every count one way.
const counts = new Intl.NumberFormat(DISPLAY_LOCALE, {
  maximumFractionDigits: 0,
  useGrouping: 'always',
} as Intl.NumberFormatOptions);

/** A count as the portal shows it, es-AR: '7', '5.007', '50.011'. */
export function formatCount(count: number): string {
  return counts.format(count);
}

/** A count with its noun, singular for one: '1 asunto', '5.007 asuntos'. */
export function countOf(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
