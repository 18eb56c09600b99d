import type { CalendarEntry } from '../calendar/calendar-entry';
import type { CalendarRepository, CalendarSlot } from '../calendar/calendar-repository';
import { calendarEntryFromRow } from '../calendar/calendar-rules';
import { MOVEMENT_TYPE } from '../cases/movement';
import { errorMessages, guardMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { InMemoryFake } from './in-memory-fake';
import type { InMemoryWorld } from './in-memory-world';

/**
 * The agenda, held as the legacy API's rows and mapped on the way out as the real adapter does.
 * A slot id is an agenda entry of the signed-in client or, on the public /calendarRequest link,
 * a date-request movement (type 7), which needs no session.
 */
export class InMemoryCalendarRepository extends InMemoryFake<CalendarRepository> implements CalendarRepository {
  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  listForClient(clientId: string): Promise<Result<readonly CalendarEntry[], PortalError>> {
    return this.respond('listForClient', () => {
      const acting = this.world.actingFor(clientId, errorMessages.calendar);
      return acting.ok ? ok(this.entriesWhere((record) => record.clientId === clientId)) : acting;
    });
  }

  listForLawyer(lawyerId: string): Promise<Result<readonly CalendarEntry[], PortalError>> {
    return this.respond('listForLawyer', () => {
      const session = this.world.signedIn();
      return session.ok ? ok(this.entriesWhere((record) => record.lawyerId === lawyerId)) : session;
    });
  }

  updateSlot(slot: CalendarSlot): Promise<Result<void, PortalError>> {
    return this.respond('updateSlot', () => {
      const record = this.world.calendar.get(slot.calendarId);
      if (record !== undefined) {
        const session = this.world.signedIn();
        if (!session.ok) return session;
        if (record.clientId !== session.value.userId) {
          return err(portalError.forbidden(errorMessages.updateCalendar, `agenda entry ${slot.calendarId}`));
        }
        record.row = { ...record.row, fecha_ini: slot.date, hora_ini: `${slot.start}:00` };
        return ok();
      }
      const movement = this.world.movements.get(slot.calendarId);
      if (movement?.id_tipo !== MOVEMENT_TYPE.calendarRequest) {
        return err(portalError.notFound(guardMessages.linkNotLoaded, `agenda entry ${slot.calendarId}`));
      }
      this.world.movements.set(movement.id_movimiento, { ...movement, fecha_inicio_agenda: slot.date, hora_inicio_agenda: slot.start });
      return ok();
    });
  }

  private entriesWhere(keep: (record: { readonly clientId: string; readonly lawyerId: string }) => boolean): CalendarEntry[] {
    return [...this.world.calendar.values()].filter(keep).map((record) => calendarEntryFromRow(record.row));
  }
}
