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
      const chunks: Uint8Array[] = [];
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        chunks.push(read.value);
        restart();
      }
      // A cancelled read ends as if the body had: only the signal tells the two apart.
      if (controller.signal.aborted) throw controller.signal.reason;
      return new Response(joined(chunks), { status: response.status, statusText: response.statusText, headers: response.headers });
    } catch (error) {
      // A body errors with the abort's reason, or with an AbortError of the runtime's own.
      throw controller.signal.reason === silence ? silence : error;
    } finally {
      clearTimeout(timer);
    }
  };
}

function joined(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}
