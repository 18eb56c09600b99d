import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithIdleTimeout } from './idle-timeout-fetch';

/*
 * The body fetchWithIdleTimeout reads and decodes piece by piece answers as the original response
 * would: the same text, bytes and status, read once. Pieces split anywhere, even inside a character.
 */

/** A fetch whose answer's body arrives in these pieces. */
function answering(pieces: readonly Uint8Array[], init: ResponseInit = { status: 200, headers: { 'content-type': 'application/json' } }) {
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

describe('fetchWithIdleTimeout: the body read piece by piece', () => {
  it.each([1, 2, 3, 5, 7, 64])('decodes a body cut every %i bytes, characters split across pieces, to the text Response.text() gives', async (size) => {
    vi.stubGlobal('fetch', answering(cut(BYTES, size)));
    const response = await fetchWithIdleTimeout(1_000)('https://api.example/api.php/listaAgendas/');
    const expected = await new Response(BYTES).text();
    await expect(response.text()).resolves.toBe(expected);
    expect(expected).toBe(TEXT);
  });

  it('keeps the status, its text and the headers, and answers json() with the parsed body', async () => {
    vi.stubGlobal('fetch', answering(cut(BYTES, 4), { status: 502, statusText: 'Bad Gateway', headers: { 'x-served-by': 'php' } }));
    const response = await fetchWithIdleTimeout(1_000)('https://api.example/');
    expect([response.status, response.statusText, response.headers.get('x-served-by'), response.ok]).toEqual([502, 'Bad Gateway', 'php', false]);
    await expect(response.json()).resolves.toEqual(JSON.parse(TEXT));
  });

  it('answers the text without encoding it again into bytes nobody reads', async () => {
    vi.stubGlobal('fetch', answering(cut(BYTES, 16)));
    const encode = vi.spyOn(TextEncoder.prototype, 'encode');
    const response = await fetchWithIdleTimeout(1_000)('https://api.example/');
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(encode).not.toHaveBeenCalled();
    encode.mockRestore();
  });

  it('is read once, as any body: a second read is refused and the body says it was used', async () => {
    vi.stubGlobal('fetch', answering([BYTES]));
    const response = await fetchWithIdleTimeout(1_000)('https://api.example/');
    expect(response.bodyUsed).toBe(false);
    await response.text();
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
  });

  it('gives the bytes back, encoded again, to a reader of bytes', async () => {
    vi.stubGlobal('fetch', answering(cut(BYTES, 3)));
    const response = await fetchWithIdleTimeout(1_000)('https://api.example/');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // Decoding dropped the BOM, as Response.text() does: the rest is the same bytes.
    expect(bytes).toEqual(BYTES.slice(3));
    expect(response.bodyUsed).toBe(true);
  });

  it('decodes malformed bytes as Response.text() does, with the replacement character', async () => {
    const malformed = new Uint8Array([0x7b, 0xff, 0xc3, 0x7d]);
    vi.stubGlobal('fetch', answering(cut(malformed, 1)));
    const response = await fetchWithIdleTimeout(1_000)('https://api.example/');
    await expect(response.text()).resolves.toBe(await new Response(malformed).text());
  });
});
