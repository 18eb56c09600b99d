import { priceMessages, type LawyerService } from '@justiciable/core';
import { formatPesos } from '../../data/pesos';

/** A medium's price, which is the lawyer's reference value, never what the portal charges: '$ 22.000 de referencia'. */
export function mediumPriceText(price: number | null): string {
  if (price === null) return priceMessages.priceOnRequest;
  return price === 0 ? priceMessages.free : priceMessages.referencePrice(formatPesos(price));
}

/** The lowest reference value of a lawyer's media, as a directory card says it; it is not what a consultation charges. */
export function lowestReferenceText(price: number): string {
  return price === 0 ? priceMessages.referenceFree : priceMessages.referenceFrom(formatPesos(price));
}

/** What a service charges and when: a single amount when the consultation is sent, fees to agree, or nothing. */
export function servicePriceText(service: Pick<LawyerService, 'tipo_cobro' | 'precio'>): string {
  if (service.tipo_cobro === 'monto_unico') return service.precio > 0 ? priceMessages.serviceOnSending(formatPesos(service.precio)) : priceMessages.free;
  if (service.tipo_cobro === 'a_convenir') return priceMessages.agreedWithLawyer;
  if (service.tipo_cobro === 'sin_cargo') return priceMessages.free;
  return service.tipo_cobro.replace(/_/g, ' ');
}
