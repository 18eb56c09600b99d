import { describe, expect, it } from 'vitest';
import { deviceDataMessages } from './catalogue';

describe("the time of a page's data kept on the device", () => {
  it('says the hour and minute, on the 24-hour clock, for data of today', () => {
    const now = new Date(2026, 10, 27, 18, 5);
    expect(deviceDataMessages.refreshing(new Date(2026, 10, 27, 14, 32), now)).toBe(
      'Datos de las 14:32 · actualizando…',
    );
    expect(deviceDataMessages.offline(new Date(2026, 10, 27, 9, 7), now)).toBe('Sin conexión · datos de las 09:07');
  });

  it('adds the day for data of another day', () => {
    const now = new Date(2026, 10, 27, 8, 0);
    expect(deviceDataMessages.offline(new Date(2026, 10, 25, 21, 40), now)).toBe(
      'Sin conexión · datos del 25/11/2026 a las 21:40',
    );
  });
});
