import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { StudyInfo } from './study-info';

/** A studio's public information (SPEC §7 getStudyInfo). */
export function makeGetStudyInfo({ directory }: Pick<PortalPorts, 'directory'>) {
  return async function getStudyInfo({
    groupId,
  }: {
    readonly groupId: string;
  }): Promise<Result<StudyInfo, PortalError>> {
    return labelFailure(await directory.getStudyInfo(groupId), errorMessages.studyInfo);
  };
}
