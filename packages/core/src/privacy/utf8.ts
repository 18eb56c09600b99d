/**
 * The platform's UTF-8 encoder, in every browser, Node, Deno, Bun and worker. Core's types hold
 * no host API (its lib is plain ES2023), so the little of it core uses is declared here.
 */
declare const TextEncoder: new () => { encode(text: string): Uint8Array };

const encoder = new TextEncoder();

/** The UTF-8 bytes of a text (the export's JSON, README and file names); a lone surrogate becomes U+FFFD. */
export function utf8Bytes(text: string): Uint8Array {
  return encoder.encode(text);
}
