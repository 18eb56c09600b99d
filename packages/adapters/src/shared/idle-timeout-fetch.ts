/**
 * A `fetch` for ofetch whose time limit is on silence: the timer starts with the request and
 * starts over when the answer's headers and each piece of its body arrive, so a large answer
 * still arriving over a slow network (the agenda's tens of megabytes on a phone) is progress,
 * while a server that says nothing for `idleMs` is given up on, as before.
 *
 * The body is read whole here, inside the call ofetch makes, rather than by ofetch after it: a
 * body that stops halfway then fails as the request does (ofetch's FetchError, whose cause is
 * the TimeoutError, tried again if a read), instead of rejecting from ofetch's own body read,
 * where nothing classifies it and the page breaks.
 *
 * Each piece is decoded as it arrives, while the rest is still on its way: decoding the agenda's
 * 25 MB after its last byte took a phone's CPU a quarter of a second before its first rows. The
 * response handed back has no body of its own; its text is `decodedBody(response)`, which the
 * caller's ofetch hook parses (legacy-api-client.ts). Decoded as Response.text() decodes: UTF-8,
 * a leading BOM dropped, malformed bytes replaced.
 */
export function fetchWithIdleTimeout(idleMs: number): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const outer = init?.signal;
    if (outer) {
      if (outer.aborted) controller.abort(outer.reason);
      else outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
    }
    const silence = new DOMException(`No byte arrived for ${idleMs} ms`, 'TimeoutError');
    let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        controller.abort(silence);
        // Not every fetch errors a body already being read when its signal aborts (msw's does not).
        void reader?.cancel(silence).catch(() => undefined);
      }, idleMs);
    };
    restart();
    try {
      // Looked up on each call, so whatever stands in for fetch (msw in tests) is the one used.
      const response = await globalThis.fetch(input, { ...init, signal: controller.signal });
      if (response.body === null) return response;
      restart();
      reader = response.body.getReader();
      const decoder = new TextDecoder();
      const pieces: string[] = [];
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        pieces.push(decoder.decode(read.value, { stream: true }));
        restart();
      }
      // A cancelled read ends as if the body had: only the signal tells the two apart.
      if (controller.signal.aborted) throw controller.signal.reason;
      pieces.push(decoder.decode());
      const decoded = new Response(null, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
      decodedBodies.set(decoded, pieces.join(''));
      return decoded;
    } catch (error) {
      // A body errors with the abort's reason, or with an AbortError of the runtime's own.
      throw controller.signal.reason === silence ? silence : error;
    } finally {
      clearTimeout(timer);
    }
  };
}

const decodedBodies = new WeakMap<Response, string>();

/** The text of a response fetchWithIdleTimeout read, decoded as it arrived; null for one it did not read (no body). */
export function decodedBody(response: Response): string | null {
  return decodedBodies.get(response) ?? null;
}
