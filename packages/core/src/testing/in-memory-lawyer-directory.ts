import type { CommunicationMedium } from '../directory/directory-entry';
import type { DirectoryListing, LawyerDirectory } from '../directory/directory-ports';
import type { StudyInfo } from '../directory/study-info';
import { errorMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { detached } from './detached';
import { InMemoryFake } from './in-memory-fake';
import type { InMemoryWorld } from './in-memory-world';

/** The directory needs a session (SPEC §6); the studio pages and a lawyer's media are public links. */
export class InMemoryLawyerDirectory extends InMemoryFake<LawyerDirectory> implements LawyerDirectory {
  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  listLawyers(): Promise<Result<readonly DirectoryListing[], PortalError>> {
    return this.respond('listLawyers', () => {
      const session = this.world.signedIn();
      return session.ok ? ok(detached(this.world.lawyers)) : session;
    });
  }

  getStudyInfo(groupId: string): Promise<Result<StudyInfo, PortalError>> {
    return this.respond('getStudyInfo', () => this.study(groupId));
  }

  getStudyPreview(lawyerId: string, groupId: string): Promise<Result<StudyInfo, PortalError>> {
    return this.respond('getStudyPreview', () => {
      const member = this.world.lawyers.some((lawyer) => lawyer.id === lawyerId && lawyer.id_grupo === groupId);
      if (!member)
        return err(portalError.notFound(errorMessages.lawyerNotFound, `lawyer ${lawyerId} in group ${groupId}`));
      return this.study(groupId);
    });
  }

  getGroupMedia(lawyerId: string, clientId: string): Promise<Result<readonly CommunicationMedium[], PortalError>> {
    return this.respond('getGroupMedia', () => {
      const acting = this.world.actingFor(clientId, errorMessages.lawyerInfo);
      return acting.ok ? this.mediaOf(lawyerId) : acting;
    });
  }

  getLawyerMedia(lawyerId: string): Promise<Result<readonly CommunicationMedium[], PortalError>> {
    return this.respond('getLawyerMedia', () => this.mediaOf(lawyerId));
  }

  private study(groupId: string): Result<StudyInfo, PortalError> {
    const study = this.world.studies.get(groupId);
    return study === undefined
      ? err(portalError.notFound(errorMessages.studyInfo, `group ${groupId}`))
      : ok(detached(study));
  }

  private mediaOf(lawyerId: string): Result<readonly CommunicationMedium[], PortalError> {
    const lawyer = this.world.lawyers.find((listing) => listing.id === lawyerId);
    return lawyer === undefined
      ? err(portalError.notFound(errorMessages.lawyerNotFound, `lawyer ${lawyerId}`))
      : ok(detached(lawyer.media));
  }
}
