import type { Document, DocumentCategory, DocumentType } from '../documents/document';
import { documentFromStorageItem, parseDocumentKey } from '../documents/document-key';
import type { DocumentLibrary } from '../documents/document-ports';
import { errorMessages } from '../shared/catalogue';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import { detached } from './detached';
import { InMemoryFake } from './in-memory-fake';
import type { InMemoryWorld } from './in-memory-world';

/**
 * The documents of the signed-in client's cases, listed from the file store as the real adapter
 * maps them; the document types and a group's categories are public.
 */
export class InMemoryDocumentLibrary extends InMemoryFake<DocumentLibrary> implements DocumentLibrary {
  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  listByCase(caseId: string, groupId: string): Promise<Result<readonly Document[], PortalError>> {
    return this.respond('listByCase', () => {
      const owned = this.world.ownCase(caseId, errorMessages.documents);
      if (!owned.ok) return owned;
      const documents = [...this.world.files.values()]
        .filter((file) => {
          const key = parseDocumentKey(file.key);
          return key.groupId === groupId && key.caseId === caseId;
        })
        .map((file) =>
          documentFromStorageItem({
            Key: file.key,
            ContentType: file.contentType,
            metadata: {
              name: file.fileName,
              type: file.classification?.type ?? null,
              category: file.classification?.category ?? null,
            },
            LastModified: file.updatedAt,
            Size: file.size,
          }),
        );
      return ok(documents);
    });
  }

  listTypes(): Promise<Result<readonly DocumentType[], PortalError>> {
    return this.respond('listTypes', () => ok(detached(this.world.documentTypes)));
  }

  listCategories(groupId: string): Promise<Result<readonly DocumentCategory[], PortalError>> {
    return this.respond('listCategories', () =>
      ok(detached(this.world.documentCategories.filter((category) => category.id_grupo === groupId))),
    );
  }
}
