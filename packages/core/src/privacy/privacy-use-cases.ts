import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import type { Result } from '../shared/result';
import type { ExportArchive, ExportOptions } from './export-my-data';
import type { ExportFailure } from './export-parts';
import { onFirstCall } from '../shared/on-first-call';
import { exportUnreachable } from './export-parts';

/** The portal's use-cases of the client's privacy (Ley 25.326's right of access). */
export interface PrivacyUseCases {
  /**
   * "Descargar mis datos": everything the portal keeps about the client, read through the same
   * services as the screens, in one ZIP (`mis-datos-justiciable-yyyy-mm-dd.zip`, the day in
   * Argentina): a README in Spanish (LEEME.txt), a JSON per area (profile, billing, location,
   * cases with their movements, comments and documents, agenda, notifications, contact
   * requests, invitations, lawyers) and each case's documents. Link tokens others use to answer
   * a request are left out. `onProgress` is told at every part started and finished.
   *
   * All or nothing: the first part that fails ends the export with no archive, answered as that
   * part's failure (its kind and its text, e.g. 'Error al intentar obtener la agenda') plus `part`
   * naming it in Spanish ('la agenda'). Calling again reads everything again.
   *
   * @example
   * const archive = valueOrThrow(await portal.exportMyData({ client, onProgress: ({ done, total }) => console.log(`${done}/${total}`) }));
   * await writeFile(archive.fileName, archive.bytes);
   */
  exportMyData(
    request: ExportOptions & { readonly client: SignedInClient },
  ): Promise<Result<ExportArchive, ExportFailure>>;
}

export function privacyUseCases(ports: PortalPorts): PrivacyUseCases {
  return {
    exportMyData: onFirstCall(
      async () => (await import('./export-my-data')).makeExportMyData(ports),
      exportUnreachable,
    ),
  };
}
