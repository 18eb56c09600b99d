/** Characters no file system takes in a name, or that would make one a path, beside the control characters. */
const UNSAFE_SYMBOLS = new Set(['/', '\\', ':', '*', '?', '"', '<', '>', '|']);
/**
 * Characters a person does not see that change how the rest reads: the bidi
 * controls (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, U+200E/F marks,
 * U+061C the Arabic letter mark) and the zero-width ones (U+200B–U+200D, U+2060, U+FEFF). With
 * them 'factura\u202Efdp.exe' reads as 'facturaexe.pdf'; without, it says what it is.
 */
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060\uFEFF]/g;
/** Names Windows keeps for devices, with or without an extension. */
const RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\.|$)/i;
/** Long enough for any real document's name, short enough for every file system and path limit. */
const MAX_LENGTH = 100;
const MAX_EXTENSION_LENGTH = 10;

/**
 * A name someone gave a case or a document, made safe as one part of a path inside the archive,
 * or as the name a download is saved under: no bidi control or zero-width character (dropped, so
 * '\u202Efdp.exe' is 'fdp.exe'), no folder separators or characters Windows refuses (each one
 * '-'), no leading dot (so never '..' nor hidden), no trailing dot or space, no device name, at
 * most 100 characters with the extension kept. A name with nothing left becomes `fallback`.
 */
export function safeFileName(name: string, fallback: string): string {
  let safe = withoutUnsafe(name.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ')).replace(
    /^[\s.]+|[\s.]+$/g,
    '',
  );
  if (safe === '') return fallback;
  if (RESERVED.test(safe)) safe = `_${safe}`;
  return truncate(safe);
}

/** Each unsafe character as '-'. */
function withoutUnsafe(name: string): string {
  return Array.from(name, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f || UNSAFE_SYMBOLS.has(char) ? '-' : char;
  }).join('');
}

function truncate(name: string): string {
  if (name.length <= MAX_LENGTH) return name;
  const { base, extension } = splitExtension(name);
  const kept = extension.length <= MAX_EXTENSION_LENGTH ? extension : '';
  // Cut where it may, the base must not end in a dot or a space either, which Windows drops.
  return `${[...base]
    .slice(0, MAX_LENGTH - kept.length)
    .join('')
    .replace(/[\s.]+$/, '')}${kept}`;
}

function splitExtension(name: string): { readonly base: string; readonly extension: string } {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? { base: name, extension: '' } : { base: name.slice(0, dot), extension: name.slice(dot) };
}

/**
 * Names within one folder, each given once: a repeated name gets ' (2)', ' (3)'… before its
 * extension. Names that differ only in case count as the same, as Windows and macOS see them.
 */
export class UniqueNames {
  private readonly taken = new Set<string>();

  take(name: string): string {
    const { base, extension } = splitExtension(name);
    let candidate = name;
    for (let copy = 2; this.taken.has(candidate.toLowerCase()); copy++) candidate = `${base} (${copy})${extension}`;
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}
