import {
  calendarEntriesFromRowsInSlices,
  mapResult,
  ok,
  type CalendarEntry,
  type CalendarRepository,
  type CalendarSlot,
  type PortalError,
  type Result,
} from '@justiciable/core';
import { CalendarAnswer } from './calendar-wire';
import type { LegacyApi } from './legacy-api';
import { AcknowledgementSchema } from './legacy-wire';

/** The agenda in the legacy API (SPEC §7), decoded and mapped with core's calendar rules. */
export class LegacyApiCalendarRepository implements CalendarRepository {
  constructor(private readonly api: LegacyApi) {}

  async listForClient(clientId: string): Promise<Result<readonly CalendarEntry[], PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.listaAgendas,
      { [this.api.names.clientIdField]: clientId },
      CalendarAnswer,
    );
    // Mapped in slices: the large account's 50,000 rows in one go held a phone's page for half a second.
    return answer.ok ? ok(await calendarEntriesFromRowsInSlices(answer.value.datos)) : answer;
  }

  async listForLawyer(lawyerId: string): Promise<Result<readonly CalendarEntry[], PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.listaAgendasDelAbogado,
      { id_lawyer: lawyerId },
      CalendarAnswer,
    );
    return answer.ok ? ok(await calendarEntriesFromRowsInSlices(answer.value.datos)) : answer;
  }

  async updateSlot(slot: CalendarSlot): Promise<Result<void, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.updateCalendar,
      {
        id_calendar: slot.calendarId,
        fecha_ini: slot.date,
        hora_ini: slot.start,
        hora_fin: slot.end,
        token: slot.linkToken,
        direccion_link: slot.meetingLink,
      },
      AcknowledgementSchema,
    );
    return mapResult(answer, () => undefined);
  }
}
