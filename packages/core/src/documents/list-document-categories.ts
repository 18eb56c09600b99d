import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { DocumentCategory } from './document';

/** A studio's document categories (SPEC §7 getDocumentCategories). */
export function makeListDocumentCategories({ documents }: Pick<PortalPorts, 'documents'>) {
  return async function listDocumentCategories({
    groupId,
  }: {
    readonly groupId: string;
  }): Promise<Result<readonly DocumentCategory[], PortalError>> {
    return labelFailure(await documents.listCategories(groupId), errorMessages.documentCategories);
  };
}
