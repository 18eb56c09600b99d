import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { AccountDeleted } from './delete-account';
import type { DeletionReview, DeletionReviewRequest } from './deletion-review';
import type { AccountFollowing, FollowAccountRequest } from './follow-account';
import type { BillingSave } from './save-billing';
import type { LocationSave } from './save-location';
import type { ProfileSave } from './save-profile';
import type { UserRecord } from './user';
import { onFirstCall } from '../shared/on-first-call';

/**
 * The portal's use-cases of the client's account: profile, billing, location and deletion
 * (SPEC §1, §4, §5). Each save takes the user's record as last loaded or saved (`current`) and
 * answers the record with the saved data, which replaces it: pass that one to the next save. Through
 * the `Portal`, `current` (and `client`) may be left out once signed in: the portal passes the
 * record it loaded (one loadSession after signIn) and then each save's answer.
 *
 * A text longer than its field takes is refused before any call as `'invalid-input'` naming the
 * field, with 'Máximo N caracteres' (the limits are `textLimits`); so are a phone that is not a
 * phone number ('Número de teléfono no válido') and a CUIT/CUIL that is not 11 digits with AFIP's
 * check digit. Every wrong field is refused at once: the error names the first in `field` and
 * all of them in `fields`. `profileFieldProblems`, `billingFieldProblems` and
 * `locationFieldProblems` say the same of a form's fields before saving. Not being signed in stays
 * `'unauthenticated'` ('El usuario no está autenticado'); a service refusing too many requests
 * stays `'unavailable'` `throttled`; any other failure carries the intent's text below, with the
 * kind of what went wrong (`'unavailable'`, `'rejected'`, `'not-found'`, `'forbidden'`).
 */
export interface AccountUseCases {
  /**
   * Saves name and phone (SPEC §4 profile save); `changes` is a patch: what it leaves out keeps
   * its value in `current`. A changed name is also sent to the legacy API so
   * past comments show it; that answer is ignored, as SPEC §4 says.
   *
   * The phone is a cell phone as typed, saved in E.164 (`cellphoneE164`): with its calling code,
   * or a national number of `phoneCountry` (Argentina by default), so '011 15 2345-6789' is saved
   * as '+5491123456789'. A blank phone is none.
   *
   * Fails with 'Error al intentar guardar los datos personales', or `'invalid-input'` before any
   * call: `name` blank ('Complete este campo') or too long, `phone` too long or not a cell phone
   * ('Número de teléfono no válido': `isCellphone`).
   *
   * @example
   * const { user } = valueOrThrow(await portal.loadSession());
   * const saved = await portal.saveProfile({ current: user, changes: { name: 'Ana Pérez', phone: '+5493515550123' } });
   */
  saveProfile(save: ProfileSave): Promise<Result<UserRecord, PortalError>>;

  /**
   * Saves the billing data (SPEC §4): updates the linked billing record, or creates one and links
   * it to the user. `billing` is a patch: a field it leaves out keeps its value in `current`; null
   * or blank text clears it (saved as null, a cleared taxId as 0: SPEC §5).
   *
   * Fails with 'Error al intentar guardar los datos de facturación' (when the record was created
   * but not linked, `detail` says so and saving again creates and links a new one), or
   * `'invalid-input'` before any call, naming a field of `BillingForm`: too long (`taxId` counted
   * as its digits); `taxId` not 11 digits ('El CUIT / CUIL debe tener 11 números') or with a
   * wrong check digit ('CUIT / CUIL no válido: revise sus números'), typed with or without
   * dashes; `billingTelephone` not a phone number ('Número de teléfono no válido').
   *
   * @example
   * const saved = await portal.saveBilling({ current: user, billing: { billingCompanyName: 'Ana Pérez', taxId: '27-31456789-2' } });
   * if (!saved.ok && saved.error.kind === 'invalid-input') console.error(saved.error.field, saved.error.message);
   */
  saveBilling(save: BillingSave): Promise<Result<UserRecord, PortalError>>;

  /**
   * Saves the location (SPEC §4): updates the linked location record, or creates one and links it
   * to the user. The form's state is the location's region. `location` is a patch: a field it
   * leaves out keeps its value in `current`; null or blank text clears it (saved as null, a cleared
   * numeric id as 0: SPEC §5). A place whose id it leaves out while its name changes takes the id
   * of the list it is named on (`COUNTRIES`, an Argentine province, `citiesOf` the province), or
   * none when typed by hand; while the name is the record's, its id is kept.
   *
   * Fails with 'Error al intentar guardar los datos de ubicación' (created but not linked: as
   * saveBilling), or `'invalid-input'` before any call (`locationFieldProblems`): a text too long,
   * a `country` not among `COUNTRIES` ('Elija un país de la lista'), an Argentine `state` not
   * among its provinces ('Elija una provincia de la lista'). The city is offered from `citiesOf`
   * the province, and a town not on that list is saved as typed, with id 0.
   */
  saveLocation(save: LocationSave): Promise<Result<UserRecord, PortalError>>;

  /**
   * Deletes the signed-in client's account in SPEC §4's three steps: mark the user deleted, mark
   * the client's contacts deleted in the legacy API, delete the identity-provider account.
   * Answers 'Usuario eliminado correctamente' (SPEC §8) only when all three succeed. Deletion
   * cancels no payment and refunds none: show `reviewAccountDeletion`'s answer before confirming.
   *
   * Fails with 'Ocurrió un error al intentar eliminar cuenta', its `detail` saying which step
   * failed and what was left: a failed step 2 restores the account; a failed step 3 leaves it
   * marked deleted (loadSession's `deletionPending`) and calling deleteAccount again finishes it.
   */
  deleteAccount(): Promise<Result<AccountDeleted, PortalError>>;

  /**
   * What deleting the account would leave behind in money, for the confirmation to say first:
   * consultations paid that the lawyer has not accepted yet (`paidAwaitingLawyer`: ask the lawyer
   * for a refund before deleting), payments in process at a checkout (`inProcess`: a ticket paid
   * still charges) and payments owed (`owed`: deletion does not cancel them); `nothingPending`
   * when there is none of them. Reads the cases and
   * the movements of those not accepted or with a payment pending (`casesToReview`).
   *
   * Fails with 'Error al intentar obtener los pagos'.
   *
   * @example
   * const review = valueOrThrow(await portal.reviewAccountDeletion({ client }));
   * if (!review.nothingPending) console.log(review.paidAwaitingLawyer.map((payment) => payment.caseName));
   */
  reviewAccountDeletion(request: DeletionReviewRequest): Promise<Result<DeletionReview, PortalError>>;

  /**
   * Follows the signed-in client's account while it runs (SPEC §7's subscriptions): a
   * profile, billing or location saved anywhere else (another tab, another device, a script)
   * reaches `onChange` with the record as it is now, so an open portal shows it without reading
   * again. Answers once the service accepted the subscriptions, so every change made after the
   * answer is delivered; `stop()` ends it.
   *
   * The rules: a user record marked deleted (`deletedAt`) or disabled (`enabled` false) ends the
   * following and calls `onEnded` with SPEC §2's 'Error al obtener el usuario' (`'not-found'`
   * deleted, `'forbidden'` disabled): the session must end, as a failed user load ends it (a
   * deletion by this same portal's deleteAccount is let through: its caller ends the session). A
   * change of another owner's record is never delivered, whatever the service sends. The
   * connection reconnects by itself (with backoff) after the network returns; since changes made
   * meanwhile were not delivered, `onChange` then receives `{ kind: 'reconnected' }`: read the
   * account (and what depends on it) again. `onConnectionChange` reports `'connecting'`,
   * `'connected'` and `'interrupted'`. A subscription the service refuses or drops for good
   * reaches `onEnded` too (`'unauthenticated'` when the session was revoked).
   *
   * Fails `'unauthenticated'` when nobody is signed in, `'forbidden'` when `client` is not the
   * signed-in client, or 'Error al intentar seguir los cambios de la cuenta' when the service or
   * the connection failed (`'unavailable'`…). In Node 20, the adapters need a WebSocket
   * (`@justiciable/adapters`' docs/scripts.md).
   *
   * @example
   * const { client } = valueOrThrow(await portal.loadSession());
   * const following = valueOrThrow(await portal.followAccount({
   *   client,
   *   onChange: (change) => console.log(change.kind === 'user' ? change.user.name : change.kind),
   *   onEnded: (error) => console.error(error.message),
   * }));
   * // … later
   * following.stop();
   */
  followAccount(request: FollowAccountRequest): Promise<Result<AccountFollowing, PortalError>>;
}

export function accountUseCases(ports: PortalPorts): AccountUseCases {
  return {
    saveProfile: onFirstCall(async () => (await import('./save-profile')).makeSaveProfile(ports)),
    saveBilling: onFirstCall(async () => (await import('./save-billing')).makeSaveBilling(ports)),
    saveLocation: onFirstCall(async () => (await import('./save-location')).makeSaveLocation(ports)),
    deleteAccount: onFirstCall(async () => (await import('./delete-account')).makeDeleteAccount(ports)),
    reviewAccountDeletion: onFirstCall(async () =>
      (await import('./deletion-review')).makeReviewAccountDeletion(ports),
    ),
    followAccount: onFirstCall(async () => (await import('./follow-account')).makeFollowAccount(ports)),
  };
}
