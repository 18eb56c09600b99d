import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { Document } from './document';

/** The files stored for a case (SPEC §7 getDocumentsByCase). */
export function makeListCaseDocuments({ documents }: Pick<PortalPorts, 'documents'>) {
  return async function listCaseDocuments(theCase: {
    readonly caseId: string;
    readonly groupId: string;
  }): Promise<Result<readonly Document[], PortalError>> {
    return labelFailure(await documents.listByCase(theCase.caseId, theCase.groupId), errorMessages.documents);
  };
}
