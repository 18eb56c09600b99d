import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import type { PortalError } from '../shared/portal-error';
import { err, type Result } from '../shared/result';
import { overLongInput, type TextFields } from '../shared/text-limits';
import type { BillingInput } from './billing';
import { billingInputFromProfile } from './profile-mapping';
import { makeSaveLinkedRecord } from './save-linked-record';
import type { UserRecord } from './user';

/** The billing fields of the profile form. */
export type BillingForm = Parameters<typeof billingInputFromProfile>[0];

export interface BillingSave {
  /** The user's record as last loaded or saved (loadSession's `user`, or a save's answer). */
  readonly current: UserRecord;
  readonly billing: BillingForm;
}

/** The kind of text each billing field holds, for its length limit (the CUIT counted as its digits). */
export const billingTextFields = {
  billingCompanyName: 'name',
  taxId: 'taxId',
  billingAddress: 'address',
  billingTelephone: 'phone',
  billingTaxCondition: 'option',
  billingEmail: 'email',
} as const satisfies TextFields<keyof BillingForm>;

/** The digits a CUIT is saved with; BigInt spells out even a number too big for String's plain form. */
function taxIdDigits(taxId: number | null | undefined): string | null {
  return taxId === null || taxId === undefined || !Number.isFinite(taxId) ? null : BigInt(Math.trunc(taxId)).toString();
}

/**
 * Saves the billing data (SPEC §4, §5): updates the linked record when the user has one,
 * otherwise creates one and then links it to the user. Answers the record with the saved data,
 * which replaces the stored one.
 */
export function makeSaveBilling({ accounts, clock }: Pick<PortalPorts, 'accounts' | 'clock'>) {
  const saveLinkedBilling = makeSaveLinkedRecord(
    { accounts, clock },
    {
      key: 'billingInfo',
      name: 'Billing',
      failure: errorMessages.saveBilling,
      create: (input: BillingInput) => accounts.createBilling(input),
      update: (id, input: BillingInput) => accounts.updateBilling(id, input),
    },
  );
  return async function saveBilling({ current, billing }: BillingSave): Promise<Result<UserRecord, PortalError>> {
    const tooLong = overLongInput({ ...billing, taxId: taxIdDigits(billing.taxId) }, billingTextFields);
    if (tooLong) return err(tooLong);
    return saveLinkedBilling(current, billingInputFromProfile(billing));
  };
}
