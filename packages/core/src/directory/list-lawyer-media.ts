import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { CommunicationMedium } from './directory-entry';

/** The communication media a lawyer offers (SPEC §7 getLawyerMedia), e.g. for /calendarNewConsultation. */
export function makeListLawyerMedia({ directory }: Pick<PortalPorts, 'directory'>) {
  return async function listLawyerMedia({
    lawyerId,
  }: {
    readonly lawyerId: string;
  }): Promise<Result<readonly CommunicationMedium[], PortalError>> {
    return labelFailure(await directory.getLawyerMedia(lawyerId), errorMessages.lawyerInfo);
  };
}
