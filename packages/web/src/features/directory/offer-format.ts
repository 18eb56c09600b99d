import { formatPesos, priceMessages } from '@justiciable/core';

/** A medium's price, which is the lawyer's reference value, never what the portal charges: '$ 22.000 de referencia'. */
export function mediumPriceText(price: number | null): string {
  if (price === null) return priceMessages.priceOnRequest;
  return price === 0 ? priceMessages.free : priceMessages.referencePrice(formatPesos(price));
}

/** The lowest reference value of a lawyer's media, as a directory card says it; it is not what a consultation charges. */
export function lowestReferenceText(price: number): string {
  return price === 0 ? priceMessages.referenceFree : priceMessages.referenceFrom(formatPesos(price));
}
