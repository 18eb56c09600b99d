import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import { sortDirectory, visibleInDirectory, withContactStates } from './contact-state';
import type { DirectoryEntry } from './directory-entry';

export interface DirectoryOptions {
  /** Also list lawyers hidden from the directory (visible 'f') that are not the client's contacts. */
  readonly includeHidden?: boolean;
}

/**
 * The lawyer directory (SPEC §4): each lawyer with the contact button the client's latest
 * request sets, by default only those shown ('t' or already CONTACTADO), ordered CONTACTADO,
 * PENDIENTE, CONTACTAR.
 */
export function makeListDirectory({ directory, contactRequests }: Pick<PortalPorts, 'directory' | 'contactRequests'>) {
  return async function listDirectory({
    client,
    ...options
  }: DirectoryOptions & { readonly client: SignedInClient }): Promise<Result<readonly DirectoryEntry[], PortalError>> {
    const [listings, requests] = await Promise.all([
      directory.listLawyers(),
      contactRequests.listRequests(client.id, client.email),
    ]);
    const lawyers = labelFailure(listings, errorMessages.directory);
    if (!lawyers.ok) return lawyers;
    const clientRequests = labelFailure(requests, errorMessages.directory);
    if (!clientRequests.ok) return clientRequests;
    const entries = withContactStates(lawyers.value, clientRequests.value, client);
    return ok(sortDirectory(options.includeHidden === true ? entries : entries.filter(visibleInDirectory)));
  };
}
