import type { CalendarEntry } from '../calendar/calendar-entry';
import { calendarEntriesFromMovements } from '../calendar/calendar-rules';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { mapResult, type Result } from '../shared/result';
import type { Case } from './case';
import {
  caseMovementCommentFrom,
  caseMovementFrom,
  sortMovementsNewestFirst,
  type CaseMovement,
  type CaseMovementComment,
} from './case-movement';

/** A case with its movements, their comments and its agenda entries, as listMovements answers them. */
export interface CaseMovements {
  readonly case: Case | null;
  /** Newest first (SPEC §9), each with its type's name and its dates read once. */
  readonly movements: readonly CaseMovement[];
  /** Oldest first, as the service lists them. */
  readonly comments: readonly CaseMovementComment[];
  /** The agenda entries of the case's date requests (type 7 movements, SPEC §3). */
  readonly calendarEntries: readonly CalendarEntry[];
}

/** A case with its movements and their comments (SPEC §7 listaMovimientos), and its agenda entries. */
export function makeListMovements({ cases }: Pick<PortalPorts, 'cases'>) {
  return async function listMovements({
    caseId,
  }: {
    readonly caseId: string;
  }): Promise<Result<CaseMovements, PortalError>> {
    const listed = labelFailure(await cases.listMovements(caseId), errorMessages.movements);
    return mapResult(listed, (caseFile) => ({
      case: caseFile.case,
      movements: sortMovementsNewestFirst(caseFile.movements.map(caseMovementFrom)),
      comments: caseFile.comments.map(caseMovementCommentFrom),
      // A case names its lawyer or studio in one field, which serves for both of the entry's names.
      calendarEntries: calendarEntriesFromMovements(caseFile.movements, {
        case: caseFile.case?.case ?? '',
        abogadoEstudio: caseFile.case?.abogadoEstudio ?? '',
        nombre_estudio: caseFile.case?.abogadoEstudio ?? '',
      }),
    }));
  };
}
