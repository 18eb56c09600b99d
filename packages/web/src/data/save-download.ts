import { safeFileName } from '@justiciable/core';

/**
 * Hands the browser a file to save (or, on a phone, to open with the app that takes it), under
 * `fileName` made safe by core's rule: no bidi control or zero-width character can make it read as
 * another ('\u202Efdp.exe' is saved as 'fdp.exe'), nor a separator make it a path.
 */
export function saveDownload(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(fileName, 'descarga');
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once may cancel the download the click has only just started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
