const KB = 1024;
const MB = KB * 1024;

const decimal = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** A stored file's size as a person reads it: KB below a megabyte, MB from there (1024-based). */
export function formatFileSize(bytes: number): string {
  return bytes < MB ? `${decimal.format(bytes / KB)} KB` : `${decimal.format(bytes / MB)} MB`;
}

/**
 * Reads a picked file into bytes, reporting the share read so far (0 to 1) as the browser
 * delivers it; rejects when the browser cannot read the file.
 */
export function readFileBytes(file: Blob, onProgress: (share: number) => void): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    reader.onload = () => {
      onProgress(1);
      resolve(new Uint8Array(reader.result as ArrayBuffer));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}
