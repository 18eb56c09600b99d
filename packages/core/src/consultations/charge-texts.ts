import type { LawyerService } from '../directory/directory-entry';
import { priceMessages, priceSentenceMessages } from '../shared/catalogue';
import { formatPesos } from '../shared/pesos';
import type { ConsultationCharge } from './consultation-charge';

/** How a consultation's charge (consultationCharge) reads to the client: which price is charged, and when. */
export interface ChargeTexts {
  /** How the service is charged, in a line. */
  readonly label: string;
  /** What is charged when the consultation is sent. */
  readonly onSending: string;
  /** What is still to pay after sending. */
  readonly later: string;
  /** What a medium's reference value means beside this charge: it is never what is charged. */
  readonly reference: (amount: number) => string;
}

export function chargeTexts(charge: ConsultationCharge): ChargeTexts {
  switch (charge.type) {
    case 'monto_unico':
      return {
        label: priceMessages.singleAmountOnSending(formatPesos(charge.now)),
        onSending: priceMessages.chargedOnSending(formatPesos(charge.now)),
        later: priceMessages.laterAfterSingleAmount,
        reference: (amount) => priceMessages.referenceBesideSingleAmount(formatPesos(amount)),
      };
    case 'a_convenir':
      return {
        label: priceMessages.agreedWithLawyer,
        onSending: priceMessages.nothingOnSending,
        later: priceMessages.laterAgreed,
        reference: (amount) => priceMessages.referenceBesideAgreedFees(formatPesos(amount)),
      };
    case 'sin_cargo':
      return {
        label: priceMessages.free,
        onSending: priceMessages.nothingOnSending,
        later: priceMessages.laterFree,
        reference: (amount) => priceMessages.referenceBesideFree(formatPesos(amount)),
      };
  }
}

/** What a service charges and when: a single amount when the consultation is sent, fees to agree, or nothing. */
export function servicePriceText(service: Pick<LawyerService, 'tipo_cobro' | 'precio'>): string {
  if (service.tipo_cobro === 'monto_unico')
    return service.precio > 0 ? priceMessages.serviceOnSending(formatPesos(service.precio)) : priceMessages.free;
  if (service.tipo_cobro === 'a_convenir') return priceMessages.agreedWithLawyer;
  if (service.tipo_cobro === 'sin_cargo') return priceMessages.free;
  return service.tipo_cobro.replace(/_/g, ' ');
}

/**
 * A consultation's two prices read as one sentence: what the service charges when the
 * consultation is sent (its single amount, nothing for fees to agree, nothing when free), then,
 * when the chosen medium states one, its reference value, which is never charged. A free
 * consultation says nothing of a reference value: nothing is paid, now or later.
 */
export function consultationPriceSentence({
  charge,
  reference,
}: {
  readonly charge: ConsultationCharge;
  readonly reference: number | null;
}): string {
  switch (charge.type) {
    case 'monto_unico': {
      const paid = priceSentenceMessages.singleAmount(formatPesos(charge.now));
      return reference === null
        ? paid
        : `${paid} ${priceSentenceMessages.referenceBesidePayment(formatPesos(reference))}`;
    }
    case 'a_convenir':
      return reference === null
        ? priceSentenceMessages.agreedFees
        : `${priceSentenceMessages.agreedFees} ${priceSentenceMessages.referenceBesideAgreedFees(formatPesos(reference))}`;
    case 'sin_cargo':
      return priceSentenceMessages.free;
  }
}
