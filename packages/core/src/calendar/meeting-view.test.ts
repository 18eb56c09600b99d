import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { aCalendarEntry } from '../testing/calendar-builders';
import { aMovement } from '../testing/case-builders';
import { viewAgendaEntry, viewCaseMeeting } from './meeting-view';

const ZONE = 'America/Argentina/Buenos_Aires';
const MINUTE = 60_000;

/** The instant (epoch ms) of a Buenos Aires wall-clock time, as luxon reads it with the zone's rules. */
function buenosAires(day: string, minutes: number): number {
  return DateTime.fromISO(day, { zone: ZONE }).plus({ minutes }).toMillis();
}

const videoMeeting = aCalendarEntry({ fecha_ini: '2026-12-09', hora_ini: '10:00', hora_fin: '11:30', id_abogado: '7' });

describe('viewAgendaEntry', () => {
  it('gives a video meeting its start, end, link, when joining opens and until when the client can change it', () => {
    const start = buenosAires('2026-12-09', 10 * 60);
    expect(viewAgendaEntry({ entry: videoMeeting })).toEqual({
      meeting: expect.objectContaining({ agendaId: '880', lawyerId: '7', day: '2026-12-09', startMinutes: 600 }),
      startsAt: start,
      endsAt: buenosAires('2026-12-09', 11 * 60 + 30),
      video: true,
      link: 'https://meet.example.com/gomez-fernandez',
      joinOpensAt: start - 15 * MINUTE,
      placeToConfirmUntil: null,
      changeableUntil: start - 24 * 60 * MINUTE,
    });
  });

  // Buenos Aires has kept UTC-3 with no daylight saving since 2009, which the agenda relies on.
  it('holds the 24-hour limit and the 15 minutes to luxon for any day and start since 2010', () => {
    const days = fc
      .date({ min: new Date('2010-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: 47 }), (day, halfHours) => {
        const time = `${String(Math.floor(halfHours / 2)).padStart(2, '0')}:${halfHours % 2 === 0 ? '00' : '30'}`;
        const view = viewAgendaEntry({
          entry: aCalendarEntry({ fecha_ini: day, hora_ini: time, hora_fin: '-', id_abogado: '7' }),
        });
        const start = DateTime.fromISO(`${day}T${time}`, { zone: ZONE });
        expect(view.startsAt).toBe(start.toMillis());
        expect(view.endsAt).toBe(start.plus({ hours: 1 }).toMillis());
        expect(view.joinOpensAt).toBe(start.minus({ minutes: 15 }).toMillis());
        expect(view.changeableUntil).toBe(start.minus({ hours: 24 }).toMillis());
      }),
    );
  });

  it('gives no meeting to change, and nothing to join, for a cancelled one', () => {
    const view = viewAgendaEntry({ entry: { ...videoMeeting, cancelada: true } });
    expect(view.meeting).toBeNull();
    expect(view.changeableUntil).toBeNull();
    expect(view.joinOpensAt).toBeNull();
  });

  it('opens no join for a video call without a web link', () => {
    const view = viewAgendaEntry({ entry: { ...videoMeeting, direccion_link: '-' } });
    expect(view).toMatchObject({ video: true, link: null, joinOpensAt: null });
  });

  it('says an in-person meeting without a place is to be confirmed until its day is over in Buenos Aires', () => {
    const view = viewAgendaEntry({ entry: { ...videoMeeting, tipo_reunion: 'Presencial', direccion_link: '-' } });
    expect(view).toMatchObject({ video: false, joinOpensAt: null });
    expect(view.placeToConfirmUntil).toBe(buenosAires('2026-12-10', 0));
  });

  it('has nothing to confirm when the place is given, nor for a cancelled meeting', () => {
    const inPerson = { ...videoMeeting, tipo_reunion: 'Presencial', direccion_link: 'Av. Colón 1234, Córdoba' };
    expect(viewAgendaEntry({ entry: inPerson }).placeToConfirmUntil).toBeNull();
    expect(
      viewAgendaEntry({ entry: { ...inPerson, direccion_link: '-', cancelada: true } }).placeToConfirmUntil,
    ).toBeNull();
  });

  it('gives an entry without a start no instants', () => {
    const view = viewAgendaEntry({ entry: aCalendarEntry({ hora_ini: '-', hora_fin: '-', id_abogado: '7' }) });
    expect(view).toMatchObject({ meeting: null, startsAt: null, endsAt: null, joinOpensAt: null });
  });
});

describe('viewCaseMeeting', () => {
  const dateRequest = aMovement({
    id_tipo: 7,
    id_agenda: '880',
    descripcion_movimiento: 'Reunión inicial',
    fecha_inicio_agenda: '2026-12-09',
    hora_inicio_agenda: '10:00',
    tipo_reunion: 'Videollamada',
    direccion_link: 'https://meet.example.com/gomez-fernandez',
  });
  const caseInfo = { case: 'Divorcio de mutuo acuerdo', abogadoEstudio: 'Dra. Laura Gómez', nombre_estudio: '' };

  it('gives the date request its agenda entry and a meeting with the case’s lawyer, an hour long', () => {
    const view = viewCaseMeeting({ movement: dateRequest, lawyerId: '7', caseInfo });
    const start = buenosAires('2026-12-09', 10 * 60);
    expect(view.entry).toMatchObject({ id: '880', day: '2026-12-09', startMinutes: 600, asunto: caseInfo.case });
    expect(view.meeting).toMatchObject({ agendaId: '880', lawyerId: '7', title: 'Reunión inicial' });
    expect(view).toMatchObject({ startsAt: start, endsAt: start + 60 * MINUTE, joinOpensAt: start - 15 * MINUTE });
  });

  it('gives a cancelled date request no meeting to change', () => {
    const view = viewCaseMeeting({ movement: { ...dateRequest, agenda_cancelada: true }, lawyerId: '7', caseInfo });
    expect(view).toMatchObject({ meeting: null, changeableUntil: null, joinOpensAt: null });
  });
});
