import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialConsultationPrice } from './initial-consultation-price';

describe('initialConsultationPrice', () => {
  it('is the lowest stated price, free included, and null when no medium states one', () => {
    expect(initialConsultationPrice([{ precio: 15000 }, { precio: null }, { precio: 9000 }])).toBe(9000);
    expect(initialConsultationPrice([{ precio: 15000 }, { precio: 0 }])).toBe(0);
    expect(initialConsultationPrice([{ precio: null }])).toBeNull();
    expect(initialConsultationPrice([])).toBeNull();
  });

  it('property: one of the stated prices, and none of them lower', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ precio: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }) })),
        (media) => {
          const stated = media.map((medium) => medium.precio).filter((price) => price !== null);
          const lowest = initialConsultationPrice(media);
          if (stated.length === 0) {
            expect(lowest).toBeNull();
            return;
          }
          expect(stated).toContain(lowest);
          for (const price of stated) expect(lowest!).toBeLessThanOrEqual(price);
        },
      ),
    );
  });
});
