import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countOf, formatCount } from './count-format';

describe('formatCount', () => {
  it('groups thousands with a dot from four digits on, es-AR', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(5007)).toBe('5.007');
    expect(formatCount(50011)).toBe('50.011');
    expect(formatCount(1234567)).toBe('1.234.567');
  });

  it('reads back as the same number once the dots are taken out, for any count', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10 ** 12 }), (count) => {
        const shown = formatCount(count);
        expect(Number(shown.replaceAll('.', ''))).toBe(count);
        expect(shown).toMatch(/^\d{1,3}(\.\d{3})*$/);
      }),
    );
  });
});

describe('countOf', () => {
  it('says one in the singular and any other count in the plural', () => {
    expect(countOf(1, 'asunto', 'asuntos')).toBe('1 asunto');
    expect(countOf(0, 'asunto', 'asuntos')).toBe('0 asuntos');
    expect(countOf(5007, 'asunto', 'asuntos')).toBe('5.007 asuntos');
  });
});
