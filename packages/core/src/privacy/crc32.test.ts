import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** The checksum bit by bit, without a table, so the table-driven one is checked against something written differently. */
function bitwiseCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('crc32', () => {
  it('gives the check values of the standard', () => {
    expect(crc32(new Uint8Array())).toBe(0);
    expect(crc32(ascii('123456789'))).toBe(0xcbf43926);
    expect(crc32(ascii('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339);
  });

  it('property: agrees with the bitwise definition', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        expect(crc32(bytes)).toBe(bitwiseCrc32(bytes));
      }),
    );
  });
});
