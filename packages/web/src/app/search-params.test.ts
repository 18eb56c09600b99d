import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';

describe('search params as words', () => {
  it('writes ids and texts as they are, never JSON-quoted', () => {
    expect(stringifySearch({ abogado: '23', grupo: '106' })).toBe('?abogado=23&grupo=106');
    expect(stringifySearch({ q: 'Despido sin causa', vista: 'proximos', token: 'true' })).toBe(
      '?q=Despido+sin+causa&vista=proximos&token=true',
    );
  });

  it('reads every plain value as a string, numbers and JSON words included', () => {
    expect(parseSearch('?abogado=23&grupo=106&a=true&b=null&c=-5&d=1e3')).toEqual({
      abogado: '23',
      grupo: '106',
      a: 'true',
      b: 'null',
      c: '-5',
      d: '1e3',
    });
  });

  it('still reads the JSON an older link wrote: a quoted id, and a list', () => {
    expect(parseSearch('?abogado=%2223%22&valores=%5B%22Videollamada%22%5D')).toEqual({
      abogado: '23',
      valores: ['Videollamada'],
    });
  });

  it('writes a list as JSON, and a text that would read as JSON quoted', () => {
    expect(stringifySearch({ valores: ['Videollamada', '2026-03-10'] })).toBe(
      `?valores=${encodeURIComponent(JSON.stringify(['Videollamada', '2026-03-10']))}`,
    );
    expect(parseSearch(stringifySearch({ q: '[borrador]' }))).toEqual({ q: '[borrador]' });
  });

  it('property: any texts and lists of texts come back as they were written', () => {
    const value = fc.oneof(fc.string({ minLength: 1 }), fc.array(fc.string(), { minLength: 1, maxLength: 4 }));
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z_]{1,8}$/), value, { maxKeys: 5 }), (search) => {
        expect(parseSearch(stringifySearch(search))).toEqual(search);
      }),
    );
  });
});
