import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { err, type Result } from '../shared/result';
import { overLongInput, type TextFields } from '../shared/text-limits';
import type { NewMovement } from './case-repository';
import { MOVEMENT_TYPE } from './movement';

/** The kind of text each free-text field of a movement holds, for its length limit. */
export const movementTextFields = { description: 'title', comments: 'text' } as const satisfies TextFields<
  'description' | 'comments'
>;

/**
 * A movement the client adds: the fields of NewMovement, with the acting client instead of its
 * id; left out, its type is a news movement (MOVEMENT_TYPE.news), the one the client writes.
 */
export interface MovementDraft extends Omit<NewMovement, 'clientId' | 'typeId'> {
  readonly client: SignedInClient;
  readonly typeId?: NewMovement['typeId'];
}

/**
 * The client adds a movement to a case (SPEC §7 addNewMovent); answers the new movement's id. An
 * over-long title or note is refused on its field before sending.
 */
export function makeAddMovement({ cases }: Pick<PortalPorts, 'cases'>) {
  return async function addMovement({
    client,
    typeId = MOVEMENT_TYPE.news,
    ...rest
  }: MovementDraft): Promise<Result<{ readonly movementId: string }, PortalError>> {
    const movement = { ...rest, typeId };
    const tooLong = overLongInput(movement, movementTextFields);
    if (tooLong) return err(tooLong);
    return labelFailure(await cases.addMovement({ ...movement, clientId: client.id }), errorMessages.addMovement);
  };
}
