/** The named HTML entities the legacy API writes: markup, spacing and the letters of Spanish (and its neighbours). */
const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: '\u00a0',
    aacute: 'á',
    eacute: 'é',
    iacute: 'í',
    oacute: 'ó',
    uacute: 'ú',
    Aacute: 'Á',
    Eacute: 'É',
    Iacute: 'Í',
    Oacute: 'Ó',
    Uacute: 'Ú',
    agrave: 'à',
    egrave: 'è',
    igrave: 'ì',
    ograve: 'ò',
    ugrave: 'ù',
    Agrave: 'À',
    Egrave: 'È',
    Igrave: 'Ì',
    Ograve: 'Ò',
    Ugrave: 'Ù',
    acirc: 'â',
    ecirc: 'ê',
    ocirc: 'ô',
    atilde: 'ã',
    otilde: 'õ',
    ccedil: 'ç',
    Ccedil: 'Ç',
    ntilde: 'ñ',
    Ntilde: 'Ñ',
    uuml: 'ü',
    Uuml: 'Ü',
    iquest: '¿',
    iexcl: '¡',
    deg: '°',
    ordm: 'º',
    ordf: 'ª',
    laquo: '«',
    raquo: '»',
    middot: '·',
    euro: '€',
    copy: '©',
    reg: '®',
    ndash: '–',
    mdash: '—',
    hellip: '…',
    lsquo: '‘',
    rsquo: '’',
    ldquo: '“',
    rdquo: '”',
  }),
);

const ENTITY = /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([a-zA-Z][a-zA-Z0-9]*));/g;

/** Thrown inside the decoder only, so a bad numeric entity fails the whole text like a bad percent sequence. */
class UndecodableText extends Error {}

function decodeEntities(text: string): string {
  return text.replace(
    ENTITY,
    (entity, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (name !== undefined) return NAMED_ENTITIES.get(name) ?? entity;
      const codePoint = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
      const isScalarValue = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
      if (!isScalarValue) throw new UndecodableText(entity);
      return String.fromCodePoint(codePoint);
    },
  );
}

/**
 * The legacy API's stored text made readable (SPEC §3): percent-encoding first, then HTML
 * entities, each in one pass ('%26amp%3B' → '&amp;' → '&'; '&amp;lt;' → '&lt;').
 *
 * - '' when the text cannot be decoded: a malformed percent sequence ('50%'), or a numeric
 *   entity that names no character (&#0;, a surrogate, beyond U+10FFFF).
 * - Named entities outside the table stay as written.
 * - '+' stays '+': the legacy PHP encoded with rawurlencode, which writes a space as '%20'.
 * - A text with neither '%' nor '&' comes back unchanged.
 */
export function decodeLegacyText(text: string): string {
  if (!text.includes('%') && !text.includes('&')) return text;
  try {
    const unescaped = decodeURIComponent(text);
    return unescaped.includes('&') ? decodeEntities(unescaped) : unescaped;
  } catch (error) {
    if (error instanceof URIError || error instanceof UndecodableText) return '';
    throw error;
  }
}

/**
 * decodeLegacyText that remembers what it decoded, for one long listing: an agenda repeats its
 * lawyers', studios' and meeting types' names thousands of times, and each is decoded once.
 */
export function rememberingLegacyTextDecoder(): (text: string) => string {
  const decodedTexts = new Map<string, string>();
  return (text) => {
    if (!text.includes('%') && !text.includes('&')) return text;
    let decoded = decodedTexts.get(text);
    if (decoded === undefined) {
      decoded = decodeLegacyText(text);
      decodedTexts.set(text, decoded);
    }
    return decoded;
  };
}
