import type { CalendarEntry } from '../calendar/calendar-entry';
import { calendarEntriesFromMovements } from '../calendar/calendar-rules';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { mapResult, type Result } from '../shared/result';
import type { CaseFile } from './case-repository';

export interface CaseMovements extends CaseFile {
  /** The agenda entries of the case's date requests (type 7 movements, SPEC §3). */
  readonly calendarEntries: readonly CalendarEntry[];
}

/** A case with its movements and their comments (SPEC §7 listaMovimientos), and its agenda entries. */
export function makeListMovements({ cases }: Pick<PortalPorts, 'cases'>) {
  return async function listMovements(caseId: string): Promise<Result<CaseMovements, PortalError>> {
    const listed = labelFailure(await cases.listMovements(caseId), errorMessages.movements);
    return mapResult(listed, (caseFile) => ({
      ...caseFile,
      // A case names its lawyer or studio in one field, which serves for both of the entry's names.
      calendarEntries: calendarEntriesFromMovements(caseFile.movements, {
        case: caseFile.case?.case ?? '',
        abogadoEstudio: caseFile.case?.abogadoEstudio ?? '',
        nombre_estudio: caseFile.case?.abogadoEstudio ?? '',
      }),
    }));
  };
}
