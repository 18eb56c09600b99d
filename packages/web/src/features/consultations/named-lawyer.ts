import { errorMessages, guardMessages, type DirectoryEntry, type Portal } from '@justiciable/core';
import type { Loaded } from '../../data/loaded';

/**
 * Whether the lawyer /nuevaConsulta's address names (a lawyer page's or /abogados' link) can be
 * consulted: a lawyer of the directory can. One who is not there has their studio checked with
 * core's checkStudyAvailable (SPEC §2's rule for a lawyer's page), so the page says why instead of
 * an empty first step: 'El Estudio no está disponible' for a disabled studio, 'No se encontró el
 * abogado' when the studio is open but the lawyer is not in its directory, and the check's own
 * message when it got no answer. Asks nothing when the directory lists the lawyer, or could not
 * be read (the page says that already).
 */
export async function checkNamedLawyer(
  portal: Pick<Portal, 'checkStudyAvailable'>,
  named: { readonly lawyerId: string | undefined; readonly groupId: string | undefined },
  directory: Loaded<readonly DirectoryEntry[]>,
): Promise<Loaded<null>> {
  const { lawyerId, groupId } = named;
  if (lawyerId === undefined || groupId === undefined || !directory.ok) return { ok: true, value: null };
  if (directory.value.some((entry) => entry.id === lawyerId && entry.id_grupo === groupId)) return { ok: true, value: null };
  const checked = await portal.checkStudyAvailable({ groupId });
  if (!checked.ok) return { ok: false, message: checked.error.message };
  if (!checked.value.access.allow) return { ok: false, message: checked.value.access.message ?? guardMessages.studyUnavailable };
  return { ok: false, message: errorMessages.lawyerNotFound };
}
