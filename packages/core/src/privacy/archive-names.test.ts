import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeFileName, UniqueNames } from './archive-names';

/** The bidi controls (U+202A–U+202E, U+2066–U+2069, U+200E/F, U+061C) and zero-width characters (U+200B–U+200D, U+2060, U+FEFF) that make a name read as another. */
const INVISIBLE = [
  ...[
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200E',
    '\u200F',
    '\u061C',
  ],
  ...['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'],
];

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

  it.each([
    ['\u202Efdp.exe', 'fdp.exe'],
    ['factura\u202Efdp.exe', 'facturafdp.exe'],
    ['\u2067Acta\u2069.pdf', 'Acta.pdf'],
    ['DNI\u200B\u200C\u200D\u2060\uFEFF.pdf', 'DNI.pdf'],
    ['\u200E\u200F\u061C\u202A\u202B\u202C\u202D\u2066\u2068recibo.pdf', 'recibo.pdf'],
    ['\u202E\u200B', 'Sin nombre'],
    ['\u202E.exe', 'exe'],
  ])("drops the bidi controls and zero-width characters of '%s': '%s'", (name, safe) => {
    expect(safeFileName(name, 'Sin nombre')).toBe(safe);
  });

  it('property: no bidi control or zero-width character survives, wherever it stands, and the rest is kept', () => {
    const hidden = fc.constantFrom(...INVISIBLE);
    const visible = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnñopqrstuvwxyzáéíóú0123456789 -_()'),
      minLength: 1,
      maxLength: 40,
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(visible, fc.array(hidden, { maxLength: 3 })), { minLength: 1, maxLength: 6 }),
        fc.constantFrom('.pdf', '.exe', ''),
        (parts, extension) => {
          const name = `${parts.map(([text, invisible]) => invisible.join('') + text).join('')}${extension}`;
          const plain = `${parts.map(([text]) => text).join('')}${extension}`;
          const safe = safeFileName(name, 'Sin nombre');
          expect([...safe].filter((char) => INVISIBLE.includes(char))).toEqual([]);
          expect(safe).toBe(safeFileName(plain, 'Sin nombre'));
        },
      ),
    );
  });

  it('property: never a separator, a control character, a leading dot, nor empty', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (name) => {
        const safe = safeFileName(name, 'Sin nombre');
        expect(
          [...safe].filter(
            (char) => char === '/' || char === '\\' || char.charCodeAt(0) < 0x20 || INVISIBLE.includes(char),
          ),
        ).toEqual([]);
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
