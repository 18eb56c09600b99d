import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { MyLawyer } from './my-lawyer';

/** The lawyers the client works with (SPEC §2 abogados, §7 listaMisAbogados). */
export function makeListMyLawyers({ myLawyers }: Pick<PortalPorts, 'myLawyers'>) {
  return async function listMyLawyers({
    client,
  }: {
    readonly client: SignedInClient;
  }): Promise<Result<readonly MyLawyer[], PortalError>> {
    return labelFailure(await myLawyers.list(client.id), errorMessages.myLawyers);
  };
}
