import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import type { InvitationLink } from './directory-ports';
import type { Invitation } from './invitation';
import type { StudyInfo } from './study-info';

/** What the invitation page shows: the invitation, and the studio that sends it when it could be read. */
export interface OpenedInvitation {
  readonly invitation: Invitation;
  /** The studio's public information (SPEC §7 getStudyInfo); null when it could not be read. */
  readonly study: StudyInfo | null;
}

/**
 * The invitation page's read (/vinculateContact/:id_invitation): the invitation (SPEC §7
 * findInvitation) and, so the client knows whom they would work with before answering, its
 * studio's public information. The studio only informs the answer: when it cannot be read the
 * invitation is still answered, without it.
 */
export function makeOpenInvitation({ invitations, directory }: Pick<PortalPorts, 'invitations' | 'directory'>) {
  return async function openInvitation(link: InvitationLink): Promise<Result<OpenedInvitation, PortalError>> {
    const found = labelFailure(await invitations.find(link), errorMessages.findInvitation);
    if (!found.ok) return found;
    const invitation = found.value;
    const study = await directory.getStudyInfo(invitation.id_grupo);
    return ok({ invitation, study: study.ok ? study.value : null });
  };
}
