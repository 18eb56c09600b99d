import type { SearchParser, SearchSerializer } from '@tanstack/react-router';

/*
 * Search params that read as words in a link a person shares:
 * `/nuevaConsulta?abogado=23&grupo=106`, where the router's default JSON-encodes every string JSON
 * could read as something else (`?abogado=%2223%22`) and reads `23` back as a number. Here a plain
 * value is a string, always ('23', 'true' and 'null' included), which is what every route's schema
 * takes. Lists and objects (an agenda filter's values) still travel as JSON, and a string that
 * would read as one (it starts with '[', '{' or '"') is written as a JSON string, so every value
 * comes back as it was written. The router's own encoding is kept: URLSearchParams, '+' for a
 * space.
 */

/** The first character of the values that travel as JSON: a list, an object, or a string that looks like one of them. */
const JSON_VALUE = /^["[{]/;

function parseValue(text: string): unknown {
  if (!JSON_VALUE.test(text)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function stringifyValue(value: unknown): string {
  if (typeof value === 'string') return JSON_VALUE.test(value) ? JSON.stringify(value) : value;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** The router's parseSearch: each value a word, or what its JSON says; a key written twice gives a list, as the router's default does. */
export const parseSearch: SearchParser = (searchText) => {
  const search: Record<string, unknown> = {};
  for (const [key, text] of new URLSearchParams(searchText.startsWith('?') ? searchText.slice(1) : searchText)) {
    const value = parseValue(text);
    const previous = search[key];
    search[key] =
      previous === undefined
        ? value
        : Array.isArray(previous)
          ? [...(previous as unknown[]), value]
          : [previous, value];
  }
  return search;
};

/** The router's stringifySearch: words as they are, lists and objects as JSON; undefined values are left out. */
export const stringifySearch: SearchSerializer = (search) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) params.set(key, stringifyValue(value));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};
