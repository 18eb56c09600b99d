import type { PortalPorts } from '../portal-ports';
import { errorMessages, identityMessages, type CatalogueMessage } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, type Result } from '../shared/result';
import { overLongFields, type TextFields } from '../shared/text-limits';
import type { BillingInput } from './billing';
import { isPhoneNumber } from './phone-number';
import { billingInputFromProfile, patched } from './profile-mapping';
import { makeSaveLinkedRecord } from './save-linked-record';
import { readTaxId } from './tax-id';
import type { UserRecord } from './user';

/**
 * The billing fields of the profile form. `taxId` is the CUIT/CUIL as typed (dashes, spaces or
 * dots between its digits) or as the record holds it, a number; blank, null or 0 is none.
 */
export interface BillingForm {
  readonly billingCompanyName?: string | null | undefined;
  readonly taxId?: string | number | null | undefined;
  readonly billingAddress?: string | null | undefined;
  readonly billingTelephone?: string | null | undefined;
  readonly billingTaxCondition?: string | null | undefined;
  readonly billingEmail?: string | null | undefined;
}

export interface BillingSave {
  /** The user's record as last loaded or saved (loadSession's `user`, or a save's answer). */
  readonly current: UserRecord;
  /** What changes: a field left out keeps its value in `current`; null or blank text clears it. */
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

export type BillingField = keyof typeof billingTextFields;

/** The digits a CUIT given as a number is counted as; BigInt spells out even a number too big for String's plain form. */
function taxIdText(taxId: BillingForm['taxId']): string | null | undefined {
  if (typeof taxId !== 'number') return taxId;
  return Number.isFinite(taxId) ? BigInt(Math.trunc(taxId)).toString() : null;
}

/** An address for invoices: something, '@', a domain with a dot (as sign-up's e-mail check). */
const BILLING_EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What is wrong with each billing field, with the catalogue's text, in the order a person reads
 * the form: a text longer than its field takes ('Máximo N caracteres'), a CUIT/CUIL that is not
 * 11 digits or whose check digit is wrong, a phone that is not a phone number, an e-mail that is
 * not an address ('Correo electrónico no válido'). Empty when the
 * form can be saved; the form marks these fields and saveBilling refuses them all at once.
 */
export function billingFieldProblems(billing: BillingForm): Partial<Record<BillingField, CatalogueMessage>> {
  const tooLong = overLongFields({ ...billing, taxId: taxIdText(billing.taxId) }, billingTextFields);
  const taxId = readTaxId(billing.taxId);
  const phone = billing.billingTelephone ?? '';
  const email = (billing.billingEmail ?? '').trim();
  const invalid: Partial<Record<BillingField, CatalogueMessage>> = {
    ...(taxId.ok ? {} : { taxId: taxId.error }),
    ...(phone.trim() === '' || isPhoneNumber(phone) ? {} : { billingTelephone: identityMessages.invalidPhone }),
    ...(email === '' || BILLING_EMAIL_SHAPE.test(email) ? {} : { billingEmail: identityMessages.invalidEmail }),
  };
  const problems: Partial<Record<BillingField, CatalogueMessage>> = {};
  for (const field of Object.keys(billingTextFields) as BillingField[]) {
    const problem = tooLong[field] ?? invalid[field];
    if (problem !== undefined) problems[field] = problem;
  }
  return problems;
}

/** A billing save's patch over the record's billing: what it leaves out keeps its saved value. */
function billingOverRecord(record: UserRecord, patch: BillingForm): BillingForm {
  const billing = record.billingInfo;
  return {
    billingCompanyName: patched(patch.billingCompanyName, billing?.billingName ?? null),
    taxId: patched(patch.taxId, billing?.taxId ?? null),
    billingAddress: patched(patch.billingAddress, billing?.address ?? null),
    billingTelephone: patched(patch.billingTelephone, billing?.phone ?? null),
    billingTaxCondition: patched(patch.billingTaxCondition, billing?.condition ?? null),
    billingEmail: patched(patch.billingEmail, billing?.email ?? null),
  };
}

/**
 * Saves the billing data (SPEC §4, §5): updates the linked record when the user has one,
 * otherwise creates one and then links it to the user. Answers the record with the saved data,
 * which replaces the stored one. The fields billingFieldProblems finds wrong are refused first,
 * all of them in one `'invalid-input'` (its `fields`), and nothing is sent.
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
  return async function saveBilling({
    current,
    billing: patch,
  }: BillingSave): Promise<Result<UserRecord, PortalError>> {
    const billing = billingOverRecord(current, patch);
    const refused = portalError.invalidFields(billingFieldProblems(billing));
    if (refused !== null) return err(refused);
    const taxId = readTaxId(billing.taxId);
    return saveLinkedBilling(current, billingInputFromProfile({ ...billing, taxId: taxId.ok ? taxId.value : null }));
  };
}
