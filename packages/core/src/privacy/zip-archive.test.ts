import fc from 'fast-check';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';
import { utf8Bytes } from './utf8';
import { writeZip, type ZipEntry } from './zip-archive';

const MODIFIED = { year: 2025, month: 3, day: 10, hour: 10, minute: 30, second: 45 };

function entry(path: string, text: string): ZipEntry {
  return { path, bytes: strToU8(text) };
}

/** The central directory's records, read by hand from the end of the archive. */
function centralRecords(archive: Uint8Array) {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const end = archive.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const records = [];
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(at + 28, true);
    records.push({
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      time: view.getUint16(at + 12, true),
      date: view.getUint16(at + 14, true),
      crc: view.getUint32(at + 16, true),
      size: view.getUint32(at + 24, true),
      name: strFromU8(archive.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength;
  }
  return records;
}

describe('writeZip', () => {
  it('writes files an independent reader (fflate) opens, folders and Spanish names included', () => {
    const archive = writeZip(
      [
        entry('LEEME.txt', 'Sus datos'),
        entry('asuntos.json', '[]'),
        entry('documentos/Despido sin causa/Contestación.pdf', '%PDF-1.4'),
      ],
      MODIFIED,
    );
    const files = unzipSync(archive);
    expect(Object.keys(files)).toEqual(['LEEME.txt', 'asuntos.json', 'documentos/Despido sin causa/Contestación.pdf']);
    expect(strFromU8(files['documentos/Despido sin causa/Contestación.pdf']!)).toBe('%PDF-1.4');
  });

  it('writes names and text as UTF-8, byte for byte', () => {
    const text = 'Sucesión de papá: 50 € 📄';
    const archive = writeZip([{ path: 'Contestación 📄.json', bytes: utf8Bytes(text) }], MODIFIED);
    const nameLength = new DataView(archive.buffer).getUint16(26, true);
    const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
    // 'ó' is C3 B3 and '📄' (a surrogate pair in JavaScript) F0 9F 93 84: the name as the local header holds it.
    expect([...archive.subarray(30, 30 + nameLength)]).toEqual([
      ...ascii('Contestaci'),
      0xc3,
      0xb3,
      ...ascii('n '),
      0xf0,
      0x9f,
      0x93,
      0x84,
      ...ascii('.json'),
    ]);
    expect(strFromU8(unzipSync(archive)['Contestación 📄.json']!)).toBe(text);
    expect(utf8Bytes('a\ud800b')).toEqual(Uint8Array.from([0x61, 0xef, 0xbf, 0xbd, 0x62]));
  });

  it('stores each file uncompressed, with its CRC-32, the UTF-8 names flag and the time given', () => {
    const bytes = strToU8('{"nombre": "Lucía"}');
    const [record] = centralRecords(writeZip([{ path: 'perfil.json', bytes }], MODIFIED));
    expect(record).toEqual({
      flags: 0x0800,
      method: 0,
      // 10:30:45 in two-second steps; 10 March 2025 counted from 1980.
      time: (10 << 11) | (30 << 5) | 22,
      date: (45 << 9) | (3 << 5) | 10,
      crc: crc32(bytes),
      size: bytes.length,
      name: 'perfil.json',
    });
  });

  it('writes an empty archive, and empty files', () => {
    expect(unzipSync(writeZip([], MODIFIED))).toEqual({});
    expect(unzipSync(writeZip([entry('vacío.txt', '')], MODIFIED))).toEqual({ 'vacío.txt': new Uint8Array() });
  });

  it('property: any set of files comes back byte for byte', () => {
    const name = fc.stringMatching(/^[a-zA-Z0-9ñáéíóú _-]{1,12}$/).filter((text) => text.trim() === text);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(name, fc.uint8Array({ maxLength: 500 })), {
          selector: ([path]) => path.toLowerCase(),
          maxLength: 8,
        }),
        (files) => {
          const archive = writeZip(
            files.map(([path, bytes]) => ({ path: `carpeta/${path}.bin`, bytes })),
            MODIFIED,
          );
          expect(unzipSync(archive)).toEqual(
            Object.fromEntries(files.map(([path, bytes]) => [`carpeta/${path}.bin`, bytes])),
          );
        },
      ),
    );
  });

  it.each(['/etc/passwd', '../fuera.txt', 'documentos/../../fuera.txt', 'a//b.txt', 'a\\b.txt', './a.txt', 'carpeta/'])(
    "refuses the path '%s' as a bug of the caller",
    (path) => {
      expect(() => writeZip([entry(path, 'x')], MODIFIED)).toThrow(RangeError);
    },
  );

  it('refuses two files whose names differ only in case, which one file system folder cannot hold', () => {
    expect(() => writeZip([entry('Acta.pdf', 'a'), entry('acta.pdf', 'b')], MODIFIED)).toThrow(RangeError);
  });
});
