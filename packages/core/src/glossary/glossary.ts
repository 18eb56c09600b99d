import { DISPLAY_LOCALE } from '../shared/date-format';
import { compareForDisplay } from '../shared/display-order';
import { GLOSSARY_ENTRIES, type GlossaryEntry } from './glossary-terms';

/** One explained word of the portal, as the glossary page lists it and a «¿Qué significa?» shows it. */
export interface GlossaryTerm {
  /** The word as the portal writes it: 'Acto procesal', 'ART'. */
  readonly term: string;
  /** The term's anchor on the glossary page (/glosario#acto-procesal): lower case, no accents, words joined by '-'. */
  readonly slug: string;
  /** Other ways the same thing is written, which find it too. */
  readonly aliases: readonly string[];
  /** One or two sentences in plain Spanish, addressed to the client. */
  readonly definition: string;
}

/** Folds case, accents, punctuation and spacing away: 'ACTO  procesal', 'acto-procesal' and 'Acto procesal.' read alike. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(DISPLAY_LOCALE)
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

/** A term's anchor: its folded words joined by '-' ('CUIT / CUIL' → 'cuit-cuil'). */
export function glossarySlug(term: string): string {
  return fold(term).replace(/ /g, '-');
}

function toTerm(entry: GlossaryEntry): GlossaryTerm {
  return {
    term: entry.term,
    slug: glossarySlug(entry.term),
    aliases: entry.aliases ?? [],
    definition: entry.definition,
  };
}

/** Every explained word, A to Z as a Spanish reader sorts them. */
export const GLOSSARY: readonly GlossaryTerm[] = GLOSSARY_ENTRIES.map(toTerm).sort((a, b) =>
  compareForDisplay(a.term, b.term),
);

let byWord: ReadonlyMap<string, GlossaryTerm> | undefined;

/**
 * The glossary's entry for a word as a screen shows it (a movement's type, a field's label, a
 * state), found by its term, one of its aliases or its slug, whatever the case, accents,
 * punctuation or spacing; null when the word is not explained.
 */
export function glossaryTerm(word: string): GlossaryTerm | null {
  byWord ??= new Map(
    GLOSSARY.flatMap((entry) => [entry.term, ...entry.aliases].map((name) => [fold(name), entry] as const)),
  );
  return byWord.get(fold(word)) ?? null;
}

/**
 * The entries the glossary page shows for what a person typed: every typed word must begin a word
 * of the term or of one of its aliases ('art' finds ART, 'trabajo' finds it by «Aseguradora de
 * Riesgos del Trabajo», 'proces' finds «Acto procesal»), in A-to-Z order. The definitions are not
 * searched: 'art' would otherwise find every definition that says «parte». A blank query keeps them all.
 */
export function searchGlossary(query: string): readonly GlossaryTerm[] {
  const typed = fold(query).split(' ').filter(Boolean);
  if (typed.length === 0) return GLOSSARY;
  return GLOSSARY.filter((entry) => {
    const words = [entry.term, ...entry.aliases].flatMap((name) => fold(name).split(' '));
    return typed.every((prefix) => words.some((word) => word.startsWith(prefix)));
  });
}
