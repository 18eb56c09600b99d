import { guardMessages } from '../shared/catalogue';
import { allowRoute, guardPaths, redirectRoute, type GuardDecision } from '../shared/guard-decision';
import type { StudyInfo } from './study-info';

/** The lawyer-detail and consultation-via-link guard (SPEC §2): the study must exist and be enabled. */
export function decideStudyAccess(study: Pick<StudyInfo, 'habilitado'> | null): GuardDecision {
  return study?.habilitado === true ? allowRoute : redirectRoute(guardPaths.welcome, guardMessages.studyUnavailable);
}
