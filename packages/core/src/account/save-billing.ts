import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure, withDetail } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { billingInputFromProfile } from './profile-mapping';
import type { UserRecord } from './user';

/** The billing fields of the profile form. */
export type BillingForm = Parameters<typeof billingInputFromProfile>[0];

/**
 * Saves the billing data (SPEC §4, §5): updates the linked record when the user has one,
 * otherwise creates one and then links it to the user. Answers the record with the saved data,
 * which replaces the stored one.
 */
export function makeSaveBilling({ accounts, clock }: Pick<PortalPorts, 'accounts' | 'clock'>) {
  return async function saveBilling(current: UserRecord, form: BillingForm): Promise<Result<UserRecord, PortalError>> {
    const input = billingInputFromProfile(form);
    // The linked record that exists, so a link to a missing record is replaced rather than updated in vain.
    const linkedRecord = current.billingInfo;
    if (linkedRecord !== null) {
      const updated = labelFailure(await accounts.updateBilling(linkedRecord.id, input), errorMessages.saveBilling);
      return updated.ok ? ok({ ...current, billingInfo: updated.value }) : updated;
    }

    const created = labelFailure(await accounts.createBilling(input), errorMessages.saveBilling);
    if (!created.ok) return created;
    const linked = labelFailure(
      await accounts.updateUser({ id: current.user.id, userBillingInfoId: created.value.id, updatedAt: clock.now().toISOString() }),
      errorMessages.saveBilling,
    );
    // The user still has no billing link, so saving again creates and links a fresh record.
    if (!linked.ok) return err(withDetail(linked.error, `Billing ${created.value.id} was created but not linked to the user.`));
    return ok({ ...current, user: linked.value, billingInfo: created.value });
  };
}
