/** How much of a file is read at a time, so the page can say how far the reading got. */
const CHUNK_BYTES = 512 * 1024;

function readChunk(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The bytes of a file the person picked, read in chunks (core's FileToUpload takes bytes, it knows
 * no DOM File). `onProgress` receives the share read so far, from 0 to 1.
 */
export async function readFileBytes(file: Blob, onProgress: (share: number) => void): Promise<Uint8Array> {
  const bytes = new Uint8Array(file.size);
  onProgress(0);
  for (let start = 0; start < file.size; start += CHUNK_BYTES) {
    const chunk = await readChunk(file.slice(start, start + CHUNK_BYTES));
    bytes.set(new Uint8Array(chunk), start);
    onProgress(Math.min(1, (start + chunk.byteLength) / file.size));
  }
  onProgress(1);
  return bytes;
}
