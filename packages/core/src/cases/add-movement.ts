import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { NewMovement } from './case-repository';

/** The client adds a movement to a case (SPEC §7 addNewMovent); answers the new movement's id. */
export function makeAddMovement({ cases }: Pick<PortalPorts, 'cases'>) {
  return async function addMovement(
    client: SignedInClient,
    movement: Omit<NewMovement, 'clientId'>,
  ): Promise<Result<{ readonly movementId: string }, PortalError>> {
    return labelFailure(await cases.addMovement({ ...movement, clientId: client.id }), errorMessages.addMovement);
  };
}
