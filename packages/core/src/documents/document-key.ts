import { presentText } from '../shared/blank';
import { readServiceInstant } from '../shared/service-date-time';
import { DOCUMENT_CATEGORY_DEFAULT, DOCUMENT_NAME_DEFAULT, DOCUMENT_TYPE_DEFAULT, type Document } from './document';
import type { StorageItem } from './storage-item';

export interface DocumentKey {
  readonly groupId: string;
  readonly caseId: string;
  readonly fileName: string;
}

/**
 * The parts of a storage key 'group/case/file' (SPEC §3). Everything after the second '/' is
 * the file name, so names keep any '/' they contain ('g/c/a/b.pdf' → 'a/b.pdf'). A key with
 * fewer parts fills them from the left and leaves the rest '' ('g/c' has no file name).
 */
export function parseDocumentKey(key: string): DocumentKey {
  const [groupId = '', caseId = '', ...fileNameParts] = key.split('/');
  return { groupId, caseId, fileName: fileNameParts.join('/') };
}

/**
 * A stored object as a case document (SPEC §3): the key is its id and gives its group and
 * case; a missing or blank name is 'Sin nombre'; the type is the one chosen on upload, else the
 * content type, else 'Desconocido'; a document filed under no category is 'Sin categoría'.
 * The modification date is an instant (the storage writes UTC), read as Buenos Aires' day and
 * time, as the movement that announced the file shows it; missing, it is '' and its reading null
 * (shown as '-'). A missing size is 0.
 */
export function documentFromStorageItem(item: StorageItem): Document {
  const { groupId, caseId } = parseDocumentKey(item.Key);
  return {
    id: item.Key,
    case_id: caseId,
    group_id: groupId,
    name: presentText(item.metadata?.name) ?? DOCUMENT_NAME_DEFAULT,
    type: presentText(item.metadata?.type) ?? presentText(item.ContentType) ?? DOCUMENT_TYPE_DEFAULT,
    category: presentText(item.metadata?.category) ?? DOCUMENT_CATEGORY_DEFAULT,
    updated_at: item.LastModified ?? '',
    updatedAt: readServiceInstant(item.LastModified),
    size: item.Size ?? 0,
  };
}
