import type { CalendarEntry } from '../calendar/calendar-entry';
import type { CalendarRepository, CalendarSlot } from '../calendar/calendar-repository';
import { calendarEntryFromRow } from '../calendar/calendar-rules';
import { decideCalendarRequest } from '../cases/movement-links';
import { errorMessages, portalStatus } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { InMemoryFake } from './in-memory-fake';
import type { InMemoryWorld } from './in-memory-world';

/**
 * The agenda, held as the legacy API's rows and mapped on the way out as the real adapter does.
 * A lawyer's agenda is public, so a client can pick a free slot. A slot is named by its agenda
 * entry: the signed-in client moves their own entries, and anyone holding the public
 * /calendarRequest link's token dates, once, the entry of an unanswered date request (type 7 movement),
 * which dates the movement too.
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
    // A cancelled meeting takes none of the lawyer's time.
    return this.respond('listForLawyer', () =>
      ok(this.entriesWhere((record) => record.lawyerId === lawyerId && record.row.cancelada !== true)),
    );
  }

  updateSlot(slot: CalendarSlot): Promise<Result<void, PortalError>> {
    return this.respond('updateSlot', () => {
      const record = this.world.calendar.get(slot.calendarId);
      if (record === undefined)
        return err(portalError.notFound(errorMessages.updateCalendar, `agenda entry ${slot.calendarId}`));
      const dateRequest = [...this.world.movements.values()].find((movement) => movement.id_agenda === slot.calendarId);
      if (this.world.session?.userId !== record.clientId) {
        // Only an unanswered date request's link token opens someone else's entry, once; without
        // it the entry reads as none, so entries cannot be probed.
        if (dateRequest === undefined || slot.linkToken == null || dateRequest.link_token !== slot.linkToken) {
          return err(
            portalError.notFound(
              errorMessages.updateCalendar,
              `no date request opens agenda entry ${slot.calendarId} with that token`,
            ),
          );
        }
        if (!decideCalendarRequest(dateRequest).allow)
          return err(portalError.rejected(portalStatus.failed, errorMessages.updateCalendar, 'already dated'));
      }
      // A video room made for the meeting is kept only where the entry has no place: the lawyer's stays.
      const room = record.row.direccion_link == null ? (slot.meetingLink ?? null) : null;
      record.row = {
        ...record.row,
        fecha_ini: slot.date,
        hora_ini: `${slot.start}:00`,
        hora_fin: `${slot.end}:00`,
        ...(room === null ? {} : { direccion_link: room }),
      };
      if (dateRequest !== undefined) {
        const place = dateRequest.direccion_link ?? room;
        this.world.movements.set(dateRequest.id_movimiento, {
          ...dateRequest,
          fecha_inicio_agenda: slot.date,
          hora_inicio_agenda: slot.start,
          direccion_link: place,
        });
      }
      return ok();
    });
  }

  private entriesWhere(
    keep: (record: {
      readonly clientId: string;
      readonly lawyerId: string;
      readonly row: { readonly cancelada?: boolean | null };
    }) => boolean,
  ): CalendarEntry[] {
    // Rows carry their lawyer's id, as the service's do (id_abogado).
    return [...this.world.calendar.values()]
      .filter(keep)
      .map((record) => calendarEntryFromRow({ id_abogado: record.lawyerId, ...record.row }));
  }
}
