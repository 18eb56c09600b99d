import * as v from 'valibot';
import { ServiceDateTimeSchema } from '../shared/service-date-time';

export const DOCUMENT_NAME_DEFAULT = 'Sin nombre';
export const DOCUMENT_TYPE_DEFAULT = 'Desconocido';
export const DOCUMENT_CATEGORY_DEFAULT = 'Sin categoría';

/** How the client filed a document on upload: a type (getDocumentTypes) and a category of the group (getDocumentCategories), by name; null when not chosen. */
export interface DocumentClassification {
  readonly type: string | null;
  readonly category: string | null;
}

/** A stored case document (SPEC §3). */
export const DocumentSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  case_id: v.string(),
  group_id: v.string(),
  name: v.string(),
  /** The document type chosen on upload, else the stored content type, else 'Desconocido'. */
  type: v.string(),
  category: v.string(),
  /** When it was last stored, as the storage wrote it; '' when it does not say. */
  updated_at: v.string(),
  /** updated_at read once; null when missing or unreadable. */
  updatedAt: v.nullable(ServiceDateTimeSchema),
  /** In bytes. */
  size: v.number(),
});
export type Document = v.InferOutput<typeof DocumentSchema>;

export const DocumentTypeSchema = v.object({ id: v.string(), nombre: v.string() });
export type DocumentType = v.InferOutput<typeof DocumentTypeSchema>;

export const DocumentCategorySchema = v.object({ id: v.string(), nombre: v.string(), id_grupo: v.string() });
export type DocumentCategory = v.InferOutput<typeof DocumentCategorySchema>;
