import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A plain reference decoder, so the encoder is checked against something written differently. */
function decode(base64: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < base64.length; i += 4) {
    const quad = [...base64.slice(i, i + 4)];
    const group = quad.reduce((value, char) => value * 64 + (char === '=' ? 0 : ALPHABET.indexOf(char)), 0);
    const padding = quad.filter((char) => char === '=').length;
    bytes.push(...[(group >> 16) & 255, (group >> 8) & 255, group & 255].slice(0, 3 - padding));
  }
  return Uint8Array.from(bytes);
}

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('bytesToBase64', () => {
  it('SPEC §5: encodes the RFC 4648 test vectors', () => {
    const vectors: readonly [string, string][] = [
      ['', ''],
      ['f', 'Zg=='],
      ['fo', 'Zm8='],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg=='],
      ['fooba', 'Zm9vYmE='],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [text, base64] of vectors) expect(bytesToBase64(ascii(text))).toBe(base64);
  });

  it('uses the whole alphabet, including + and /', () => {
    expect(bytesToBase64(Uint8Array.from([0xfb, 0xff, 0xbf]))).toBe('+/+/');
    expect(bytesToBase64(Uint8Array.from([0, 0x10, 0x83]))).toBe('ABCD');
  });

  it('property: decodes back to the same bytes, with the padded length', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const base64 = bytesToBase64(bytes);
        expect(base64.length).toBe(Math.ceil(bytes.length / 3) * 4);
        expect(decode(base64)).toEqual(bytes);
      }),
    );
  });

  it('decodes back across the internal chunk boundaries (24576 bytes a chunk)', () => {
    for (const length of [24_575, 24_576, 24_577, 49_152 + 2]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + 7) & 0xff);
      expect(decode(bytesToBase64(bytes))).toEqual(bytes);
    }
  });

  it('SPEC §5: encodes a 10 MB attachment, across string chunks', () => {
    const bytes = new Uint8Array(10 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7) & 0xff;
    const started = Date.now();
    const base64 = bytesToBase64(bytes);
    const elapsedMs = Date.now() - started;
    expect(base64.length).toBe(Math.ceil(bytes.length / 3) * 4);
    expect(decode(base64.slice(0, 40))).toEqual(bytes.subarray(0, 30));
    expect(decode(base64.slice(-8))).toEqual(bytes.subarray(bytes.length - 4));
    // Generous, to catch a quadratic encoder, not to benchmark.
    expect(elapsedMs).toBeLessThan(1000);
  });
});

describe('base64ToBytes', () => {
  it('decodes the RFC 4648 test vectors, with or without padding', () => {
    const vectors: readonly [string, string][] = [
      ['', ''],
      ['f', 'Zg=='],
      ['fo', 'Zm8='],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg'],
      ['fooba', 'Zm9vYmE'],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [text, base64] of vectors) expect(base64ToBytes(base64)).toEqual(ascii(text));
  });

  it('property: reads back what bytesToBase64 wrote, across lines', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const base64 = bytesToBase64(bytes);
        expect(base64ToBytes(base64)).toEqual(bytes);
        expect(base64ToBytes(base64.replace(/(.{76})/g, '$1\n'))).toEqual(bytes);
      }),
    );
  });

  it('refuses text that is not base64', () => {
    expect(() => base64ToBytes('no es base64!')).toThrow(RangeError);
    expect(() => base64ToBytes('Zm9vY')).toThrow(RangeError);
  });
});
