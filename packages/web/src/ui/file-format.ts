const KB = 1024;
const MB = KB * 1024;

const decimal = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** A file's size as a person reads it: bytes below a kilobyte, KB below a megabyte, MB from there (1024-based). */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  return bytes < MB ? `${decimal.format(bytes / KB)} KB` : `${decimal.format(bytes / MB)} MB`;
}

/** The kinds of file people send their lawyers, named as they know them rather than by content type. */
const KIND_BY_CONTENT_TYPE: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'Imagen JPG',
  'image/png': 'Imagen PNG',
  'image/heic': 'Imagen HEIC',
  'image/webp': 'Imagen WEBP',
  'text/plain': 'Texto',
  'application/msword': 'Documento de Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Documento de Word',
  'application/vnd.ms-excel': 'Planilla de Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Planilla de Excel',
  'application/zip': 'Archivo comprimido',
  'application/octet-stream': 'Archivo',
};

/**
 * A document's type as the list says it: the type the client filed it under is shown as it is; a
 * content type (what the store knows otherwise) gets its everyday name, and an unknown one 'Archivo'.
 */
export function documentKind(type: string): string {
  if (!/^[a-z]+\/[\w.+-]+$/i.test(type)) return type;
  return KIND_BY_CONTENT_TYPE[type.toLowerCase()] ?? 'Archivo';
}
