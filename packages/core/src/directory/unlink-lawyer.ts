import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { mapResult, type Result } from '../shared/result';
import { contactButton, nextContactState } from './contact-state';
import type { ContactButton } from './directory-entry';

/** Ends the client's link with a lawyer; the directory button goes back to CONTACTAR (SPEC §4). */
export function makeUnlinkLawyer({ myLawyers }: Pick<PortalPorts, 'myLawyers'>) {
  return async function unlinkLawyer({
    client,
    lawyerId,
  }: {
    readonly client: SignedInClient;
    readonly lawyerId: string;
  }): Promise<Result<{ readonly button: ContactButton }, PortalError>> {
    const unlinked = labelFailure(await myLawyers.unlink(client.id, lawyerId), errorMessages.unlinkLawyer);
    return mapResult(unlinked, () => ({ button: contactButton(nextContactState('CONTACTADO', 'unlinked')) }));
  };
}
