import type { PortalPorts } from '../portal-ports';
import { makeListCaseDocuments } from './list-case-documents';
import { makeListDocumentCategories } from './list-document-categories';
import { makeListDocumentTypes } from './list-document-types';

/** The portal's use-cases of documents. */
export interface DocumentUseCases {
  readonly listCaseDocuments: ReturnType<typeof makeListCaseDocuments>;
  readonly listDocumentCategories: ReturnType<typeof makeListDocumentCategories>;
  readonly listDocumentTypes: ReturnType<typeof makeListDocumentTypes>;
}

export function documentUseCases(ports: PortalPorts): DocumentUseCases {
  return {
    listCaseDocuments: makeListCaseDocuments(ports),
    listDocumentCategories: makeListDocumentCategories(ports),
    listDocumentTypes: makeListDocumentTypes(ports),
  };
}
