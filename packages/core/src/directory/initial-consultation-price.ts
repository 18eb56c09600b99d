import type { CommunicationMedium } from './directory-entry';

/**
 * What a first consultation with a lawyer costs at least, in ARS: the lowest price of the
 * communication media that state one (0 is free); null when none does.
 */
export function initialConsultationPrice(media: readonly Pick<CommunicationMedium, 'precio'>[]): number | null {
  let lowest: number | null = null;
  for (const { precio } of media) if (precio !== null && (lowest === null || precio < lowest)) lowest = precio;
  return lowest;
}
