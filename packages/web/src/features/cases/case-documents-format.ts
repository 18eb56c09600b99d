const KB = 1024;
const MB = KB * 1024;

const decimal = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** A stored file's size as a person reads it: KB below a megabyte, MB from there (1024-based). */
export function formatFileSize(bytes: number): string {
  return bytes < MB ? `${decimal.format(bytes / KB)} KB` : `${decimal.format(bytes / MB)} MB`;
}
