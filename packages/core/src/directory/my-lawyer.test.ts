import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serviceDateMillis } from '../shared/date-format';
import { latestModification } from './my-lawyer';

describe('latestModification', () => {
  it('is the newest date of the cases, by the instant it names, not by its text', () => {
    expect(latestModification({ modificaciones: ['2025-03-10 09:00:00', '2025-11-02', '2024-12-31T23:00:00Z'] })).toBe(
      '2025-11-02',
    );
    // As text, '9/3/2025' sorts after '10/3/2025' and '2025-03-09': the day is what counts.
    expect(latestModification({ modificaciones: ['9/3/2025', '10/3/2025', '2025-03-09'] })).toBe('10/3/2025');
  });

  it('is null without cases, and leaves out dates it cannot read', () => {
    expect(latestModification({ modificaciones: [] })).toBeNull();
    expect(latestModification({ modificaciones: ['', 'pronto'] })).toBeNull();
    expect(latestModification({ modificaciones: ['pronto', '2025-03-10'] })).toBe('2025-03-10');
  });

  it('property: one of the dates, and none of them later', () => {
    const date = fc
      .date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true })
      .map((moment) => moment.toISOString().slice(0, 19).replace('T', ' '));
    fc.assert(
      fc.property(fc.array(date, { maxLength: 20 }), (modificaciones) => {
        const latest = latestModification({ modificaciones });
        if (modificaciones.length === 0) {
          expect(latest).toBeNull();
          return;
        }
        expect(modificaciones).toContain(latest);
        for (const each of modificaciones)
          expect(serviceDateMillis(each)!).toBeLessThanOrEqual(serviceDateMillis(latest)!);
      }),
    );
  });
});
