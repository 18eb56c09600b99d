import * as v from 'valibot';

const optionalText = v.optional(v.nullable(v.string()));

/**
 * A stored object as the documents listing describes it (SPEC §7 getDocumentsByCase): its
 * storage key 'group/case/file' and what the store knows about it. Adapters validate with
 * this schema, then map with documentFromStorageItem.
 */
export const StorageItemSchema = v.object({
  Key: v.pipe(v.string(), v.minLength(1)),
  ContentType: optionalText,
  metadata: v.optional(v.nullable(v.object({ name: optionalText, type: optionalText, category: optionalText }))),
  LastModified: optionalText,
  /** In bytes; JSON can spell a number (1e400) that reads as Infinity, which is no size. */
  Size: v.optional(v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0)))),
});
export type StorageItem = v.InferOutput<typeof StorageItemSchema>;
