import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLegacyText, rememberingLegacyTextDecoder } from './legacy-text';

describe('decodeLegacyText', () => {
  it('SPEC §3: decodes percent-encoding', () => {
    expect(decodeLegacyText('Reuni%C3%B3n%20con%20el%20abogado')).toBe('Reunión con el abogado');
  });

  it('SPEC §3: decodes the common HTML entities', () => {
    expect(decodeLegacyText('&amp; &lt; &gt; &quot; &#39; &apos;')).toBe("& < > \" ' '");
    expect(decodeLegacyText('a&nbsp;b')).toBe('a\u00a0b');
  });

  it('SPEC §3: decodes accented letters and Spanish punctuation', () => {
    expect(decodeLegacyText('&aacute;&eacute;&iacute;&oacute;&uacute;&ntilde;&Ntilde;&uuml;')).toBe('áéíóúñÑü');
    expect(decodeLegacyText('&iquest;Cu&aacute;ndo?&iexcl;Ya! 20&deg; 1&ordm; 1&ordf;')).toBe('¿Cuándo?¡Ya! 20° 1º 1ª');
    expect(decodeLegacyText('&Aacute;NGEL')).toBe('ÁNGEL');
  });

  it('SPEC §3: decodes decimal and hexadecimal numeric entities', () => {
    expect(decodeLegacyText('&#241;&#xF1;&#XD1;&#128512;')).toBe('ññÑ😀');
  });

  it('SPEC §3: decodes percent-encoding first, then entities, once each', () => {
    expect(decodeLegacyText('Sal%C3%B3n%20&amp;%20caf&eacute;')).toBe('Salón & café');
    expect(decodeLegacyText('%26amp%3B')).toBe('&');
    expect(decodeLegacyText('&amp;lt;')).toBe('&lt;');
  });

  it("SPEC §3: '' when a percent sequence is malformed", () => {
    expect(decodeLegacyText('50%')).toBe('');
    expect(decodeLegacyText('%E0%A4%A')).toBe('');
    expect(decodeLegacyText('%FF')).toBe('');
  });

  it("SPEC §3: '' when a numeric entity names no character", () => {
    expect(decodeLegacyText('a&#0;b')).toBe('');
    expect(decodeLegacyText('&#xD800;')).toBe('');
    expect(decodeLegacyText('&#1114112;')).toBe('');
  });

  it('keeps unknown named entities and bare ampersands as written', () => {
    expect(decodeLegacyText('&unknown; &toString; &constructor;')).toBe('&unknown; &toString; &constructor;');
    expect(decodeLegacyText('Pérez & Asociados')).toBe('Pérez & Asociados');
  });

  it("keeps '+' as '+': the legacy PHP used rawurlencode, which encodes spaces as %20", () => {
    expect(decodeLegacyText('1+1%3D2')).toBe('1+1=2');
    expect(decodeLegacyText('a+b%20c')).toBe('a+b c');
  });

  it('property: never throws, on any text or on texts dense in % and & sequences', () => {
    const pieces = fc.oneof(
      fc.constantFrom('%', '&', '#', ';', 'x', 'F', '3', 'C', '0', 'amp', 'ntilde', '%C3', '%B1', '&#', '&#x'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    const texts = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: pieces }));
    fc.assert(fc.property(texts, (text) => typeof decodeLegacyText(text) === 'string'));
  });

  it('property: a text without % or & comes back unchanged', () => {
    const plain = fc.string({ unit: 'binary' }).filter((text) => !text.includes('%') && !text.includes('&'));
    fc.assert(fc.property(plain, (text) => decodeLegacyText(text) === text));
  });

  it('property: the percent-encoding of a text without & decodes back to it', () => {
    // '&' is left out because entities are decoded after percent-encoding, by design.
    const noAmpersand = fc.string({ unit: 'binary' }).filter((text) => !text.includes('&'));
    fc.assert(fc.property(noAmpersand, (text) => decodeLegacyText(encodeURIComponent(text)) === text));
  });

  it('property: percent-encoded entities decode to their characters', () => {
    const named = fc.constantFrom(['&amp;', '&'], ['&ntilde;', 'ñ'], ['&iquest;', '¿'], ['&#39;', "'"]);
    fc.assert(
      fc.property(fc.array(named), (pieces) => {
        const encoded = encodeURIComponent(pieces.map(([entity]) => entity).join(''));
        return decodeLegacyText(encoded) === pieces.map(([, char]) => char).join('');
      }),
    );
  });
});

describe('rememberingLegacyTextDecoder', () => {
  it('decodes as decodeLegacyText does, the second time from memory', () => {
    const decode = rememberingLegacyTextDecoder();
    for (const text of ['Mediaci%C3%B3n', 'Mediaci%C3%B3n', 'Ferreyra &amp; Asociados', '50%', '50%', 'plain']) {
      expect(decode(text)).toBe(decodeLegacyText(text));
    }
  });
});
