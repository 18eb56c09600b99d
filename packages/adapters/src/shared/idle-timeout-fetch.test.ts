import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodedBody, fetchWithIdleTimeout } from './idle-timeout-fetch';

/*
 * The body fetchWithIdleTimeout reads and decodes piece by piece is the text the original
 * response's text() would give, whatever the pieces: split anywhere, even inside a character.
 */

/** A fetch whose answer's body arrives in these pieces. */
function answering(
  pieces: readonly Uint8Array[],
  init: ResponseInit = { status: 200, headers: { 'content-type': 'application/json' } },
) {
  return vi.fn(async () => {
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        for (const piece of pieces) stream.enqueue(piece);
        stream.close();
      },
    });
    return new Response(body, init);
  });
}

/** The bytes cut into pieces of `size` (the last one shorter). */
function cut(bytes: Uint8Array, size: number): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.slice(at, at + size));
  return pieces;
}

const TEXT = '{"datos":{"1":{"asunto":"Audiencia de conciliación — señora Núñez ✓ 🗓"}}}';
const BYTES = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(TEXT)]);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchWithIdleTimeout: the body decoded piece by piece', () => {
  it.each([1, 2, 3, 5, 7, 64])(
    'decodes a body cut every %i bytes, characters split across pieces, to the text Response.text() gives',
    async (size) => {
      vi.stubGlobal('fetch', answering(cut(BYTES, size)));
      const response = await fetchWithIdleTimeout(1_000)('https://api.example/api.php/listaAgendas/');
      const expected = await new Response(BYTES).text();
      expect(expected).toBe(TEXT);
      expect(decodedBody(response)).toBe(expected);
    },
  );

  it('keeps the status, its text and the headers; the response handed on has no body left to read again', async () => {
    vi.stubGlobal(
      'fetch',
      answering(cut(BYTES, 4), { status: 502, statusText: 'Bad Gateway', headers: { 'x-served-by': 'php' } }),
    );
    const response = await fetchWithIdleTimeout(1_000)('https://api.example/');
    expect([response.status, response.statusText, response.headers.get('x-served-by'), response.ok]).toEqual([
      502,
      'Bad Gateway',
      'php',
      false,
    ]);
    expect(response.body).toBeNull();
    expect(JSON.parse(decodedBody(response) ?? '')).toEqual(JSON.parse(TEXT));
  });

  it('decodes malformed bytes as Response.text() does, with the replacement character', async () => {
    const malformed = new Uint8Array([0x7b, 0xff, 0xc3, 0x7d]);
    vi.stubGlobal('fetch', answering(cut(malformed, 1)));
    const response = await fetchWithIdleTimeout(1_000)('https://api.example/');
    expect(decodedBody(response)).toBe(await new Response(malformed).text());
  });

  it('has no decoded text for an answer without a body, nor for a response it did not make', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const response = await fetchWithIdleTimeout(1_000)('https://api.example/');
    expect(response.status).toBe(204);
    expect(decodedBody(response)).toBeNull();
    expect(decodedBody(new Response('{}'))).toBeNull();
  });
});
