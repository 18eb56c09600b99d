import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareForDisplay } from './display-order';

describe('compareForDisplay', () => {
  it('orders as Spanish readers expect: accents beside their letter, ñ after n, case aside', () => {
    expect(['Zárate', 'Ñandú', 'nube', 'Álvarez', 'alvarez', 'Nuñez', 'Ortiz'].sort(compareForDisplay)).toEqual([
      'alvarez',
      'Álvarez',
      'nube',
      'Nuñez',
      'Ñandú',
      'Ortiz',
      'Zárate',
    ]);
  });

  it("agrees with localeCompare in the portal's locale on any two texts (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(Math.sign(compareForDisplay(a, b))).toBe(Math.sign(a.localeCompare(b, 'es-AR')));
      }),
      { numRuns: 500 },
    );
  });
});
