import { beforeEach, describe, expect, it } from 'vitest';
import { CalendarEntrySchema, type CalendarEntry } from '../calendar/calendar-entry';
import type { CalendarRepository } from '../calendar/calendar-repository';
import type { CaseRepository } from '../cases/case-repository';
import { MOVEMENT_TYPE } from '../cases/movement';
import { decideCalendarRequest } from '../cases/movement-links';
import { serviceDay } from '../shared/date-format';
import { expectAllValid, expectFailure, expectOk } from './contract-expectations';

/** What a CalendarRepository contract run needs; the factory builds it before every test. */
export interface CalendarRepositoryWorld {
  readonly subject: CalendarRepository;
  /** The signed-in client, and someone else. */
  readonly clientId: string;
  readonly foreignClientId: string;
  /** An agenda entry of the client, with lawyerId; the suite moves it. */
  readonly ownEntryId: string;
  readonly lawyerId: string;
  /** Another client's agenda entry. */
  readonly foreignEntryId: string;
  readonly missingEntryId: string;
  /** A lawyer nobody knows, whose agenda is empty. */
  readonly missingLawyerId: string;
  /** For date requests (type 7 movements), which the suite adds to ownCaseId and answers through their agenda entry. */
  readonly cases: CaseRepository;
  readonly ownCaseId: string;
  signOut(): Promise<void>;
}

/**
 * The agenda (SPEC §3, §4, §7 listaAgendas, listaAgendasDelAbogado, updateCalendar). A client's
 * agenda needs their session; a lawyer's is public, so a client can pick a free slot. A slot is
 * named by its agenda entry, also for a date request, whose movement names it (id_agenda).
 */
export function describeCalendarRepositoryContract(
  name: string,
  factory: () => Promise<CalendarRepositoryWorld>,
): void {
  describe(`${name} honours the CalendarRepository contract`, () => {
    let world: CalendarRepositoryWorld;
    let subject: CalendarRepository;

    beforeEach(async () => {
      world = await factory();
      subject = world.subject;
    });

    async function ownEntry(): Promise<CalendarEntry | undefined> {
      return expectOk(await subject.listForClient(world.clientId)).find((entry) => entry.id === world.ownEntryId);
    }

    it("lists the client's agenda, mapped for display, and no one else's", async () => {
      const entries = expectOk(await subject.listForClient(world.clientId));
      expectAllValid(CalendarEntrySchema, entries);
      const ids = entries.map((entry) => entry.id);
      expect(ids).toContain(world.ownEntryId);
      expect(ids).not.toContain(world.foreignEntryId);
      for (const entry of entries) {
        expect(entry.hora_ini, `entry ${entry.id}`).toMatch(/^(\d{2}:\d{2}|-)$/);
        expect(entry.tipo_reunion).not.toBe('');
        expect(entry.direccion_link).not.toBe('');
        // The day and times as values say what the displayed fields say.
        expect(entry.day, `entry ${entry.id}`).toBe(serviceDay(entry.fecha_ini));
        expect(entry.startMinutes === null, `entry ${entry.id}`).toBe(entry.hora_ini === '-');
      }
    });

    it("refuses another client's agenda as forbidden", async () => {
      expectFailure(await subject.listForClient(world.foreignClientId), 'forbidden');
    });

    it("lists a lawyer's agenda, which holds the client's meetings with them; none for an unknown lawyer", async () => {
      const entries = expectOk(await subject.listForLawyer(world.lawyerId));
      expectAllValid(CalendarEntrySchema, entries);
      expect(entries.map((entry) => entry.id)).toContain(world.ownEntryId);
      for (const entry of entries) expect(entry.hora_fin, `entry ${entry.id}`).toMatch(/^(\d{2}:\d{2}|-)$/);
      expect(expectOk(await subject.listForLawyer(world.missingLawyerId))).toEqual([]);
    });

    it("moves the client's entry to a new date and time, which later reads show", async () => {
      const before = await ownEntry();
      const date = serviceDay(before?.fecha_ini ?? null) === '2031-05-20' ? '2031-05-21' : '2031-05-20';
      const start = before?.hora_ini === '09:30' ? '16:45' : '09:30';

      expectOk(await subject.updateSlot({ calendarId: world.ownEntryId, date, start, end: '18:00' }));

      const after = await ownEntry();
      expect(serviceDay(after?.fecha_ini ?? null)).toBe(date);
      expect(after?.hora_ini).toBe(start);
      expect(after?.hora_fin).toBe('18:00');
      expect([after?.day, after?.endMinutes]).toEqual([date, 18 * 60]);
      const busy = expectOk(await subject.listForLawyer(world.lawyerId)).find((entry) => entry.id === world.ownEntryId);
      expect([busy?.hora_ini, busy?.hora_fin]).toEqual([start, '18:00']);
    });

    it("reads another client's entry, like an unknown one, as not-found when moving it", async () => {
      const slot = { date: '2031-05-20', start: '09:30', end: '10:30' };
      expectFailure(await subject.updateSlot({ ...slot, calendarId: world.foreignEntryId }), 'not-found');
      expectFailure(await subject.updateSlot({ ...slot, calendarId: world.missingEntryId }), 'not-found');
    });

    it('answers a date request through its public link token, once, on the agenda entry it owns, without a session (SPEC §2 /calendarRequest)', async () => {
      const added = await world.cases.addMovement({
        caseId: world.ownCaseId,
        clientId: world.clientId,
        typeId: MOVEMENT_TYPE.calendarRequest,
        description: 'Elegir fecha para la audiencia de conciliación',
      });
      const { movementId } = expectOk(added);
      const request = expectOk(await world.cases.getMovement(movementId));
      const { id_agenda: agendaId, link_token: linkToken } = request;
      if (agendaId === null || linkToken === null)
        return expect.unreachable(`date request ${movementId} owns no agenda entry or link token`);
      expect(expectOk(await subject.listForClient(world.clientId)).map((entry) => entry.id)).toContain(agendaId);
      await world.signOut();

      const slot = { calendarId: agendaId, date: '2031-06-02', start: '11:15', end: '12:00' };
      expectFailure(await subject.updateSlot({ ...slot, linkToken: `${linkToken}x` }), 'not-found');
      expectOk(await subject.updateSlot({ ...slot, linkToken }));
      expectFailure(await subject.updateSlot({ ...slot, date: '2031-06-03', linkToken }), 'rejected');

      // The link reads as answered, which the /calendarRequest guard turns away; it need not say the date.
      const answered = expectOk(await world.cases.getRequestedMovement({ movementId, token: linkToken }));
      expect(decideCalendarRequest(answered)).toEqual(
        decideCalendarRequest({
          id_tipo: MOVEMENT_TYPE.calendarRequest,
          fecha_inicio_agenda: '2031-06-02',
          hora_inicio_agenda: '11:15',
        }),
      );
      expect(decideCalendarRequest(answered)).not.toEqual(decideCalendarRequest(request));
    });

    it("marks a meeting cancelled once a novedad of its case names it, and frees the lawyer's slot (cancelMeeting)", async () => {
      const { movementId } = expectOk(
        await world.cases.addMovement({
          caseId: world.ownCaseId,
          clientId: world.clientId,
          typeId: MOVEMENT_TYPE.calendarRequest,
          description: 'Reunión de seguimiento',
        }),
      );
      const agendaId = expectOk(await world.cases.getMovement(movementId)).id_agenda;
      if (agendaId === null) return expect.unreachable(`date request ${movementId} owns no agenda entry`);
      expectOk(await subject.updateSlot({ calendarId: agendaId, date: '2031-06-04', start: '10:00', end: '11:00' }));
      const entryOf = async () =>
        expectOk(await subject.listForClient(world.clientId)).find((entry) => entry.id === agendaId);
      const before = await entryOf();
      const lawyerId = before?.id_abogado ?? '';
      expect(lawyerId, 'each entry names its lawyer').not.toBe('');
      expect(before?.cancelada ?? false).toBe(false);
      expect(expectOk(await subject.listForLawyer(lawyerId)).map((entry) => entry.id)).toContain(agendaId);

      expectOk(
        await world.cases.addMovement({
          caseId: world.ownCaseId,
          clientId: world.clientId,
          typeId: MOVEMENT_TYPE.news,
          description: 'Reunión cancelada: Reunión de seguimiento',
          cancelledAgendaId: agendaId,
        }),
      );
      expect((await entryOf())?.cancelada).toBe(true);
      expect(expectOk(await world.cases.getMovement(movementId)).agenda_cancelada).toBe(true);
      expect(expectOk(await subject.listForLawyer(lawyerId)).map((entry) => entry.id)).not.toContain(agendaId);
    });

    it('keeps a video room made for a meeting dated through its date request only where the entry has no place', async () => {
      const { movementId } = expectOk(
        await world.cases.addMovement({
          caseId: world.ownCaseId,
          clientId: world.clientId,
          typeId: MOVEMENT_TYPE.calendarRequest,
          description: 'Videollamada inicial',
        }),
      );
      const agendaId = expectOk(await world.cases.getMovement(movementId)).id_agenda;
      if (agendaId === null) return expect.unreachable(`date request ${movementId} owns no agenda entry`);
      const room = 'https://meet.jit.si/justiciable-0f9e8d7c';
      expectOk(
        await subject.updateSlot({
          calendarId: agendaId,
          date: '2031-06-05',
          start: '09:00',
          end: '10:00',
          meetingLink: room,
        }),
      );
      const placeOf = async () =>
        expectOk(await subject.listForClient(world.clientId)).find((entry) => entry.id === agendaId)?.direccion_link;
      expect(await placeOf()).toBe(room);
      expect(expectOk(await world.cases.getMovement(movementId)).direccion_link).toBe(room);
      expectOk(
        await subject.updateSlot({
          calendarId: agendaId,
          date: '2031-06-06',
          start: '09:00',
          end: '10:00',
          meetingLink: 'https://meet.jit.si/justiciable-otra',
        }),
      );
      expect(await placeOf()).toBe(room);
    });

    it("needs a session for the client's agenda, but not for a lawyer's", async () => {
      await world.signOut();
      expectFailure(await subject.listForClient(world.clientId), 'unauthenticated');
      expectFailure(
        await subject.updateSlot({ calendarId: world.ownEntryId, date: '2031-05-20', start: '09:30', end: '10:30' }),
        'not-found',
      );
      const entries = expectOk(await subject.listForLawyer(world.lawyerId));
      expectAllValid(CalendarEntrySchema, entries);
      expect(entries.map((entry) => entry.id)).toContain(world.ownEntryId);
      expect(expectOk(await subject.listForLawyer(world.missingLawyerId))).toEqual([]);
    });
  });
}
