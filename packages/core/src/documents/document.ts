import * as v from 'valibot';

export const DOCUMENT_NAME_DEFAULT = 'Sin nombre';
export const DOCUMENT_TYPE_DEFAULT = 'Desconocido';

/** A stored case document (SPEC §3). */
export const DocumentSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  case_id: v.string(),
  group_id: v.string(),
  name: v.string(),
  type: v.string(),
  updated_at: v.string(),
  size: v.number(),
});
export type Document = v.InferOutput<typeof DocumentSchema>;

export const DocumentTypeSchema = v.object({ id: v.string(), nombre: v.string() });
export type DocumentType = v.InferOutput<typeof DocumentTypeSchema>;

export const DocumentCategorySchema = v.object({ id: v.string(), nombre: v.string(), id_grupo: v.string() });
export type DocumentCategory = v.InferOutput<typeof DocumentCategorySchema>;
