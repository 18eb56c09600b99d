import { describe, expect, it } from 'vitest';
import { isInPersonMeeting, needsMeetingPlace } from './meeting';

describe('needsMeetingPlace', () => {
  it('says an in-person meeting without a place leaves the client without knowing where to go', () => {
    expect(needsMeetingPlace('Presencial', null)).toBe(true);
    expect(needsMeetingPlace('Presencial', '-')).toBe(true);
    expect(needsMeetingPlace('presencial', '  ')).toBe(true);
  });

  it('asks nothing of a meeting whose place is given, nor of a video or phone meeting', () => {
    expect(needsMeetingPlace('Presencial', 'Av. Corrientes 1847, piso 5 "B", CABA')).toBe(false);
    expect(needsMeetingPlace('Videollamada', null)).toBe(false);
    expect(needsMeetingPlace('Telefónica', '-')).toBe(false);
    expect(needsMeetingPlace('-', null)).toBe(false);
  });

  it('reads the meeting type as the lawyers write it', () => {
    expect(isInPersonMeeting('Presencial')).toBe(true);
    expect(isInPersonMeeting('Reunión presencial en el estudio')).toBe(true);
    expect(isInPersonMeeting('Videollamada')).toBe(false);
  });
});
