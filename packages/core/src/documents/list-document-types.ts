import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { DocumentType } from './document';

/** The document types (SPEC §7 getDocumentTypes). */
export function makeListDocumentTypes({ documents }: Pick<PortalPorts, 'documents'>) {
  return async function listDocumentTypes(): Promise<Result<readonly DocumentType[], PortalError>> {
    return labelFailure(await documents.listTypes(), errorMessages.documentTypes);
  };
}
