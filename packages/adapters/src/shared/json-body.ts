/**
 * A response body that was not JSON: an HTML error page from a proxy, a reply cut off midway.
 * Kept as a value rather than thrown, so the HTTP status still decides what went wrong.
 */
export class UnparsableBody {
  constructor(readonly text: string) {}
}

/**
 * ofetch's `parseResponse`. Its default (destr) hands malformed JSON back as a plain string,
 * which a caller could mistake for data; `JSON.parse` alone would throw before ofetch looks at
 * the status, losing the retry of a read on a 502 page. This keeps both: JSON or an explicit
 * UnparsableBody that no wire schema accepts.
 */
export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return new UnparsableBody(text);
  }
}
