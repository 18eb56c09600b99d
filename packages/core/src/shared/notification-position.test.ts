import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS, NOTIFICATION_POSITIONS, NotificationPositionSchema } from './notification-position';

describe('notifications', () => {
  it('SPEC §2, §9: default display time 5000 ms at the bottom', () => {
    expect(NOTIFICATION_DEFAULTS).toEqual({ durationMs: 5000, position: 'bottom' });
  });

  it('SPEC §2: the nine allowed positions', () => {
    expect([...NOTIFICATION_POSITIONS].sort()).toEqual([
      'bottom',
      'bottom-left',
      'bottom-right',
      'center',
      'left',
      'right',
      'top',
      'top-left',
      'top-right',
    ]);
    for (const position of NOTIFICATION_POSITIONS) expect(v.is(NotificationPositionSchema, position)).toBe(true);
    expect(v.is(NotificationPositionSchema, 'middle')).toBe(false);
  });
});
