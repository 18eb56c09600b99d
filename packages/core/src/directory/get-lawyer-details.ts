import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import type { LawyerOfGroup } from './directory-ports';
import { contactButton, contactStateFromLatestRequest, latestRequestFor } from './contact-state';
import type { CommunicationMedium, DirectoryEntry } from './directory-entry';

export interface LawyerDetails {
  /** The lawyer as the directory lists them, with the client's contact button. */
  readonly lawyer: DirectoryEntry;
  /** The communication media the lawyer's group offers this client (SPEC §7 getGroupInformation). */
  readonly media: readonly CommunicationMedium[];
}

/**
 * The lawyer-detail page (lawyerDetails/:id/:id_grupo): the lawyer of that group from the
 * directory, with the client's contact button and the group's media. A lawyer the directory
 * does not list is 'No se encontró el abogado'; any failure to read is
 * 'Error al intentar obtener información del Abogado.'.
 */
export function makeGetLawyerDetails({
  directory,
  contactRequests,
}: Pick<PortalPorts, 'directory' | 'contactRequests'>) {
  return async function getLawyerDetails({
    client,
    lawyerId,
    groupId,
  }: LawyerOfGroup & { readonly client: SignedInClient }): Promise<Result<LawyerDetails, PortalError>> {
    const [listings, requests, media] = await Promise.all([
      directory.listLawyers(),
      contactRequests.listRequests(client.id, client.email),
      directory.getGroupMedia(lawyerId, client.id),
    ]);
    const lawyers = labelFailure(listings, errorMessages.lawyerInfo);
    if (!lawyers.ok) return lawyers;
    const listing = lawyers.value.find((entry) => entry.id === lawyerId && entry.id_grupo === groupId);
    if (listing === undefined) return err(portalError.notFound(errorMessages.lawyerNotFound));
    const clientRequests = labelFailure(requests, errorMessages.lawyerInfo);
    if (!clientRequests.ok) return clientRequests;
    const groupMedia = labelFailure(media, errorMessages.lawyerInfo);
    if (!groupMedia.ok) return groupMedia;
    const button = contactButton(
      contactStateFromLatestRequest(latestRequestFor(clientRequests.value, listing.id), client),
    );
    return ok({ lawyer: { ...listing, button }, media: groupMedia.value });
  };
}
