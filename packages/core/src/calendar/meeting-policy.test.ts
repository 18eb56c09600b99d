import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { aCalendarEntry } from '../testing/calendar-builders';
import { addDays } from './calendar-days';
import { meetingOfEntry, type Meeting } from './meeting';
import { canJoinMeeting, meetingChangePolicy } from './meeting-policy';
import { bookedMeetingLink, videoMeetingLink } from './video-meeting-link';

const ZONE = 'America/Argentina/Buenos_Aires';

function aMeeting(overrides: Partial<Meeting> = {}): Meeting {
  return {
    agendaId: '880',
    caseId: '1024',
    lawyerId: '7',
    title: 'Revisión del convenio',
    day: '2026-12-09',
    startMinutes: 10 * 60,
    endMinutes: 11 * 60,
    medium: 'Videollamada',
    place: 'https://meet.jit.si/justiciable-abc',
    ...overrides,
  };
}

/** The instant (epoch ms) of a Buenos Aires wall-clock time, as luxon reads it with the zone's rules. */
function buenosAires(day: string, minutes: number): number {
  return DateTime.fromISO(day, { zone: ZONE }).plus({ minutes }).toMillis();
}

const HOUR = 3_600_000;

describe('meetingChangePolicy (una reunión agendada puede cancelarse o reprogramarse sin cargo hasta 24 horas antes)', () => {
  const meeting = aMeeting();
  const start = buenosAires('2026-12-09', 10 * 60);

  it('allows a change exactly 24 hours before the start, and not a millisecond later', () => {
    expect(meetingChangePolicy(meeting, start - 24 * HOUR)).toEqual({ changeable: true, until: start - 24 * HOUR });
    expect(meetingChangePolicy(meeting, start - 24 * HOUR + 1).changeable).toBe(false);
  });

  it('reads the start in Buenos Aires (UTC-3): 10:00 there is 13:00 UTC, so the limit is 13:00 UTC the day before', () => {
    expect(new Date(meetingChangePolicy(meeting, 0).until).toISOString()).toBe('2026-12-08T13:00:00.000Z');
  });

  it('holds for any meeting and any moment, as luxon counts 24 hours back from the start in Buenos Aires', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: -72 * 60, max: 72 * 60 }),
        (offsetDays, startMinutes, minutesFromLimit) => {
          const day = addDays('2020-01-01', offsetDays);
          const limit = DateTime.fromISO(day, { zone: ZONE })
            .plus({ minutes: startMinutes })
            .minus({ hours: 24 })
            .toMillis();
          const now = limit + minutesFromLimit * 60_000;
          const policy = meetingChangePolicy(aMeeting({ day, startMinutes }), now);
          expect(policy.until).toBe(limit);
          expect(policy.changeable).toBe(now <= limit);
        },
      ),
    );
  });
});

describe('canJoinMeeting', () => {
  const start = buenosAires('2026-12-09', 10 * 60);

  it('opens 15 minutes before the start and closes at the end', () => {
    const meeting = aMeeting();
    expect(canJoinMeeting(meeting, start - 15 * 60_000 - 1)).toBe('not-yet');
    expect(canJoinMeeting(meeting, start - 15 * 60_000)).toBe('open');
    expect(canJoinMeeting(meeting, start + HOUR - 1)).toBe('open');
    expect(canJoinMeeting(meeting, start + HOUR)).toBe('over');
  });

  it('keeps a meeting with no end open for an hour', () => {
    const meeting = aMeeting({ endMinutes: null });
    expect(canJoinMeeting(meeting, start + HOUR - 1)).toBe('open');
    expect(canJoinMeeting(meeting, start + HOUR)).toBe('over');
  });

  it('is open exactly from 15 minutes before to the end, for any meeting', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1380 }),
        fc.integer({ min: 1, max: 59 }),
        fc.integer({ min: -120, max: 180 }),
        (startMinutes, length, minutesFromStart) => {
          const meeting = aMeeting({ startMinutes, endMinutes: startMinutes + length });
          const from = buenosAires(meeting.day, startMinutes);
          const now = from + minutesFromStart * 60_000;
          const expected = minutesFromStart < -15 ? 'not-yet' : minutesFromStart < length ? 'open' : 'over';
          expect(canJoinMeeting(meeting, now)).toBe(expected);
        },
      ),
    );
  });
});

describe('meetingOfEntry', () => {
  it('is the meeting of a dated, timed entry with a type, a case and a lawyer', () => {
    expect(meetingOfEntry(aCalendarEntry({ id_abogado: '7' }))).toEqual({
      agendaId: '880',
      caseId: '1024',
      lawyerId: '7',
      title: 'Revisión del convenio',
      day: '2025-03-20',
      startMinutes: 630,
      endMinutes: 690,
      medium: 'Videollamada',
      place: 'https://meet.example.com/gomez-fernandez',
    });
  });

  it.each([
    ['without a lawyer', {}],
    ['without a date', { id_abogado: '7', fecha_ini: '-', hora_ini: '-' }],
    ['all day', { id_abogado: '7', todo_el_dia: true }],
    ['cancelled', { id_abogado: '7', cancelada: true }],
    ['without a meeting type (a deadline)', { id_abogado: '7', tipo_reunion: '-' }],
    ['without a case', { id_abogado: '7', id_caso: '' }],
  ])('is none for an entry %s', (_case, overrides) => {
    expect(meetingOfEntry(aCalendarEntry(overrides))).toBeNull();
  });
});

describe('videoMeetingLink', () => {
  it('is a room on the base named after the id alone, and only a video meeting without a place gets one', () => {
    expect(videoMeetingLink('3f2a-9c', 'https://salas.example.com')).toBe(
      'https://salas.example.com/justiciable-3f2a-9c',
    );
    expect(videoMeetingLink('a/b?c')).toBe('https://meet.jit.si/justiciable-abc');
    expect(bookedMeetingLink('Videollamada', null, () => 'r1')).toBe('https://meet.jit.si/justiciable-r1');
    expect(bookedMeetingLink('Videollamada', ' https://meet.example.com/dra ', () => 'r1')).toBe(
      'https://meet.example.com/dra',
    );
    expect(bookedMeetingLink('Presencial', null, () => 'r1')).toBeNull();
  });
});
