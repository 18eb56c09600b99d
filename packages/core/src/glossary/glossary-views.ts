import { glossaryTerm, searchGlossary, type GlossaryTerm } from './glossary';

/** What a page shows of the glossary for a word or a search: pure and synchronous, one object argument each. */
export interface GlossaryViews {
  /**
   * The glossary's entry for a word as a screen shows it (a movement's type, a field's label, a
   * state), found by its term, one of its aliases or its slug, whatever the case, accents,
   * punctuation or spacing; null when the word is not explained.
   *
   * @example
   * portal.glossaryTerm({ word: 'acto procesal' })?.definition; // the plain-Spanish explanation
   */
  glossaryTerm(request: { readonly word: string }): GlossaryTerm | null;

  /**
   * The entries for what a person typed, in A-to-Z order: every typed word must begin a word of
   * the term or of one of its aliases ('art' finds ART, 'proces' finds «Acto procesal»); the
   * definitions are not searched. A blank query keeps them all.
   *
   * @example
   * portal.searchGlossary({ query: 'trabajo' }).map((entry) => entry.term); // ['ART']
   */
  searchGlossary(request: { readonly query: string }): readonly GlossaryTerm[];
}

/** The glossary's views, the same for every portal. */
export const glossaryViews: GlossaryViews = {
  glossaryTerm: ({ word }) => glossaryTerm(word),
  searchGlossary: ({ query }) => searchGlossary(query),
};
