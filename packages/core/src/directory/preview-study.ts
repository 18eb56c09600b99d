import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { LawyerOfGroup } from './directory-ports';
import type { StudyInfo } from './study-info';

/** A studio as its preview pages show it (previewListaEstudios, previewInfoEstudio; SPEC §7 getPreviewStudy). */
export function makePreviewStudy({ directory }: Pick<PortalPorts, 'directory'>) {
  return async function previewStudy(lawyer: LawyerOfGroup): Promise<Result<StudyInfo, PortalError>> {
    return labelFailure(await directory.getStudyPreview(lawyer.lawyerId, lawyer.groupId), errorMessages.studyInfo);
  };
}
