import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeFileName, UniqueNames } from './archive-names';

describe('safeFileName', () => {
  it('keeps an ordinary Spanish name as it is', () => {
    expect(safeFileName('Contestación de demanda.pdf', 'Sin nombre')).toBe('Contestación de demanda.pdf');
    expect(safeFileName('Despido sin causa', 'Asunto')).toBe('Despido sin causa');
  });

  it.each([
    ['../../etc/passwd', '-..-etc-passwd'],
    ['..', 'Sin nombre'],
    ['.oculto', 'oculto'],
    ['a/b\\c.pdf', 'a-b-c.pdf'],
    ['¿Qué pasó? "Acta" <final>|*.pdf', '¿Qué pasó- -Acta- -final---.pdf'],
    ['  Recibo\n\tde sueldo  ', 'Recibo de sueldo'],
    ['informe. ', 'informe'],
    ['CON', '_CON'],
    ['nul.txt', '_nul.txt'],
    ['', 'Sin nombre'],
    ['   ', 'Sin nombre'],
  ])("makes '%s' safe as '%s'", (name, safe) => {
    expect(safeFileName(name, 'Sin nombre')).toBe(safe);
  });

  it('joins a name decomposed by macOS (NFD) into the usual letters (NFC)', () => {
    expect(safeFileName('Contestacio\u0301n.pdf', 'x')).toBe('Contestación.pdf');
  });

  it('shortens a long name to 100 characters, keeping its extension', () => {
    const safe = safeFileName(`${'Escrito muy largo '.repeat(10)}.pdf`, 'x');
    expect(safe.length).toBeLessThanOrEqual(100);
    expect(safe.length).toBeGreaterThan(90);
    expect(safe).toMatch(/^Escrito muy largo .*\S\.pdf$/);
  });

  it('property: never a separator, a control character, a leading dot, nor empty', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (name) => {
        const safe = safeFileName(name, 'Sin nombre');
        expect([...safe].filter((char) => char === '/' || char === '\\' || char.charCodeAt(0) < 0x20)).toEqual([]);
        expect(safe.startsWith('.')).toBe(false);
        expect(safe).not.toBe('');
        expect([...safe].length).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('UniqueNames', () => {
  it('numbers repeated names before the extension, case-insensitively', () => {
    const names = new UniqueNames();
    expect(['DNI.pdf', 'DNI.pdf', 'dni.PDF', 'Acta', 'Acta', 'DNI (2).pdf'].map((name) => names.take(name))).toEqual([
      'DNI.pdf',
      'DNI (2).pdf',
      'dni (3).PDF',
      'Acta',
      'Acta (2)',
      'DNI (2) (2).pdf',
    ]);
  });
});
