import fc from 'fast-check';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { utf8Bytes } from './utf8';

describe('utf8Bytes', () => {
  it('encodes ASCII, Spanish letters, symbols and emoji', () => {
    expect(utf8Bytes('')).toEqual(new Uint8Array());
    expect(utf8Bytes('Asunto 12')).toEqual(Uint8Array.from([65, 115, 117, 110, 116, 111, 32, 49, 50]));
    expect(utf8Bytes('ó')).toEqual(Uint8Array.from([0xc3, 0xb3]));
    expect(utf8Bytes('€')).toEqual(Uint8Array.from([0xe2, 0x82, 0xac]));
    expect(utf8Bytes('📄')).toEqual(Uint8Array.from([0xf0, 0x9f, 0x93, 0x84]));
  });

  it("property: agrees with fflate's encoder on any well-formed text", () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(utf8Bytes(text)).toEqual(strToU8(text));
      }));
  });

  it('writes a lone surrogate as U+FFFD, as the platforms do', () => {
    expect(utf8Bytes('a\ud800b')).toEqual(Uint8Array.from([0x61, 0xef, 0xbf, 0xbd, 0x62]));
    expect(utf8Bytes('\udc00')).toEqual(Uint8Array.from([0xef, 0xbf, 0xbd]));
  });
});
