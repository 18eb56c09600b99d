import type { PortalPorts } from '../portal-ports';
import { errorMessages, guardMessages } from '../shared/catalogue';
import type { GuardDecision } from '../shared/guard-decision';
import { failedTo, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { decideStudyAccess } from './study-access';
import type { StudyInfo } from './study-info';

export interface StudyAvailability {
  readonly access: GuardDecision;
  /** The studio the decision was made on, for the page to show; null when there is none. */
  readonly study: StudyInfo | null;
}

/**
 * The guard of lawyer detail and consultation via link (SPEC §2): the studio must exist and be
 * enabled, else /welcome with 'El Estudio no está disponible'. A studio that cannot be read is a
 * failure: refused, with the same text; with no answer (network, timeout, a 5xx, an unreadable
 * answer), 'Error al intentar obtener información del Estudio', since nothing says the studio is
 * unavailable and the page offers to try again.
 */
export function makeCheckStudyAvailable({ directory }: Pick<PortalPorts, 'directory'>) {
  return async function checkStudyAvailable({
    groupId,
  }: {
    readonly groupId: string;
  }): Promise<Result<StudyAvailability, PortalError>> {
    const found = await directory.getStudyInfo(groupId);
    if (!found.ok && found.error.kind !== 'not-found') {
      return err(
        failedTo(
          found.error.kind === 'unavailable' ? errorMessages.studyInfo : guardMessages.studyUnavailable,
          found.error,
        ),
      );
    }
    const study = found.ok ? found.value : null;
    return ok({ access: decideStudyAccess(study), study });
  };
}
