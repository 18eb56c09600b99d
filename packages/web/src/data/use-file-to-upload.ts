import { useState } from 'react';

/** A file the person chose and the one upload key it keeps until another file is chosen. */
export interface FileToSend {
  readonly file: File;
  readonly uploadKey: string;
}

/**
 * The file a form is about to upload, with its upload key (core's CaseFileUpload.uploadKey):
 * every press of the button for this file, a retry after a failure included, sends the same key,
 * so an upload whose answer was lost is answered with the file already stored, not refused or
 * stored twice. Choosing another file gives it a new key.
 */
export function useFileToUpload() {
  const [chosen, setChosen] = useState<FileToSend | null>(null);
  function choose(file: File | null) {
    setChosen(file === null ? null : { file, uploadKey: newUploadKey() });
  }
  return { chosen, file: chosen?.file ?? null, choose };
}

/** A random UUID; from random bytes where randomUUID is missing (a page served over plain http). */
function newUploadKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
