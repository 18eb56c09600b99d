import { priceMessages, type ConsultationCharge } from '@justiciable/core';
import { formatPesos } from '../../data/pesos';

/** How a consultation's charge (core's consultationCharge) reads to the client. */
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
