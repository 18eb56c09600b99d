import { portalError, type PortalError } from '../shared/portal-error';
import { err, type Result } from '../shared/result';

/**
 * ours: how the data export names its parts to the person, in its progress and when one fails.
 * Each reads after 'falló la lectura de …'.
 */
export const exportParts = {
  account: 'los datos de su cuenta',
  cases: 'los asuntos',
  calendar: 'la agenda',
  notifications: 'las notificaciones',
  invitations: 'las invitaciones',
  contactRequests: 'las solicitudes de contacto',
  myLawyers: 'sus abogados',
  archive: 'el archivo ZIP',
  movements: (caseName: string) => `los movimientos del asunto «${caseName}»`,
  documents: (caseName: string) => `los documentos del asunto «${caseName}»`,
} as const;

/** A part that could not be read: its failure, worded as the catalogue does, and which part it was. */
export type ExportFailure = PortalError & { readonly part: string };

/** The export's code could not be fetched: a network failure of the ZIP's making. */
export function exportUnreachable(detail: string): Result<never, ExportFailure> {
  return err({ ...portalError.unavailable('network', detail), part: exportParts.archive });
}
