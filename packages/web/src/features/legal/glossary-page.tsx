import { countOf, formatCount, GLOSSARY, type GlossaryTerm } from '@justiciable/core';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useUrlSearchText } from '../../data/use-url-search-text';
import { usePortal } from '../../session/router-context';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import './glossary-page.css';

const glossaryRoute = getRouteApi('/_public/glosario');

/** The letter a term is listed under: its first letter without accent, Ñ apart as Spanish sorts it. */
function initialOf(term: string): string {
  const first = term.charAt(0).toLocaleUpperCase('es-AR');
  return first === 'Ñ' ? first : first.normalize('NFD').charAt(0);
}

function byInitial(terms: readonly GlossaryTerm[]): readonly (readonly [string, readonly GlossaryTerm[]])[] {
  const groups = new Map<string, GlossaryTerm[]>();
  for (const entry of terms) {
    const initial = initialOf(entry.term);
    groups.set(initial, [...(groups.get(initial) ?? []), entry]);
  }
  return [...groups];
}

/**
 * The other names worth showing beside a term: not its plural, its «Estado …» form or a spacing
 * of it ('Novedades', 'Estado Activo', 'Video llamada'), which only help a lookup find it.
 */
function otherNames(entry: GlossaryTerm): readonly string[] {
  const letters = (text: string) => text.toLocaleLowerCase('es-AR').replace(/[^\p{Letter}\p{Number}]/gu, '');
  const term = letters(entry.term);
  return entry.aliases.filter((alias) => !letters(alias).includes(term));
}

/** A list of names as a sentence ends it: one final period, even after 'A.R.T.'. */
const asSentence = (names: readonly string[]) => names.join(', ').replace(/\.?$/, '.');

/**
 * /glosario: every word core's glossary explains, A to Z, each at its own anchor (#slug) so a
 * «¿Qué significa?» can send the reader to it, and a search that keeps the words beginning with
 * what is typed, in the URL (?q=). Readable signed in or out.
 */
export function GlossaryPage() {
  const { q } = glossaryRoute.useSearch();
  const navigate = glossaryRoute.useNavigate();
  const portal = usePortal();
  const search = useUrlSearchText(q, '/glosario', (next) => void navigate({ search: { q: next }, replace: true }));
  // The list answers each key at once: it is short. The URL follows after a pause.
  const shown = useMemo(() => portal.searchGlossary({ query: search.text }), [portal, search.text]);
  const hash = useLocation({ select: (location) => location.hash });
  const groups = byInitial(shown);

  // A link to a term (#slug) lands on it: the router scrolls to it, and the focus tells a screen
  // reader where the link led (the browser looked for the anchor before the page was drawn).
  useEffect(() => {
    if (hash === '') return;
    document.getElementById(hash)?.focus();
  }, [hash]);

  function showAll() {
    search.clear();
    void navigate({ search: {}, replace: true });
  }

  return (
    <div className="glossary">
      <PageHeader
        title="Glosario"
        lead="Las palabras legales y del portal que puede encontrar en sus asuntos, explicadas en pocas palabras."
      />
      <p className="ui-description">Son explicaciones generales: para su caso, consulte siempre a su abogado.</p>
      <div role="search" aria-label="Buscar en el glosario" className="glossary-search">
        <TextField
          label="Buscar una palabra"
          description="Por ejemplo: ART, audiencia, honorarios"
          type="search"
          value={search.text}
          onChange={search.type}
        />
      </div>
      <p className="glossary-count" role="status" aria-live="polite">
        {shown.length === GLOSSARY.length
          ? countOf(GLOSSARY.length, 'palabra', 'palabras')
          : `${formatCount(shown.length)} de ${countOf(GLOSSARY.length, 'palabra', 'palabras')}`}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          title="Sin resultados"
          action={
            <Button variant="secondary" onPress={showAll}>
              Ver todas las palabras
            </Button>
          }
        >
          Ninguna palabra del glosario empieza así. Pruebe con otra o pregúntele a su abogado.
        </EmptyState>
      ) : (
        <div className="glossary-letters">
          {groups.map(([initial, entries]) => (
            <section key={initial} className="glossary-letter" aria-labelledby={`glosario-letra-${initial}`}>
              <h2 id={`glosario-letra-${initial}`}>{initial}</h2>
              <dl className="glossary-list">
                {entries.map((entry) => (
                  <div
                    key={entry.slug}
                    id={entry.slug}
                    tabIndex={-1}
                    className="glossary-entry"
                    data-current={entry.slug === hash || undefined}
                  >
                    <dt>{entry.term}</dt>
                    <dd>
                      {entry.definition}
                      {otherNames(entry).length > 0 ? (
                        <span className="glossary-aliases">También: {asSentence(otherNames(entry))}</span>
                      ) : null}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
