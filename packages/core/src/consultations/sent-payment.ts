import type { WhatNeedsMe } from '../attention/what-needs-me';

/**
 * What became of the charge of a consultation sent, as what needs the client (listWhatNeedsMe)
 * tells of its case, a case of its own created by the consultation: 'owed' while a payment of that
 * case is among what needs the client (owed now by core's paymentState, or by the case's count);
 * 'settled' once the case's movements were read and no payment of it waits (paid, or left in
 * process at the checkout: either way not to be paid again from here); 'unknown' while its case
 * was not among the cases read.
 */
export type SentPaymentState = 'owed' | 'settled' | 'unknown';

export function sentPaymentState(
  attention: Pick<WhatNeedsMe, 'items' | 'casesRead'>,
  caseId: string,
): SentPaymentState {
  if (attention.items.some((item) => item.kind === 'payment' && item.caseId === caseId)) return 'owed';
  return attention.casesRead.includes(caseId) ? 'settled' : 'unknown';
}
