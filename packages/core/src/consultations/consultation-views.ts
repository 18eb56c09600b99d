import type { WhatNeedsMe } from '../attention/what-needs-me';
import type { LawyerService } from '../directory/directory-entry';
import { consultationCharge, type ConsultationCharge } from './consultation-charge';
import { sentPaymentState, type SentPaymentState } from './sent-payment';

/** viewConsultationCharge's argument: the service chosen. */
export interface ConsultationChargeViewing {
  readonly service: Pick<LawyerService, 'tipo_cobro' | 'precio'>;
}

/** viewSentPayment's argument: what needs the client, as read after sending, and the consultation's case. */
export interface SentPaymentViewing {
  readonly attention: Pick<WhatNeedsMe, 'items' | 'casesRead'>;
  readonly caseId: string;
}

/** What Nueva consulta shows while the person chooses, worked out without asking any service. */
export interface ConsultationViews {
  /**
   * What starting a consultation with a service costs (SPEC §4): 'monto_unico', a single amount of
   * more than nothing paid through a payment link right after sending; 'a_convenir', nothing now;
   * 'sin_cargo', free. It changes with the service chosen; startConsultation charges the same.
   *
   * @example
   * const { type, now } = portal.viewConsultationCharge({ service });
   */
  viewConsultationCharge(viewing: ConsultationChargeViewing): ConsultationCharge;

  /**
   * What became of a sent consultation's charge, as what needs the client (listWhatNeedsMe) tells
   * of its case: 'owed' while a payment of it is among what needs the client, 'settled' once the
   * case was read and none waits (paid, or in process at the checkout), 'unknown' while the case
   * was not among those read.
   *
   * @example
   * const attention = valueOrThrow(await portal.listWhatNeedsMe({ client }));
   * const charge = portal.viewSentPayment({ attention, caseId: sent.caseId });
   */
  viewSentPayment(viewing: SentPaymentViewing): SentPaymentState;
}

/** The consultations' views, the same for every portal. */
export const consultationViews: ConsultationViews = {
  viewConsultationCharge: ({ service }) => consultationCharge(service),
  viewSentPayment: ({ attention, caseId }) => sentPaymentState(attention, caseId),
};
