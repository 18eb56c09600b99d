import {
  calendarEntryFromRow,
  mapResult,
  type CalendarEntry,
  type CalendarRepository,
  type CalendarSlot,
  type PortalError,
  type Result,
} from '@justiciable/core';
import * as v from 'valibot';
import type { LegacyApi } from './legacy-api';
import { AcknowledgementSchema, listOrKeyedObject, optionalWireId, wireId, wireText } from './legacy-wire';

/**
 * An agenda row as the PHP wrote it: texts may be percent-encoded or carry HTML entities. Fields
 * the agenda does not read are dropped rather than copied: the large account has 50,000 rows.
 */
const CalendarRowWireSchema = v.object({
  id_agenda: wireId,
  fecha_ini: wireText,
  hora_ini: wireText,
  hora_fin: wireText,
  nombre_asunto: wireText,
  nombre_abogado: wireText,
  tipo_reunion: wireText,
  direccion_link: wireText,
  titulo: wireText,
  texto: wireText,
  id_caso: optionalWireId,
  id_movimiento: optionalWireId,
  nombre_estudio: wireText,
  fecha_alta: wireText,
});

/** listaAgendas answers an object keyed by id (SPEC §7), listaAgendasDelAbogado a list. */
const CalendarAnswer = v.looseObject({ datos: listOrKeyedObject(CalendarRowWireSchema) });

/** The agenda in the legacy API (SPEC §7), decoded and mapped with core's calendar rules. */
export class LegacyApiCalendarRepository implements CalendarRepository {
  constructor(private readonly api: LegacyApi) {}

  async listForClient(clientId: string): Promise<Result<readonly CalendarEntry[], PortalError>> {
    const answer = await this.api.client.call(this.api.actions.listaAgendas, { [this.api.names.clientIdField]: clientId }, CalendarAnswer);
    return mapResult(answer, ({ datos }) => datos.map(calendarEntryFromRow));
  }

  async listForLawyer(lawyerId: string): Promise<Result<readonly CalendarEntry[], PortalError>> {
    const answer = await this.api.client.call(this.api.actions.listaAgendasDelAbogado, { id_lawyer: lawyerId }, CalendarAnswer);
    return mapResult(answer, ({ datos }) => datos.map(calendarEntryFromRow));
  }

  async updateSlot(slot: CalendarSlot): Promise<Result<void, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.updateCalendar,
      { id_calendar: slot.calendarId, fecha_ini: slot.date, hora_ini: slot.start, hora_fin: slot.end, token: slot.linkToken },
      AcknowledgementSchema,
    );
    return mapResult(answer, () => undefined);
  }
}
