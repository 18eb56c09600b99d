import type { PortalPorts } from '../portal-ports';
import { errorMessages, successMessages } from '../shared/catalogue';
import { failedTo, type PortalError } from '../shared/portal-error';
import { withDetail } from '../shared/label-failure';
import { err, ok, type Result } from '../shared/result';
import { whileDeletingOwnAccount } from './own-deletion';

export interface AccountDeleted {
  /** SPEC §8's 'Usuario eliminado correctamente': the one message the person reads once the account is gone. */
  readonly message: typeof successMessages.userDeleted;
}

/**
 * Deletes the signed-in client's account in SPEC §4's three steps, in order:
 *   1. mark the user deleted (updatedAt and deletedAt set to now),
 *   2. mark the client's contacts deleted in the legacy API,
 *   3. delete the identity-provider account.
 * It succeeds only if all three do; any failure answers 'Ocurrió un error al intentar eliminar cuenta'.
 *
 * What a failure leaves behind, so no account is stranded half-deleted:
 * - step 1 fails: nothing changed.
 * - step 2 fails: nothing irreversible happened yet, so step 1 is undone (deletedAt cleared) and
 *   the account is whole again. Should that undo fail too, the account stays marked deleted.
 * - step 3 fails: the contacts are gone and no port restores them, so undoing step 1 would leave a
 *   live account silently without its lawyers. The deletion rolls forward instead: the user stays
 *   marked deleted, loadSession reports `deletionPending`, and calling deleteAccount again finishes
 *   it, because steps 1 and 2 are idempotent (marking twice changes nothing that matters).
 * The failure's `detail` says which of these happened.
 */
export function makeDeleteAccount({
  identity,
  accounts,
  clients,
  clock,
}: Pick<PortalPorts, 'identity' | 'accounts' | 'clients' | 'clock'>) {
  return function deleteAccount(): Promise<Result<AccountDeleted, PortalError>> {
    return whileDeletingOwnAccount(identity, deleteInSteps);
  };

  async function deleteInSteps(): Promise<Result<AccountDeleted, PortalError>> {
    // The session names the account, so steps 1-2 and step 3 cannot act on different users.
    const session = await identity.currentSession();
    if (!session.ok) return err(failedTo(errorMessages.deleteAccount, session.error));
    const userId = session.value.userId;

    const markedAt = clock.now().toISOString();
    const marked = await accounts.updateUser({ id: userId, updatedAt: markedAt, deletedAt: markedAt });
    if (!marked.ok)
      return err(withDetail(failedTo(errorMessages.deleteAccount, marked.error), 'Step 1 failed: nothing changed.'));

    const contactsDeleted = await clients.deleteClientContacts(userId);
    if (!contactsDeleted.ok) {
      const restored = await accounts.updateUser({ id: userId, updatedAt: clock.now().toISOString(), deletedAt: null });
      const outcome = restored.ok
        ? 'Step 2 failed: the account was restored (deletedAt cleared).'
        : 'Step 2 failed and restoring the account failed: it stays marked deleted; deleting again finishes it.';
      return err(withDetail(failedTo(errorMessages.deleteAccount, contactsDeleted.error), outcome));
    }

    const identityDeleted = await identity.deleteUser();
    if (!identityDeleted.ok) {
      const outcome =
        'Step 3 failed: the account stays marked deleted with its contacts removed; deleting again finishes it.';
      return err(withDetail(failedTo(errorMessages.deleteAccount, identityDeleted.error), outcome));
    }
    return ok({ message: successMessages.userDeleted });
  }
}
