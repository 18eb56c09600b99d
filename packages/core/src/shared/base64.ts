const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const ALPHABET_CODES: readonly number[] = Array.from(ALPHABET, (char) => char.charCodeAt(0));
/** 3-byte groups turned into text at once: 32768 characters, well below engines' argument limits. */
const GROUPS_PER_CHUNK = 0x2000;

/**
 * Standard base64 (RFC 4648, with padding) of a file's bytes, for the upload function
 * (SPEC §5, §7). Written by hand so core needs neither Buffer nor the DOM's btoa. It encodes a
 * chunk of groups into one reused array of character codes and turns each chunk into text in
 * one call, which keeps a 10 MB file well under a second.
 */
export function bytesToBase64(bytes: Uint8Array): string {
  const wholeGroupsEnd = bytes.length - (bytes.length % 3);
  const codes = new Array<number>(GROUPS_PER_CHUNK * 4).fill(0);
  let text = '';
  for (let start = 0; start < wholeGroupsEnd; start += GROUPS_PER_CHUNK * 3) {
    const stop = Math.min(wholeGroupsEnd, start + GROUPS_PER_CHUNK * 3);
    let out = 0;
    for (let i = start; i < stop; i += 3) {
      const group = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
      codes[out++] = ALPHABET_CODES[group >> 18]!;
      codes[out++] = ALPHABET_CODES[(group >> 12) & 63]!;
      codes[out++] = ALPHABET_CODES[(group >> 6) & 63]!;
      codes[out++] = ALPHABET_CODES[group & 63]!;
    }
    text += String.fromCharCode(...(out === codes.length ? codes : codes.slice(0, out)));
  }
  return text + lastGroup(bytes.subarray(wholeGroupsEnd));
}

/** The one or two bytes left after the whole groups, padded with '='. */
function lastGroup(rest: Uint8Array): string {
  if (rest.length === 0) return '';
  const group = (rest[0]! << 16) | ((rest[1] ?? 0) << 8);
  const first = ALPHABET.charAt(group >> 18) + ALPHABET.charAt((group >> 12) & 63);
  return rest.length === 2 ? `${first}${ALPHABET.charAt((group >> 6) & 63)}=` : `${first}==`;
}

/**
 * The bytes of standard base64 (RFC 4648), for the in-memory file store that keeps uploads as
 * text. Whitespace is skipped; anything else outside the alphabet is a bug of the caller.
 */
export function base64ToBytes(base64: string): Uint8Array {
  const compact = base64.replace(/\s/g, '').replace(/=+$/, '');
  if (compact.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(compact)) throw new RangeError('Not base64 text');
  const bytes = new Uint8Array(Math.floor((compact.length * 3) / 4));
  let out = 0;
  for (let i = 0; i < compact.length; i += 4) {
    const sextets = [0, 1, 2, 3].map((offset) =>
      i + offset < compact.length ? ALPHABET.indexOf(compact.charAt(i + offset)) : -1,
    );
    const [a = 0, b = 0, c = -1, d = -1] = sextets;
    bytes[out++] = (a << 2) | (b >> 4);
    if (c >= 0) bytes[out++] = ((b & 15) << 4) | (c >> 2);
    if (d >= 0) bytes[out++] = ((c & 3) << 6) | d;
  }
  return bytes;
}
